import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import validateFns from 'virtual:definition-validators/login.js';
import { identity } from 'virtual:bundled-definition-hashes/login.js';
import definition from '../../../schemas/steps/login.json';
import type { Lang, LoginAnswer } from '../../api';
import { pathTo } from '../shared/routes/routes';
import { StepScreen } from '../step/step-screen';
import { bundledStep, prepareStepAhead } from '../step/step-definition';
import { AppLink, AuthLinks } from './auth-links';
import { startSession } from './start-session';
import { withAppToken } from './with-app-token';

const STEP = bundledStep(definition, validateFns, identity);

// The step's definition in effect is fetched with the screen's code, also when that is fetched ahead (next-screens.ts).
prepareStepAhead(STEP);

/**
 * Login (SPEC §2): e-mail and password; on success the lead token and profile are kept and the person resumes
 * where they left off. A wrong password and too many attempts are the error catalogue's toasts (SPEC §8).
 * Nothing typed here goes to the drafts: a password is kept only while the screen is shown.
 */
export default function LoginScreen() {
  const { t, i18n } = useTranslation();
  return (
    <StepScreen
      step={STEP}
      submitLabel="auth.login.submit"
      keepDraft={false}
      onSubmitData={withAppToken}
      onAccepted={(answer) => startSession(answer as LoginAnswer, (i18n.resolvedLanguage ?? 'sk') as Lang)}
    >
      <AuthLinks>
        <AppLink to={pathTo('forgot-password')}>{t('auth.login.forgotPassword')}</AppLink>
        <Typography>
          {t('auth.login.noAccount')} <AppLink to={pathTo('registration')}>{t('auth.login.register')}</AppLink>
        </Typography>
      </AuthLinks>
    </StepScreen>
  );
}
