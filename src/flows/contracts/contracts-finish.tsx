import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BusySpinner, definitionFormId } from '../../engine';
import { type MissingStep, MissingStepLink } from '../shared/missing-step-link';

interface ContractsFinishProps {
  /** The contracts definition, whose form the button submits. */
  definitionId: string;
  busy: boolean;
  failed: boolean;
  missingStep?: MissingStep;
}

/**
 * Completing the signing: what the contract call is doing, the way to a step the provider wants first, and the button
 * that sends the contracts' form again after a refusal (the agreements stay signed).
 */
export function ContractsFinish({ definitionId, busy, failed, missingStep }: ContractsFinishProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="contracts-finish" sx={{ mb: 2 }}>
      <Typography id="contracts-finish" component="h2" variant="h5" gutterBottom>
        {t('contracts.finishTitle')}
      </Typography>
      <Typography role="status" sx={{ mb: 2 }}>
        {busy ? t('contracts.finishing') : failed ? t('contracts.finishFailed') : ''}
      </Typography>
      {missingStep && <MissingStepLink step={missingStep} />}
      <Button
        type="submit"
        form={definitionFormId(definitionId)}
        variant="contained"
        size="large"
        disabled={busy}
        aria-busy={busy || undefined}
        startIcon={busy ? <BusySpinner size={16} aria-hidden /> : undefined}
      >
        {t('contracts.finish')}
      </Button>
    </Box>
  );
}
