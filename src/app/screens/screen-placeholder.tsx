import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../routing/use-current-route';

/** Stands in for a screen that a later issue builds: its title, and that it is being prepared. */
export default function ScreenPlaceholder() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <Container component="main" maxWidth="md" sx={{ py: 6 }}>
      <Typography component="h1" variant="h4" gutterBottom tabIndex={-1}>
        {t(`routes.${route?.name ?? 'landing'}`)}
      </Typography>
      <Typography>{t('routes.comingSoon')}</Typography>
    </Container>
  );
}
