import { type ApiError, isApiError } from './api-error';
import type { EndpointName } from './endpoints';
import { rateLimitText } from './rate-limit-text';
import type { Lang } from './types';

/** What the shell shows for a failed call: i18n keys from the errors file of each locale, or the provider's own text.
 * */
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
  signStrategy: 'errors.signFormFailed',
};

const codeTitles: Partial<Record<EndpointName, string>> = {
  verifyEmailCode: 'errors.emailVerificationFailed',
  verifySmsCode: 'errors.codeVerificationFailed',
  ...signingTitles,
};

/** A rate limit: the text fitting the call, with the provider's Retry-After (`rate-limit-text.ts`). */
function tooMany(endpoint: EndpointName, retryAfterSeconds: number | undefined): ErrorToast {
  return { type: 'error', ...rateLimitText(endpoint, retryAfterSeconds) };
}

const generic = (textKey = 'errors.generic'): ErrorToast => ({ type: 'error', titleKey: 'errors.title', textKey });

/**
 * The provider's refusals of the step order and of client-zone links (src/sandbox/README.md, provider
 * requirements): the screens switch on these results (a way to the missing step, a new link), so they are
 * explained in the app's own words rather than as whatever text came with them.
 */
const ruleTexts: Readonly<Record<string, string>> = {
  'verification required': 'errors.verificationRequired',
  'documents required': 'errors.documentsRequired',
  'link already used': 'errors.linkAlreadyUsed',
  'link not for this': 'errors.linkNotForThis',
  'request in progress': 'errors.requestInProgress',
};

/**
 * Results the app switches on: codes for the program, never shown as a person's text, even when a provider
 * sends no message with them (SPEC §8 shows the server's result text only as a human explanation).
 */
const MACHINE_RESULTS: ReadonlySet<string> = new Set([
  'true',
  'ok',
  'success',
  'wrong code',
  'code expired',
  'unauthorized',
  'wrong password',
  'birth number exists',
  'too many attempts',
  'idempotency key reused',
  ...Object.keys(ruleTexts),
]);

/**
 * SPEC §8: "the server's result text, or the generic error if there is none": the provider's human text in the
 * person's language (`message_{lang}`), its plain `message`, or its `result` when that is not a code the app
 * switches on.
 */
export function providerText(error: ApiError, lang: Lang): string | undefined {
  const message = error.localizedMessage(lang)?.trim();
  if (message) return message;
  const result = error.result?.trim();
  return result && !MACHINE_RESULTS.has(result) ? result : undefined;
}

/**
 * The error catalogue of SPEC §8 in one place: maps any failure of a provider call to the toast the person
 * sees. Rate limits, duplicates, wrong codes, expired sessions and the provider's step-order and link refusals get
 * their own texts; otherwise the provider's human text (`providerText`), or the generic error.
 */
export function errorToast(error: unknown, lang: Lang): ErrorToast {
  if (!isApiError(error)) return generic();
  const { endpoint, status } = error;
  if (error.kind === 'timeout') return generic('errors.timeout');
  if (error.kind === 'network') return generic('errors.offline');

  if (status === 429) return tooMany(endpoint, error.retryAfterSeconds);
  const ruleText = error.result === undefined ? undefined : ruleTexts[error.result];
  if (ruleText) return { type: 'error', titleKey: 'errors.title', textKey: ruleText };
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
  const message = providerText(error, lang);
  if (endpoint === 'changeLostPassword') {
    return message
      ? { type: 'error', titleKey: 'errors.passwordChangeFailed', text: message }
      : { type: 'error', titleKey: 'errors.passwordChangeFailed', textKey: 'errors.passwordChangeDefault' };
  }
  if (message) return { type: 'error', titleKey: 'errors.title', text: message, field: error.body.field };
  return generic();
}
