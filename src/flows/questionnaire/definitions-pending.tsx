import { Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface DefinitionsPendingProps {
  /** Set when loading failed: the retry the message offers. */
  retry?: () => void;
}

/**
 * Where the questionnaire's questions will be while their definitions load, or the fault message with a retry when
 * they could not be loaded (the answers given so far are kept in the drafts).
 */
export function DefinitionsPending({ retry }: DefinitionsPendingProps) {
  const { t } = useTranslation();
  if (!retry) return <CircularProgress aria-label={t('routes.loading')} />;
  return (
    <>
      <Typography role="alert" gutterBottom>
        {t('questionnaireFlow.definitionsLoadFailed')}
      </Typography>
      <Button variant="contained" onClick={retry}>
        {t('routes.retry')}
      </Button>
    </>
  );
}
