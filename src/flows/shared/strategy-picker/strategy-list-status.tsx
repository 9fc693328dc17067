import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StrategyPickerState } from './use-strategy-picker';

/** While the strategies load: a progress bar; when they could not be loaded: the reason and a retry. */
export function StrategyListStatus({ picker }: { picker: StrategyPickerState }) {
  const { t } = useTranslation();
  if (!picker.failed) return <LinearProgress aria-label={t('strategies.loading')} />;
  return (
    <Box role="alert" sx={{ borderInlineStart: 4, borderColor: 'error.main', pl: 2, py: 1 }}>
      <Typography gutterBottom>{t('strategies.loadFailed')}</Typography>
      <Button variant="outlined" onClick={picker.retry}>
        {t('strategies.retry')}
      </Button>
    </Box>
  );
}
