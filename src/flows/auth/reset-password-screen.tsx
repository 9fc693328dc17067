import { Alert } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import validateFns from 'virtual:definition-validators/reset-password.js';
import { identity } from 'virtual:bundled-definition-hashes/reset-password.js';
import definition from '../../../schemas/steps/reset-password.json';
import { isApiError } from '../../api';
import type { Definition } from '../../engine';
import { pathTo } from '../shared/routes/routes';
import { ScreenLayout } from '../shared/screen-layout';
import { endSession } from '../shared/session/end-session';
import { StepScreen } from '../step/step-screen';
import { bundledStep, prepareStepAhead } from '../step/step-definition';
import { AppLink, AuthLinks } from './auth-links';
import { useResetToken } from './use-reset-token';
import { withAppToken } from './with-app-token';

const resetPassword = definition as Definition;

const STEP = bundledStep(definition, validateFns, identity);

// The step's definition in effect is fetched with the screen's code, also when that is fetched ahead (next-screens.ts).
prepareStepAhead(STEP);

/**
 * A new password from an e-mailed link (SPEC §2, §5, §8): the token leaves the address at once
 * (useResetToken); the new password needs 6 characters and its repetition; the provider's message explains a
 * refusal, and a dead link (401) is explained in the page with a way to ask for a new one. Success: the
 * "password changed" toast, the tab's session ended (its token is void now) and on to login.
 */
export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const token = useResetToken();
  const [linkDead, setLinkDead] = useState(false);
  if (!token) return <LinkUnusable text={t('auth.resetPassword.linkMissing')} />;
  if (linkDead) return <LinkUnusable text={t('auth.resetPassword.linkInvalid')} focus />;
  return (
    <StepScreen
      step={STEP}
      submitLabel="auth.resetPassword.submit"
      successTitle="toasts.passwordChanged"
      keepDraft={false}
      onSubmitData={async (data) => ({ ...(await withAppToken(data)), token })}
      // The provider voids every token issued before the change; whoever was logged in here logs in again.
      onAccepted={() => void endSession()}
      onRejected={(error) => {
        if (isApiError(error) && error.status === 401) setLinkDead(true);
      }}
    >
      <AuthLinks>
        <AppLink to={pathTo('login')}>{t('auth.backToLogin')}</AppLink>
      </AuthLinks>
    </StepScreen>
  );
}

/** The page without a usable link: why, and the way on (a new link, or login). */
function LinkUnusable({ text, focus = false }: { text: string; focus?: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown in place of the form after a refused submit: the person continues reading here, not at the top.
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <ScreenLayout title={t(resetPassword.title)} headingRef={heading}>
      <Alert severity="warning" role="none" sx={{ mt: 2 }}>
        {text}
      </Alert>
      <AuthLinks>
        <AppLink to={pathTo('forgot-password')}>{t('auth.resetPassword.requestNewLink')}</AppLink>
        <AppLink to={pathTo('login')}>{t('auth.backToLogin')}</AppLink>
      </AuthLinks>
    </ScreenLayout>
  );
}
