import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { BusySpinner } from '../../engine';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import {
  LEAD_COOKIE,
  type VerificationStatus,
  apiQueryKey,
  apiQueryOptions,
  isApiError,
  leadIdFromToken,
  profileStore,
  readToken,
} from '../../api';
import { useFeedback } from '../shared/feedback-context';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { pathTo } from '../shared/routes/routes';
import { ScreenLayout } from '../shared/screen-layout';
import { SupportContact } from './support-contact';

/** How often a verification under review is asked about again. */
export const POLL_INTERVAL_MS = 10_000;
// Statuses that change by themselves: the provider is still deciding.
const WAITING: readonly VerificationStatus[] = ['submitted', 'pending'];

/**
 * /steps/verification-result/{uuid} (SPEC §2, §4): the outcome of identity verification. The uuid is the lead
 * id of the token subject; the status is always the token's own, so an address with another id is replaced by
 * the person's own rather than showing their status under someone else's id.
 */
export default function VerificationResultScreen() {
  const { uuid } = useParams();
  const token = useSyncExternalStore(noCookieEvents, leadToken, notReadYet);
  // The page the build prerenders (src/prerender/prerendered-pages.ts), and the browser's hydration of it: the
  // heading and the wait for the outcome, as for a person whose status is on its way; the cookie decides right after.
  if (token === undefined) return <VerificationStatusView />;
  const ownId = token ? leadIdFromToken(token) : undefined;
  if (!ownId) return <NoSession />;
  if (uuid !== ownId) return <Navigate to={pathTo('verification-result', { uuid: ownId })} replace />;
  return <VerificationStatusView leadId={ownId} />;
}

// Cookies tell no one of a change; the lead token is read on every render.
const noCookieEvents = () => () => undefined;
const leadToken = () => readToken(LEAD_COOKIE) ?? null;
const notReadYet = () => undefined;

function NoSession() {
  const { t } = useTranslation();
  return (
    <ScreenLayout title={t('verification.result.title')} description={t('verification.result.noSession')}>
      <Button component={RouterLink} to={pathTo('login')} variant="contained" size="large">
        {t('verification.result.login')}
      </Button>
    </ScreenLayout>
  );
}

function VerificationStatusView({ leadId }: { leadId?: string }) {
  const { t, i18n } = useTranslation();
  const feedback = useFeedback();
  const query = useQuery({
    ...apiQueryOptions('verificationStatus'),
    // Per lead, so a second person on the same browser never sees the first one's answer, even for a moment.
    queryKey: [...apiQueryKey('verificationStatus'), leadId],
    enabled: leadId !== undefined,
    staleTime: 0,
    refetchInterval: (current) =>
      WAITING.includes(current.state.data?.verification_status ?? 'none') ? POLL_INTERVAL_MS : false,
  });
  const status = query.data?.verification_status;
  const heading = useRef<HTMLHeadingElement>(null);

  // The identity provider sends the browser back here with a full page load, where the shell's focus move after a
  // navigation does not run: the heading takes the focus as on every other step (unless the person already moved it).
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    if (status)
      profileStore.update(
        status === 'success'
          ? { verification_status: status, referrer_url: REFERRER_URL.verificationSucceeded }
          : { verification_status: status },
      );
  }, [status]);
  useEffect(() => {
    if (query.error) feedback.showError(query.error);
  }, [query.error, feedback]);

  const checkedAt = query.dataUpdatedAt
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'medium' }).format(query.dataUpdatedAt)
    : '';
  const sessionGone = isApiError(query.error) && query.error.status === 401;

  return (
    <ScreenLayout title={t('verification.result.title')} headingRef={heading}>
      {/* One live region for the outcome: a change found by polling is read out once, politely. */}
      <Box aria-live="polite" aria-atomic="true" sx={{ my: 2 }}>
        {status ? (
          <Alert role="none" severity={SEVERITY[status]} sx={{ mb: 2 }}>
            <AlertTitle component="h2" sx={{ fontSize: '1.25rem' }}>
              {t(`verification.result.${status}.title`)}
            </AlertTitle>
            {t(`verification.result.${status}.text`)}
          </Alert>
        ) : query.isPending ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <BusySpinner size={24} aria-hidden />
            <Typography>{t('verification.result.loading')}</Typography>
          </Stack>
        ) : null}
      </Box>

      {query.isError && !status && (
        <Stack spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
          <Typography>{t(sessionGone ? 'verification.result.noSession' : 'verification.result.loadFailed')}</Typography>
          {sessionGone ? (
            <Button component={RouterLink} to={pathTo('login')} variant="contained">
              {t('verification.result.login')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void query.refetch()}>
              {t('verification.result.reload')}
            </Button>
          )}
        </Stack>
      )}

      {status === 'success' && (
        <Button component={RouterLink} to={pathTo('documents-upload')} variant="contained" size="large">
          {t('verification.result.continue')}
        </Button>
      )}

      {status && WAITING.includes(status) && (
        <>
          {status === 'submitted' && <Typography gutterBottom>{t('verification.result.submitted.polling')}</Typography>}
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('verification.result.checkedAt', { time: checkedAt })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" onClick={() => void query.refetch()} aria-busy={query.isFetching || undefined}>
              {t('verification.result.reload')}
            </Button>
            {status === 'pending' && (
              <Button component={RouterLink} to={pathTo('start-verification')} variant="outlined">
                {t('verification.result.repeat')}
              </Button>
            )}
          </Stack>
        </>
      )}

      {status === 'none' && (
        <Button component={RouterLink} to={pathTo('start-verification')} variant="contained" size="large">
          {t('verification.result.start')}
        </Button>
      )}

      {(status === 'declined' || status === 'error') && (
        <>
          <Button component={RouterLink} to={pathTo('start-verification')} variant="contained" size="large">
            {t('verification.result.repeat')}
          </Button>
          <SupportContact headingId="verification-support" />
        </>
      )}
    </ScreenLayout>
  );
}

const SEVERITY: Record<VerificationStatus, 'success' | 'info' | 'warning' | 'error'> = {
  success: 'success',
  submitted: 'info',
  pending: 'info',
  none: 'info',
  declined: 'error',
  error: 'error',
};
