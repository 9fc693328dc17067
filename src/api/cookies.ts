/**
 * The two cookies SPEC §3 names: the authorization token and the lead token. Both Secure and SameSite=Strict
 * so they never travel with a cross-site request; not HttpOnly because the provider expects them as a bearer
 * header the app sets itself.
 */
export const AUTH_COOKIE = 'wem_auth';
export const LEAD_COOKIE = 'wem_lead';

export type TokenCookie = typeof AUTH_COOKIE | typeof LEAD_COOKIE;

const DEFAULT_MAX_AGE_S = 60 * 60;

/** Reads a token cookie, or undefined when it is not set. */
export function readToken(name: TokenCookie): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** Stores a token cookie for the whole site, Secure and SameSite=Strict. */
export function writeToken(name: TokenCookie, token: string, maxAgeSeconds = DEFAULT_MAX_AGE_S): void {
  document.cookie = `${name}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAgeSeconds}; Secure; SameSite=Strict`;
}

/** Removes a token cookie (logout, expired session). */
export function clearToken(name: TokenCookie): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; Secure; SameSite=Strict`;
}
