import type { EndpointName } from './endpoints';

/** The title and text (i18n keys of the errors file) of a 429, with the wait to fill in. */
export interface RateLimitText {
  titleKey: string;
  textKey: string;
  textValues?: Readonly<Record<string, number>>;
}

const codeSendTitles: Partial<Record<EndpointName, string>> = {
  sendEmailCode: 'errors.emailCodeNotSent',
  sendSmsCode: 'errors.codeNotSent',
  sendSignCode: 'errors.codeNotSent',
  sendSignCodeSfa: 'errors.codeNotSent',
  requestSignCode: 'errors.codeNotSent',
  requestSignCodeEmail: 'errors.codeNotSent',
};

const codeCheckTitles: Partial<Record<EndpointName, string>> = {
  verifyEmailCode: 'errors.emailVerificationFailed',
  verifySmsCode: 'errors.codeVerificationFailed',
};

// SPEC §8 words these limits itself ("try again in 5 minutes"), with the agreement or form that was not signed.
const signingTitles: Partial<Record<EndpointName, string>> = {
  verifySignCode: 'errors.signPortfolioFailed',
  verifySignCodeSfa: 'errors.signIntermediationFailed',
  signQuestionnaire: 'errors.signFormFailed',
};

const minutes = (seconds: number): Readonly<Record<string, number>> => ({
  minutes: Math.max(1, Math.ceil(seconds / 60)),
});

/**
 * What a person reads after a rate limit, by the call that hit it: a code request says no code was sent and when a
 * new one can be asked for; a code check that the code was tried too often; a login how many seconds or minutes
 * the provider slows it down; a birth number refused too often to try again later or call support. Each states the
 * provider's Retry-After; without one, "in a moment" (login: SPEC's 5 minutes).
 */
export function rateLimitText(endpoint: EndpointName, retryAfterSeconds: number | undefined): RateLimitText {
  if (endpoint === 'forgotPassword') return { titleKey: 'errors.title', textKey: 'errors.tooManyPasswordRecoveries' };
  const signingTitle = signingTitles[endpoint];
  if (signingTitle) return { titleKey: signingTitle, textKey: 'errors.tooManyAttempts' };
  const wait = retryAfterSeconds;
  if (endpoint === 'login') {
    if (wait === undefined) return { titleKey: 'errors.loginFailed', textKey: 'errors.tooManyAttempts' };
    return wait < 60
      ? {
          titleKey: 'errors.loginFailed',
          textKey: 'errors.tooManyLoginsSeconds',
          textValues: { seconds: Math.max(1, Math.ceil(wait)) },
        }
      : { titleKey: 'errors.loginFailed', textKey: 'errors.tooManyLoginsMinutes', textValues: minutes(wait) };
  }
  const sendTitle = codeSendTitles[endpoint];
  const checkTitle = codeCheckTitles[endpoint];
  const titleKey = sendTitle ?? checkTitle ?? 'errors.title';
  if (wait === undefined) return { titleKey, textKey: 'errors.tooManyRequestsLater' };
  if (sendTitle) return { titleKey, textKey: 'errors.tooManyCodes', textValues: minutes(wait) };
  if (checkTitle) return { titleKey, textKey: 'errors.tooManyCodeTries', textValues: minutes(wait) };
  if (endpoint === 'personalInfo' || endpoint === 'personalChildInfo') {
    return { titleKey, textKey: 'errors.tooManyBirthNumberTries', textValues: minutes(wait) };
  }
  return { titleKey, textKey: 'errors.tooManyRequests', textValues: minutes(wait) };
}
