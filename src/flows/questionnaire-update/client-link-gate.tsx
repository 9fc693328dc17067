import { Box, Button, Container, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientLink } from './use-client-link';

/**
 * Shows `children` once the client-zone link of the page is open; until then the wait, or why it cannot open.
 * Plain typography rather than an Alert: the questionnaire's chunk is at its size budget.
 */
export function ClientLinkGate({ page, children }: { page: string; children: () => ReactNode }) {
  const { t } = useTranslation();
  const { state, retry } = useClientLink(page);
  if (state === 'ready') return children();
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('questionnaireUpdate.title')}
      </Typography>
      {state === 'loading' && <LinearProgress aria-label={t('questionnaireUpdate.loading')} />}
      {state === 'invalid' && (
        <Box role="alert" sx={{ borderInlineStart: 4, borderColor: 'error.main', pl: 2, py: 1 }}>
          <Typography component="h2" variant="h6" color="error.dark">
            {t('questionnaireUpdate.linkInvalidTitle')}
          </Typography>
          <Typography>{t('questionnaireUpdate.linkInvalid')}</Typography>
        </Box>
      )}
      {state === 'failed' && (
        <Box role="alert" sx={{ borderInlineStart: 4, borderColor: 'error.main', pl: 2, py: 1 }}>
          <Typography gutterBottom>{t('questionnaireUpdate.loadFailed')}</Typography>
          <Button variant="outlined" onClick={retry}>
            {t('questionnaireUpdate.retry')}
          </Button>
        </Box>
      )}
    </Container>
  );
}
