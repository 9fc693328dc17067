import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, apiConfig, callApi, profileStore } from '../../api';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { ScreenLayout } from '../shared/screen-layout';
import { useScreenSubmit } from '../shared/submit/use-screen-submit';
import { type IdpAllowlist, checkIdpUrl, parseIdpOrigins } from './identity-provider-url';
import { SupportContact } from './support-contact';

const PREPARE = ['document', 'device', 'light', 'time'] as const;

/** The identity providers the browser may be sent to: the configured ones, and the sandbox's page in sandbox mode. */
function allowlist(): IdpAllowlist {
  return {
    origins: parseIdpOrigins(apiConfig().identityProviderOrigins),
    ...(__SANDBOX__ ? { sandboxOrigin: window.location.origin } : {}),
  };
}

// The answer is the provider's: whatever it holds is checked, never assumed to be the documented shape.
function urlOf(answer: unknown): unknown {
  return typeof answer === 'object' && answer !== null && 'url' in answer ? answer.url : undefined;
}

/**
 * Start of identity verification (SPEC §2, §4 step 7): what to have ready, where it happens and what comes
 * after; then start-verification and a redirect to the address the provider answers, only if it is an https
 * address of an allowed identity provider. Anything else is refused in the page, and nothing is opened.
 */
export default function StartVerificationScreen() {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'sk') as Lang;
  const [refused, setRefused] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const refusal = useRef<HTMLDivElement>(null);

  const start = useScreenSubmit({
    // The provider's page opens in the language the person reads now.
    send: () => callApi('startVerification', { body: {}, query: { lang } }),
    onAccepted: (answer) => {
      const check = checkIdpUrl(urlOf(answer), allowlist());
      if (!check.ok) {
        setRefused(true);
        // The refusal replaces nothing on screen; move the keyboard and screen reader to it.
        requestAnimationFrame(() => refusal.current?.focus());
        return;
      }
      setRefused(false);
      setLeaving(true);
      profileStore.update({ verification_status: 'pending', referrer_url: REFERRER_URL.verificationStarted });
      window.location.assign(check.url);
    },
  });
  const busy = start.busy || leaving;

  return (
    <ScreenLayout title={t('verification.start.title')} description={t('verification.start.intro')}>
      <Typography component="h2" variant="h6" gutterBottom>
        {t('verification.start.prepareTitle')}
      </Typography>
      <Box component="ul" sx={{ mt: 0, mb: 3, pl: 3 }}>
        {PREPARE.map((item) => (
          <Typography component="li" key={item} sx={{ mb: 0.5 }}>
            {t(`verification.start.prepare.${item}`)}
          </Typography>
        ))}
      </Box>

      <Typography component="h2" variant="h6" gutterBottom>
        {t('verification.start.howTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('verification.start.how')}</Typography>

      <Typography component="h2" variant="h6" gutterBottom>
        {t('verification.start.afterTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('verification.start.after')}</Typography>

      {refused && (
        <Alert ref={refusal} severity="error" tabIndex={-1} role="alert" sx={{ mb: 3 }}>
          <AlertTitle>{t('verification.start.refusedTitle')}</AlertTitle>
          {t('verification.start.refused')}
        </Alert>
      )}

      <Button
        variant="contained"
        size="large"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void start.submit()}
      >
        {t(busy ? 'verification.start.redirecting' : 'verification.start.button')}
      </Button>
      {refused && <SupportContact headingId="start-verification-support" />}
    </ScreenLayout>
  );
}
