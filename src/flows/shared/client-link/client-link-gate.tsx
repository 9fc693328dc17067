import { Box, Button, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenLayout } from '../screen-layout';
import { RequestNewLink } from './request-new-link';
import { type OpenClientLink, useClientLink } from './use-client-link';

// The system's border shorthand knows borderLeft but not the logical borderInlineStart: written out in full.
const ALERT_BOX = { borderInlineStart: '4px solid', borderColor: 'error.main', pl: 2, py: 1 } as const;

/** i18n keys of what the gate says while the link opens or when it cannot. */
export interface ClientLinkTexts {
  title: string;
  loading: string;
  invalidTitle: string;
  invalid: string;
  loadFailed: string;
  retry: string;
}

export interface ClientLinkGateProps {
  /** The page's path segment after the language (e.g. `new_strategy`); the token-free address is built from it. */
  page: string;
  /** Opens the link for the flow (see `OpenClientLink`); a stable function (module level). */
  open: OpenClientLink;
  texts: ClientLinkTexts;
  children: () => ReactNode;
}

/**
 * Shows `children` once the client-zone link of the page is open; until then the wait, or why it cannot open.
 * Plain typography rather than an Alert: the questionnaire's chunk is at its size budget.
 */
export function ClientLinkGate({ page, open, texts, children }: ClientLinkGateProps) {
  const { t } = useTranslation();
  const { state, retry } = useClientLink(page, open);
  if (state === 'ready') return children();
  return (
    <ScreenLayout title={t(texts.title)}>
      {state === 'loading' && <LinearProgress aria-label={t(texts.loading)} />}
      {state === 'invalid' && (
        <Box role="alert" sx={ALERT_BOX}>
          <Typography component="h2" variant="h6" color="error.dark">
            {t(texts.invalidTitle)}
          </Typography>
          <Typography>{t(texts.invalid)}</Typography>
        </Box>
      )}
      {/* A link works once (provider requirements): opened again, it says so and offers new links. */}
      {state === 'used' && (
        <Box role="alert" sx={ALERT_BOX}>
          <Typography component="h2" variant="h6" color="error.dark">
            {t('errors.clientLinkUsedTitle')}
          </Typography>
          <Typography>{t('errors.linkAlreadyUsed')}</Typography>
        </Box>
      )}
      {(state === 'used' || state === 'invalid') && <RequestNewLink />}
      {state === 'failed' && (
        <Box role="alert" sx={ALERT_BOX}>
          <Typography gutterBottom>{t(texts.loadFailed)}</Typography>
          <Button variant="outlined" onClick={retry}>
            {t(texts.retry)}
          </Button>
        </Box>
      )}
    </ScreenLayout>
  );
}
