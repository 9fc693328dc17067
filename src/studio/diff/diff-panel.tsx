import { Box, Typography } from '@mui/material';
import type { Change } from './definition-diff';

/** The changes against the saved version, in words. */
export function DiffPanel({ changes }: { changes: readonly Change[] }) {
  if (changes.length === 0) return <Typography>No changes against the saved version.</Typography>;
  return (
    <Box component="ul" sx={{ pl: 2, m: 0 }} data-testid="diff">
      {changes.map((change, index) => (
        <Box component="li" key={`${change.pointer}-${change.what}-${index}`} sx={{ mb: 0.5 }}>
          <strong>{change.where}</strong>
          {`: ${change.what}`}
          {(change.before !== undefined || change.after !== undefined) && (
            <>
              {' '}
              <Box component="del" sx={{ color: 'error.dark' }}>
                {change.before ?? '—'}
              </Box>
              {' → '}
              <Box component="ins" sx={{ color: 'success.dark', textDecoration: 'none', fontWeight: 600 }}>
                {change.after ?? '—'}
              </Box>
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}
