import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError } from '../../api';
import { pathTo } from './routes/routes';

/** A step the provider wants done first (sandbox README, provider requirements: step order). */
export type MissingStep = 'verification' | 'documents';

const STEPS: Record<MissingStep, { text: string; link: string; to: string }> = {
  verification: {
    text: 'errors.verificationRequired',
    link: 'errors.goToVerification',
    to: pathTo('start-verification'),
  },
  documents: { text: 'errors.documentsRequired', link: 'errors.goToDocuments', to: pathTo('documents-upload') },
};

/** The step a provider's 409 refusal names as missing, or undefined for any other failure. */
export function missingStepOf(error: unknown): MissingStep | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  if (error.result === 'verification required') return 'verification';
  if (error.result === 'documents required') return 'documents';
  return undefined;
}

/**
 * What to do about a step the provider wants first: its explanation and a link there. The toast has already
 * announced the refusal, so this stays on the page, quietly, for the person to act on.
 */
export function MissingStepLink({ step }: { step: MissingStep }) {
  const { t } = useTranslation();
  const { text, link, to } = STEPS[step];
  return (
    <Alert severity="warning" role="none" sx={{ my: 2 }}>
      {t(text)}
      <Button
        component={RouterLink}
        to={to}
        variant="contained"
        sx={{ display: 'flex', width: 'fit-content', mt: 1.5 }}
      >
        {t(link)}
      </Button>
    </Alert>
  );
}
