/**
 * The provider API as one table: every call of SPEC §7 with its method, path, body encoding, which bearer
 * token it needs and whether the path takes `?lang`. The fetch wrapper and the sandbox both read this table,
 * so a path is written exactly once.
 *
 * Paths are relative to `/production/v1/` unless `root` is set (health check and the onboarding
 * authorization token request live beside the versioned API, as on the real provider).
 */
export type HttpMethod = 'GET' | 'POST';

/** How the request body is sent: JSON, `application/x-www-form-urlencoded` form fields, or multipart. */
export type Encoding = 'none' | 'json' | 'form' | 'multipart';

/**
 * Which bearer token the call carries.
 * - `none`: public.
 * - `app`: the authorization token (cookie `wem_auth`): the onboarding token from the landing page, or the
 *   client-zone token exchanged for an e-mailed link.
 * - `lead`: the lead token (cookie `wem_lead`) a prospect receives from send-email-code or login.
 */
export type AuthKind = 'none' | 'app' | 'lead';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly encoding: Encoding;
  readonly auth: AuthKind;
  /** Appends `?lang=xx` with the current language. */
  readonly lang?: boolean;
  /** Path lies outside `/production/v1/`. */
  readonly root?: boolean;
  /** Request timeout in ms; the wrapper's default applies when absent. */
  readonly timeoutMs?: number;
  /**
   * The provider acts once per `Idempotency-Key` (a retry after a timeout gets the first answer): the app sends one
   * key per press (press-key.ts); src/sandbox/README.md states it as a provider requirement.
   */
  readonly idempotent?: boolean;
}

export const API_PREFIX = '/production/v1/';

export const endpoints = {
  health: { method: 'GET', path: '/actuator/health', encoding: 'none', auth: 'none', root: true, timeoutMs: 20_000 },
  onboardingToken: { method: 'POST', path: '/oauth/onboarding-token', encoding: 'form', auth: 'none', root: true },
  authentication: { method: 'POST', path: 'authentication', encoding: 'json', auth: 'none' },

  countries: { method: 'GET', path: 'enumerator/countries', encoding: 'none', auth: 'app', lang: true },
  strategies: { method: 'GET', path: 'onboarding/strategies', encoding: 'none', auth: 'app', lang: true },
  documents: { method: 'GET', path: 'onboarding/documents', encoding: 'none', auth: 'app', lang: true },
  intermediaryDocuments: {
    method: 'GET',
    path: 'onboarding/documents_intermediary',
    encoding: 'none',
    auth: 'app',
    lang: true,
  },
  riskProfiles: { method: 'GET', path: 'enumerator/risk_profiles', encoding: 'none', auth: 'app' },
  // Public: the app links to it, and a link cannot carry an Authorization header.
  pepDefinition: { method: 'GET', path: 'onboarding/get-pep-definition/{lang}', encoding: 'none', auth: 'none' },

  sendEmailCode: { method: 'POST', path: 'onboarding/send-email-code', encoding: 'json', auth: 'app', lang: true },
  verifyEmailCode: { method: 'POST', path: 'onboarding/verify-email-code', encoding: 'json', auth: 'lead' },
  sendSmsCode: { method: 'POST', path: 'onboarding/send-sms-code', encoding: 'json', auth: 'lead' },
  verifySmsCode: { method: 'POST', path: 'onboarding/verify-sms-code', encoding: 'json', auth: 'lead' },
  registration: { method: 'POST', path: 'onboarding/registration', encoding: 'json', auth: 'lead' },
  // Revokes the lead token it carries (logout, the end of the session): the provider refuses it from then on.
  logout: { method: 'POST', path: 'onboarding/logout', encoding: 'none', auth: 'lead' },
  login: { method: 'POST', path: 'onboarding/login', encoding: 'json', auth: 'app' },
  personalInfo: { method: 'POST', path: 'onboarding/personal-info', encoding: 'json', auth: 'lead' },
  personalChildInfo: { method: 'POST', path: 'onboarding/personal-child-info', encoding: 'json', auth: 'lead' },
  addressAndBankAccount: {
    method: 'POST',
    path: 'onboarding/address-and-bank-account',
    encoding: 'multipart',
    auth: 'lead',
    idempotent: true,
  },
  uploadDocuments: {
    method: 'POST',
    path: 'onboarding/upload-documents',
    encoding: 'multipart',
    auth: 'lead',
    idempotent: true,
  },
  saveStrategies: { method: 'POST', path: 'onboarding/save-strategies', encoding: 'form', auth: 'lead' },
  questionnaire: { method: 'POST', path: 'onboarding/questionnaire', encoding: 'form', auth: 'lead' },
  startVerification: { method: 'POST', path: 'onboarding/start-verification', encoding: 'json', auth: 'lead' },
  verificationStatus: {
    method: 'GET',
    path: 'onboarding/get-verification-status',
    encoding: 'none',
    auth: 'lead',
  },
  sendSignCode: { method: 'POST', path: 'onboarding/send-sign-code', encoding: 'json', auth: 'lead' },
  sendSignCodeSfa: { method: 'POST', path: 'onboarding/send-sign-code-sfa', encoding: 'json', auth: 'lead' },
  verifySignCode: { method: 'POST', path: 'onboarding/verify-sign-code', encoding: 'json', auth: 'lead' },
  verifySignCodeSfa: { method: 'POST', path: 'onboarding/verify-sign-code-sfa', encoding: 'json', auth: 'lead' },
  contract: {
    method: 'POST',
    path: 'onboarding/contract',
    encoding: 'json',
    auth: 'lead',
    lang: true,
    idempotent: true,
  },
  forgotPassword: { method: 'POST', path: 'forgot_password_onboarding', encoding: 'json', auth: 'app', lang: true },
  changeLostPassword: {
    method: 'POST',
    path: 'change_lost_password_onboarding',
    encoding: 'json',
    auth: 'app',
    lang: true,
  },

  lastQuestionnaire: {
    method: 'GET',
    path: 'client_zone/investment_questionnaire/last_questionnaire',
    encoding: 'none',
    auth: 'app',
  },
  newQuestionnaire: {
    method: 'POST',
    path: 'client_zone/investment_questionnaire/new',
    encoding: 'form',
    auth: 'app',
  },
  requestSignCode: {
    method: 'POST',
    path: 'client_zone/investment_questionnaire/request_sign_code',
    encoding: 'json',
    auth: 'app',
  },
  requestSignCodeEmail: {
    method: 'POST',
    path: 'client_zone/investment_questionnaire/request_sign_code_email',
    encoding: 'json',
    auth: 'app',
  },
  signQuestionnaire: {
    method: 'POST',
    path: 'client_zone/investment_questionnaire/sign',
    encoding: 'json',
    auth: 'app',
  },
  // Not named in SPEC §7: the existing client's new-strategy link needs somewhere to send the choice.
  newStrategy: { method: 'POST', path: 'client_zone/new_strategy', encoding: 'form', auth: 'app' },
  // Not in SPEC §7 either: a new strategy is signed with a code like the questionnaire update (sandbox README).
  requestStrategySignCode: {
    method: 'POST',
    path: 'client_zone/new_strategy/request_sign_code',
    encoding: 'json',
    auth: 'app',
  },
  requestStrategySignCodeEmail: {
    method: 'POST',
    path: 'client_zone/new_strategy/request_sign_code_email',
    encoding: 'json',
    auth: 'app',
  },
  signStrategy: { method: 'POST', path: 'client_zone/new_strategy/sign', encoding: 'json', auth: 'app' },
  // A client-zone link works once; a person whose link was used asks for new ones (sandbox README).
  requestClientLinks: { method: 'POST', path: 'client_links_onboarding', encoding: 'json', auth: 'app', lang: true },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** The absolute path of an endpoint below the provider base URL, with `{name}` parameters filled in. */
export function endpointPath(name: EndpointName, params: Readonly<Record<string, string>> = {}): string {
  const endpoint: Endpoint = endpoints[name];
  const filled = endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(value);
  });
  return endpoint.root ? filled : API_PREFIX + filled;
}
