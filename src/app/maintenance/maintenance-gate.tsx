import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviderDown } from './use-provider-health';

/**
 * Puts the maintenance page in place of the content while the provider is down. The content stays
 * mounted (hidden and inert), so a form the person was filling still holds what they typed when the
 * provider comes back.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const down = useProviderDown() === true;
  return (
    <>
      {down && (
        <Container component="main" maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
          <Typography component="h1" variant="h4" gutterBottom>
            {t('app.maintenanceTitle')}
          </Typography>
          <Typography gutterBottom>{t('app.maintenanceText')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.maintenanceChecking')}
          </Typography>
        </Container>
      )}
      <div hidden={down} inert={down}>
        {children}
      </div>
    </>
  );
}
