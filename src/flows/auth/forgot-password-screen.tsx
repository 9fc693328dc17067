import { Alert, Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import validateFns from 'virtual:definition-validators/forgot-password.js';
import { identity } from 'virtual:bundled-definition-hashes/forgot-password.js';
import definition from '../../../schemas/steps/forgot-password.json';
import { pathTo } from '../shared/routes/routes';
import { StepScreen } from '../step/step-screen';
import { bundledStep, prepareStepAhead } from '../step/step-definition';
import { AppLink, AuthLinks } from './auth-links';
import { withAppToken } from './with-app-token';

const STEP = bundledStep(definition, validateFns, identity);

// The step's definition in effect is fetched with the screen's code, also when that is fetched ahead (next-screens.ts).
prepareStepAhead(STEP);

/**
 * Forgotten password (SPEC §2): the provider e-mails a reset link. Its answer is the same whether or not the
 * e-mail has an account, and so is what the page says, so nobody learns which addresses are registered.
 * Too many requests are the catalogue's password-recovery toast (SPEC §8).
 */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string>();
  return (
    <StepScreen
      step={STEP}
      submitLabel="auth.forgotPassword.submit"
      successTitle="auth.forgotPassword.sentTitle"
      onSubmitData={withAppToken}
      onAccepted={(_answer, data) => {
        setSentTo(String(data.email ?? ''));
      }}
      onRejected={() => setSentTo(undefined)}
    >
      {/* Always in the page, so a screen reader hears the confirmation the moment it appears. */}
      <Box role="status" sx={{ mt: sentTo ? 3 : 0 }}>
        {sentTo && (
          <Alert severity="success" role="none">
            {t('auth.forgotPassword.sent', { email: sentTo })}
          </Alert>
        )}
      </Box>
      <AuthLinks>
        <AppLink to={pathTo('login')}>{t('auth.backToLogin')}</AppLink>
      </AuthLinks>
    </StepScreen>
  );
}
