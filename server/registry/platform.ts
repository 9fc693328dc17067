import type { OidcClient } from './auth/oidc-client.ts';
import type { OidcSettings } from './auth/oidc-settings.ts';
import type { RouteAccess } from './auth/access-control.ts';
import type { SessionStore, SessionTimes } from './auth/session-store.ts';

export interface Platform {
  sessions: SessionStore;
  sessionTimes: SessionTimes;
  oidc: OidcClient;
  oidcSettings: OidcSettings;
  /** Where browsers reach the registry, e.g. http://127.0.0.1:5180 (redirect URI, sign-out return). */
  publicUrl: () => string;
  /** Every route with the roles it allows (filled as routes register). */
  routes: RouteAccess[];
}
