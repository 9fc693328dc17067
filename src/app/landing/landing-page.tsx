import { Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { pathTo } from '../../flows/shared/routes/routes';
import { endSession } from '../../flows/shared/session/end-session';
import { ONBOARDING_STEP_COUNT } from '../routing/onboarding-step-count';
import { preloadRouteScreen } from '../screens/preload-route-screen';
import { useTakeOverPresses } from '../screens/take-over-presses';

/**
 * The code and texts of the screen a button leads to, fetched as the person heads for it rather than after the click,
 * which then shows the screen at once (issue 24): the pointer moving over it (a move, not only an entry: it may
 * have rested there while the app loaded), a press (a touch's comes about 100 ms before its click), the keyboard's
 * focus. Not as the page loads: the landing's budget (npm run budgets) is what a visitor who does not go on fetches.
 * Asked again, a screen's code and texts come from the module and i18n caches. The registration's asked for, the
 * app also renders it ahead, hidden, once the browser is idle (screen-ahead.ts).
 */
const fetchAhead = ({ target }: SyntheticEvent) => {
  const link = (target as Element).closest('a');
  if (link) preloadRouteScreen(link.pathname).catch(() => undefined);
};

/** Landing page: open an account, or continue a registration already begun. */
export function LandingPage() {
  const { t } = useTranslation();
  // The token this page needs is asked for by the shell (useOnboardingToken).
  useTakeOverPresses();

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
        <li>{t('landing.pointSteps', { count: ONBOARDING_STEP_COUNT })}</li>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onPointerMove={fetchAhead}
        onPointerDown={fetchAhead}
        onFocus={fetchAhead}
      >
        {/* A new account is a new person: whatever this tab held of someone else is forgotten first. */}
        <Button
          component={RouterLink}
          to={pathTo('registration')}
          variant="contained"
          size="large"
          onClick={() => void endSession()}
        >
          {t('landing.open')}
        </Button>
        <Button component={RouterLink} to={pathTo('login')} variant="outlined" size="large">
          {t('landing.continue')}
        </Button>
      </Stack>
      <Typography sx={{ mt: 3 }}>
        <Link href={t('landing.consultationUrl')} target="_blank" rel="noopener noreferrer">
          {t('landing.consultation')}
        </Link>
      </Typography>
    </Container>
  );
}
