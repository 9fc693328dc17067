import { Box, Typography } from '@mui/material';
import type { Definition } from '../../engine';
import { STUDIO_LANGUAGES } from '../editor/text-model';
import { DefinitionPreview, useRuntimeValidator } from '../preview/definition-preview';
import { useStudioTranslation } from '../use-studio-translation';

export interface PreviewPanelProps {
  open: string;
  /** The open file once typing has paused; absent while it is not JSON. */
  definition: Definition | undefined;
  locales: Readonly<Record<string, unknown>>;
}

/** The open definition as the app renders it, in the three languages side by side. */
export function PreviewPanel({ open, definition, locales }: PreviewPanelProps) {
  const { t } = useStudioTranslation();
  const validator = useRuntimeValidator(definition);
  return (
    <Box component="section" aria-labelledby="preview-heading">
      <Typography id="preview-heading" component="h2" variant="h6" gutterBottom>
        {t('headingPreview')}
      </Typography>
      {definition && validator ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
          {STUDIO_LANGUAGES.map((language) => (
            <DefinitionPreview
              key={`${open}-${language}`}
              definition={definition}
              validator={validator}
              language={language}
              locales={locales}
            />
          ))}
        </Box>
      ) : (
        <Typography>{t('previewWaits')}</Typography>
      )}
    </Box>
  );
}
