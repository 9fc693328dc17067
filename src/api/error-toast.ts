import { isApiError } from './api-error';
import type { EndpointName } from './endpoints';
import type { Lang } from './types';

/** What the shell shows for a failed call: i18n keys from the errors file of each locale, or the provider's own text. */
export interface ErrorToast {
  type: 'error';
  titleKey: string;
  /** i18n key of the text; absent when `text` holds the provider's already localized message. */
  textKey?: string;
  /** Values for the text's placeholders (the minutes to wait after a rate limit). */
  textValues?: Readonly<Record<string, number>>;
  text?: string;
  /** The form field the error belongs to, when the provider names one (e.g. birthnumber on 409). */
  field?: string;
}

const signingTitles: Partial<Record<EndpointName, string>> = {
  verifySignCode: 'errors.signPortfolioFailed',
  verifySignCodeSfa: 'errors.signIntermediationFailed',
  signQuestionnaire: 'errors.signFormFailed',
};

const codeTitles: Partial<Record<EndpointName, string>> = {
  verifyEmailCode: 'errors.emailVerificationFailed',
  verifySmsCode: 'errors.codeVerificationFailed',
  ...signingTitles,
};

/**
 * A rate limit. SPEC §8 words the ones of logging in, signing and password recovery ("try again in 5 minutes");
 * any other call says it was too many requests and how long to wait, from the provider's Retry-After, since
 * "login attempts" would be wrong for a saved form.
 */
function tooMany(endpoint: EndpointName, retryAfterSeconds: number | undefined): ErrorToast {
  if (endpoint === 'forgotPassword') return { type: 'error', titleKey: 'errors.title', textKey: 'errors.tooManyPasswordRecoveries' };
  const signingTitle = signingTitles[endpoint];
  // A signature that hit the limit says which agreement or form was not signed (SPEC §8's signing titles).
  if (endpoint === 'login' || signingTitle) return { type: 'error', titleKey: signingTitle ?? 'errors.title', textKey: 'errors.tooManyAttempts' };
  if (retryAfterSeconds === undefined) return { type: 'error', titleKey: 'errors.title', textKey: 'errors.tooManyRequestsLater' };
  return { type: 'error', titleKey: 'errors.title', textKey: 'errors.tooManyRequests', textValues: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } };
}

const generic = (textKey = 'errors.generic'): ErrorToast => ({ type: 'error', titleKey: 'errors.title', textKey });

/**
 * The error catalogue of SPEC §8 in one place: maps any failure of a provider call to the toast the person
 * sees. Rate limits, duplicates, wrong codes and expired sessions get their own texts; otherwise the
 * provider's localized message, or the generic error.
 */
export function errorToast(error: unknown, lang: Lang): ErrorToast {
  if (!isApiError(error)) return generic();
  const { endpoint, status } = error;
  if (error.kind === 'timeout') return generic('errors.timeout');
  if (error.kind === 'network') return generic('errors.offline');

  if (status === 429) return tooMany(endpoint, error.retryAfterSeconds);
  if (status === 409 && (endpoint === 'personalInfo' || endpoint === 'personalChildInfo')) {
    return { type: 'error', titleKey: 'errors.title', textKey: 'errors.birthNumberExists', field: 'birthnumber' };
  }
  if (status === 401) {
    // A refused token (result 'unauthorized') is not a wrong password; only the credentials' refusal is.
    if (endpoint === 'login' && error.result !== 'unauthorized') {
      return { type: 'error', titleKey: 'errors.loginFailed', textKey: 'errors.wrongPassword' };
    }
    if (endpoint === 'changeLostPassword') {
      return { type: 'error', titleKey: 'errors.passwordChangeFailed', textKey: 'errors.notAuthorized' };
    }
    return { type: 'error', titleKey: 'errors.title', textKey: 'errors.sessionExpired' };
  }
  if (endpoint === 'sendEmailCode') {
    return { type: 'error', titleKey: 'errors.emailCodeNotSent', textKey: 'errors.emailVerificationFailed' };
  }
  const codeTitle = codeTitles[endpoint];
  if (codeTitle) {
    const wrong = error.result === 'wrong code' || error.result === 'code expired';
    return { type: 'error', titleKey: codeTitle, textKey: wrong ? 'errors.wrongCode' : 'errors.generic' };
  }
  if (endpoint === 'startVerification' || endpoint === 'verificationStatus') {
    return { type: 'error', titleKey: 'errors.verificationFailed', textKey: 'errors.verificationRetry' };
  }
  const message = error.localizedMessage(lang);
  if (endpoint === 'changeLostPassword') {
    return message
      ? { type: 'error', titleKey: 'errors.passwordChangeFailed', text: message }
      : { type: 'error', titleKey: 'errors.passwordChangeFailed', textKey: 'errors.passwordChangeDefault' };
  }
  if (message) return { type: 'error', titleKey: 'errors.title', text: message, field: error.body.field };
  return generic();
}
