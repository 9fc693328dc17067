import type { Lang } from './types';

interface ApiConfig {
  /** Provider base URL without trailing slash; empty for the same-origin sandbox. */
  baseUrl: string;
  /** The language sent as `?lang` and used to pick `message_{lang}` from errors. */
  getLang: () => Lang;
  defaultTimeoutMs: number;
  /** Client credentials of the onboarding web app for the onboarding authorization token request. */
  onboardingClient: { scope: string; user: string; pass: string };
  /** Comma-separated https origins of the identity providers start-verification may send the browser to. */
  identityProviderOrigins: string;
}

const config: ApiConfig = {
  baseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  getLang: () => 'sk',
  defaultTimeoutMs: timeoutFromEnv(import.meta.env.VITE_API_TIMEOUT_MS) ?? 30_000,
  // The sandbox's credentials unless the deployment configures the real provider's public client.
  onboardingClient: {
    scope: 'onboarding',
    user: import.meta.env.VITE_ONBOARDING_USER ?? 'onboarding-web',
    pass: import.meta.env.VITE_ONBOARDING_PASS ?? 'sandbox',
  },
  identityProviderOrigins: import.meta.env.VITE_IDP_ORIGINS ?? '',
};

/**
 * A build may shorten the request timeout (the fault-matrix e2e build waits seconds, not 30 s, for a hanging
 * provider); anything but a positive whole number of milliseconds keeps the default.
 */
function timeoutFromEnv(value: string | undefined): number | undefined {
  const ms = Number(value);
  return Number.isInteger(ms) && ms > 0 ? ms : undefined;
}

/** Sets where the API layer sends requests and how it learns the current language (the app calls it once). */
export function configureApi(changes: Partial<ApiConfig>): void {
  Object.assign(config, changes);
  config.baseUrl = config.baseUrl.replace(/\/+$/, '');
}

/** The current API configuration, read at request time so a language switch applies to the next call. */
export function apiConfig(): Readonly<ApiConfig> {
  return config;
}
