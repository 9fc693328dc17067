/// <reference types="vite/client" />

/** True when the app runs on the built-in provider sandbox (no VITE_API_BASE_URL at build time). */
declare const __SANDBOX__: boolean;

interface ImportMetaEnv {
  /** Base URL of the real provider API; empty or absent means the same-origin sandbox. */
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SENTRY_DSN?: string;
  /** Replay sample rates (0 to 1; default 0.1 each, SPEC §9): the envelope test builds with 1. */
  readonly VITE_SENTRY_REPLAYS_SESSION_SAMPLE_RATE?: string;
  readonly VITE_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE?: string;
  readonly VITE_ONBOARDING_USER?: string;
  readonly VITE_ONBOARDING_PASS?: string;
  /** Address of the client zone the thank-you page links to (default: src/flows/thank-you/client-zone-url.ts). */
  readonly VITE_CLIENT_ZONE_URL?: string;
  /** Comma-separated https origins of the identity providers the app may redirect to (start-verification). */
  readonly VITE_IDP_ORIGINS?: string;
  /** Request timeout in ms (default 30000); the fault-matrix e2e build sets a short one. */
  readonly VITE_API_TIMEOUT_MS?: string;
}
