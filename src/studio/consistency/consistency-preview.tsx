import { Box, Typography } from '@mui/material';
import { isConsistencyDefinition } from '../../definition/consistency/consistency-rules';
import { STUDIO_LANGUAGES } from '../editor/text-model';
import { textOf } from '../state/locale-texts';
import { useStudioTranslation } from '../use-studio-translation';

export interface ConsistencyPreviewProps {
  definition: unknown;
  locales: Readonly<Record<string, unknown>>;
}

/** The rules' words as the client reads them on the contradictions screen, in the three languages side by side. */
export function ConsistencyPreview({ definition, locales }: ConsistencyPreviewProps) {
  const { t } = useStudioTranslation();
  if (!isConsistencyDefinition(definition) || !Array.isArray(definition.rules)) return null;
  const text = (language: string, key: unknown) =>
    typeof key === 'string' ? (textOf(locales, language, key) ?? '') : '';
  return (
    <Box component="section" aria-labelledby="preview-heading">
      <Typography id="preview-heading" component="h2" variant="h6" gutterBottom>
        {t('headingPreview')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
        {STUDIO_LANGUAGES.map((language) => (
          <Box key={language} component="section" lang={language} aria-label={t(`lang.${language}.preview`)}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {text(language, definition.title)}
            </Typography>
            {definition.rules.map((rule, index) => (
              <Box key={index} sx={{ my: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{text(language, rule.title)}</Typography>
                <Typography variant="body2">{text(language, rule.text)}</Typography>
                {rule.severity === 'confirm' && (
                  <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                    {`☐ ${text(language, rule.confirm)}`}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
