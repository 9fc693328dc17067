import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { requestOnboardingToken } from '../../api';

/** Landing page: open an account, or continue a registration already begun. */
export function LandingPage() {
  const { t } = useTranslation();

  useEffect(() => {
    const controller = new AbortController();
    // Failure here is shown by the first call that needs the token; the landing page itself works without it.
    requestOnboardingToken(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, []);

  return (
    <Container component="main" maxWidth="md" sx={{ py: 6 }}>
      <Typography component="h1" variant="h3" gutterBottom>
        {t('landing.title')}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
        {t('landing.lead')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 3 }}>
        <li>{t('landing.pointTime')}</li>
        <li>{t('landing.pointFree')}</li>
        <li>{t('landing.pointSteps')}</li>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to="/registration" variant="contained" size="large">
          {t('landing.open')}
        </Button>
        <Button component={RouterLink} to="/login" variant="outlined" size="large">
          {t('landing.continue')}
        </Button>
      </Stack>
    </Container>
  );
}
