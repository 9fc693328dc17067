import { Box, Typography } from '@mui/material';
import { useStudioTranslation } from '../use-studio-translation';
import type { Change } from './definition-diff';
import { wordsText } from './words-text';

/**
 * The changes against the saved (or live) version, in the studio's language: where and what from their codes,
 * a value in words (no points, a condition) translated, data (a value, a text) as it is, a text in its own language
 * marked with it. A line without codes (a stored diff from before them) keeps its English words, marked English.
 */
export function DiffPanel({ changes }: { changes: readonly Change[] }) {
  const { t } = useStudioTranslation();
  if (changes.length === 0) return <Typography>{t('noChanges')}</Typography>;
  return (
    <Box component="ul" sx={{ pl: 2, m: 0 }} data-testid="diff">
      {changes.map((change, index) => {
        const coded = change.at !== undefined && change.change !== undefined;
        // An emptied text shows as — like a missing one.
        const side = (words: Change['was'], text: string | undefined) => (words ? wordsText(t, words) : text || '—');
        return (
          <Box
            component="li"
            key={`${change.pointer}-${change.what}-${index}`}
            sx={{ mb: 0.5 }}
            {...(coded ? {} : { lang: 'en' })}
          >
            <strong>{change.at ? wordsText(t, change.at) : change.where}</strong>
            {`: ${change.change ? wordsText(t, change.change) : change.what}`}
            {(change.before !== undefined || change.after !== undefined) && (
              <>
                {' '}
                <Box
                  component="del"
                  sx={{ color: 'error.dark' }}
                  lang={change.was ? undefined : (change.language ?? (coded ? undefined : 'en'))}
                >
                  {side(change.was, change.before)}
                </Box>
                {' → '}
                <Box
                  component="ins"
                  sx={{ color: 'success.dark', textDecoration: 'none', fontWeight: 600 }}
                  lang={change.now ? undefined : (change.language ?? (coded ? undefined : 'en'))}
                >
                  {side(change.now, change.after)}
                </Box>
              </>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
