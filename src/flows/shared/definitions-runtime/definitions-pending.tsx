import { Button, Typography } from '@mui/material';
import { BusySpinner } from '../../../engine';
import { useTranslation } from 'react-i18next';

export interface DefinitionsPendingProps {
  /** Set when loading failed: the retry the message offers. */
  retry?: () => void;
  /** The fault message (i18n key): what could not be loaded, and that what was typed is kept. */
  failedText: string;
  /** The retry takes the focus (the form the person was in gave way to the message). */
  focusRetry?: boolean;
}

/**
 * Where a form will be while its definition (a published module or the manifest) loads, or the fault message with a
 * retry when it could not be loaded: what the person typed is kept in the drafts, and no other version is shown.
 */
export function DefinitionsPending({ retry, failedText, focusRetry = false }: DefinitionsPendingProps) {
  const { t } = useTranslation();
  if (!retry) return <BusySpinner aria-label={t('routes.loading')} />;
  return (
    <>
      <Typography role="alert" gutterBottom>
        {t(failedText)}
      </Typography>
      <Button variant="contained" onClick={retry} autoFocus={focusRetry}>
        {t('routes.retry')}
      </Button>
    </>
  );
}
