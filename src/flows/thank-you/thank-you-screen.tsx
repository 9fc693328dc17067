import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenLayout } from '../shared/screen-layout';
import { clientZoneUrl } from './client-zone-url';
import { endAfterFirstFrame, keepProfile } from './end-onboarding-session';

const FAQ = ['safe'] as const;
const NEXT = [
  'contracts.thankYou.nextEmail',
  'contracts.thankYou.nextCheck',
  'contracts.thankYou.nextDeposit',
] as const;

/**
 * Step 8: onboarding is complete. Thanks, what happens next, and the way to the client zone; the session ends
 * here (see end-onboarding-session.ts) so nothing personal stays in this tab.
 */
export default function ThankYouScreen() {
  const { t } = useTranslation();

  useEffect(() => {
    keepProfile();
    return endAfterFirstFrame();
  }, []);

  return (
    <ScreenLayout title={t('contracts.thankYou.title')} description={t('contracts.thankYou.intro')} faq={FAQ}>
      <Box component="section" aria-labelledby="thank-you-next" sx={{ mb: 3 }}>
        <Typography id="thank-you-next" component="h2" variant="h5" gutterBottom>
          {t('contracts.thankYou.nextTitle')}
        </Typography>
        <Box component="ol" sx={{ pl: 3, my: 0 }}>
          {NEXT.map((key) => (
            <Typography key={key} component="li" sx={{ mb: 1 }}>
              {t(key)}
            </Typography>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="thank-you-client-zone" sx={{ mb: 3 }}>
        <Typography id="thank-you-client-zone" component="h2" variant="h5" gutterBottom>
          {t('contracts.thankYou.clientZoneTitle')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('contracts.thankYou.clientZoneText')}</Typography>
        <Button component="a" href={clientZoneUrl()} variant="contained" size="large">
          {t('contracts.thankYou.clientZone')}
        </Button>
      </Box>

      {/* Part of the page, not news: a note, not an alert. */}
      <Alert severity="info" role="note">
        {t('contracts.thankYou.sessionEnded')}
      </Alert>
    </ScreenLayout>
  );
}
