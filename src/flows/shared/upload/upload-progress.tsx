import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../engine';
import type { FileProgress, UploadState } from './upload-tracker';

export interface UploadProgressProps {
  state: UploadState;
  onCancel: () => void;
  onRetry: () => void;
}

/**
 * How far an upload has gone: a progress bar for each chosen file and one for all of them (percent and size sent,
 * named for screen readers), a cancel while it runs, and after a cancel or a failure the files kept and a retry.
 */
export function UploadProgress({ state, onCancel, onRetry }: UploadProgressProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);
  const stopped = state.status === 'cancelled' || state.status === 'failed';
  // The cancel button the person pressed is gone: focus goes to what they can do next.
  useEffect(() => {
    if (stopped) retryRef.current?.focus();
  }, [stopped]);
  if (state.status === 'idle' || state.files.length === 0) return null;

  const lang = i18n.resolvedLanguage ?? 'sk';
  const size = state.files.reduce((sum, file) => sum + file.size, 0);
  const sent = state.files.reduce((sum, file) => sum + file.sent, 0);
  const line = (part: Pick<FileProgress, 'sent' | 'size'>) =>
    t('widgets.upload.sent', {
      percent: new Intl.NumberFormat(lang, { style: 'percent' }).format(part.size ? part.sent / part.size : 0),
      // Nothing sent yet is 0 kB (formatFileSize rounds a file's size up to 1 kB at least).
      sent:
        part.sent > 0
          ? formatFileSize(part.sent, lang)
          : new Intl.NumberFormat(lang, { style: 'unit', unit: 'kilobyte' }).format(0),
      size: formatFileSize(part.size, lang),
    });
  const percentOf = (part: Pick<FileProgress, 'sent' | 'size'>) =>
    part.size ? Math.round((part.sent / part.size) * 100) : 0;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t(stopped ? 'widgets.upload.stoppedTitle' : 'widgets.upload.title')}
      </Typography>
      {/* Stopped: the chosen files are shown in their fields above; here only what happened and the retry. */}
      {!stopped && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {state.files.map((file, index) => (
            <Box component="li" key={`${index}-${file.name}`} sx={{ mb: 1.5 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={percentOf(file)}
                aria-label={t('widgets.upload.fileBar', { name: file.name })}
                aria-valuetext={line(file)}
                sx={{ my: 0.5, height: 8, borderRadius: 1 }}
              />
              <Typography variant="body2" color="text.secondary">
                {line(file)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {!stopped && state.files.length > 1 && (
        <Box sx={{ mb: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percentOf({ sent, size })}
            aria-label={t('widgets.upload.overallBar')}
            aria-valuetext={line({ sent, size })}
            sx={{ my: 0.5, height: 8, borderRadius: 1 }}
          />
          <Typography variant="body2">{t('widgets.upload.overall', { progress: line({ sent, size }) })}</Typography>
        </Box>
      )}
      <Box role="status">
        {stopped && (
          <Typography sx={{ my: 1 }}>
            {t(state.status === 'cancelled' ? 'widgets.upload.cancelled' : 'widgets.upload.failed')}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={2}>
        {stopped ? (
          <Button ref={retryRef} variant="contained" onClick={onRetry}>
            {t('widgets.upload.retry')}
          </Button>
        ) : (
          <Button variant="outlined" onClick={onCancel}>
            {t('widgets.upload.cancel')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
