import { Box, Typography } from '@mui/material';
import { useStudioTranslation } from '../use-studio-translation';
import { fileLabel } from './file-label';
import type { StudioMessage } from './studio-message';

export interface SaveStatusProps {
  stale: boolean;
  errorsCount: number;
  changedFiles: readonly string[];
  /** What the last press of save gave. */
  message?: StudioMessage;
}

/** Whether the edits can be saved, announced as they change (a status region the save button points to). */
export function SaveStatus({ stale, errorsCount, changedFiles, message }: SaveStatusProps) {
  const { t } = useStudioTranslation();
  return (
    <Box id="save-status" role="status" sx={{ mb: 2, minHeight: '1.5em' }}>
      <Typography sx={{ color: errorsCount > 0 ? 'error.main' : 'text.primary' }}>
        {stale
          ? t('checking')
          : errorsCount > 0
            ? t('errorsRefused', { count: errorsCount })
            : changedFiles.length > 0
              ? t('noErrorsEdited', { files: changedFiles.map(fileLabel).join(', ') })
              : t('noErrorsNothingEdited')}
      </Typography>
      {message && <Typography sx={{ fontWeight: 600 }}>{t(message.key, message.values)}</Typography>}
    </Box>
  );
}
