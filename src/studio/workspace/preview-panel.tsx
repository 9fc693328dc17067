import { Alert, Box, Typography } from '@mui/material';
import type { Definition } from '../../engine';
import { STUDIO_LANGUAGES } from '../editor/text-model';
import { MessageText } from '../diff/message-text';
import { DefinitionPreview } from '../preview/definition-preview';
import { usePreviewValidator } from '../preview/use-preview-validator';
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
  // Served by the registry: compiled there and imported (the previous preview stays until it arrives).
  const { pair, trouble } = usePreviewValidator(definition, open);
  return (
    <Box component="section" aria-labelledby="preview-heading">
      <Typography id="preview-heading" component="h2" variant="h6" gutterBottom>
        {t('headingPreview')}
      </Typography>
      {trouble && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {trouble.kind === 'does-not-compile' ? (
            <>
              {t('previewDoesNotCompile')} <MessageText message={trouble.detail} words={trouble.words} />
            </>
          ) : (
            t('previewRequestFailed')
          )}
        </Alert>
      )}
      {definition && pair ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
          {STUDIO_LANGUAGES.map((language) => (
            <DefinitionPreview
              key={`${open}-${language}`}
              definition={pair.definition}
              validator={pair.validator}
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
