import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { LanguageSelect } from '../language-select';
import { useStudioTranslation } from '../use-studio-translation';
import { signInUrl } from './registry-fetch';

/** Nobody signed in: what the studio is, and the way to sign in (at the identity provider, back to this page). */
export function SignInScreen({ reason }: { reason: 'unauthenticated' | 'session-expired' }) {
  const { t, i18n } = useStudioTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${t('registrySignInTitle')} – ${t('studioName')}`;
    heading.current?.focus();
  }, [t]);
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 2, md: 4 } }}>
      <Typography ref={heading} tabIndex={-1} component="h1" variant="h4" sx={{ mb: 2, outline: 'none' }}>
        {t('registrySignInTitle')}
      </Typography>
      {reason === 'session-expired' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('registrySessionEndedTitle')}
        </Alert>
      )}
      <Typography sx={{ mb: 3 }}>{t('registrySignInIntro')}</Typography>
      <Button variant="contained" size="large" href={signInUrl(undefined, i18n.language)}>
        {t('signIn')}
      </Button>
      <Box sx={{ mt: 4, ml: -2 }}>
        <LanguageSelect />
      </Box>
    </Box>
  );
}
