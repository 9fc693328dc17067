import { jwtClaims } from './jwt-claims';

/**
 * The two cookies SPEC §3 names: the authorization token and the lead token. Both Secure and SameSite=Strict
 * so they never travel with a cross-site request; not HttpOnly because the provider expects them as a bearer
 * header the app sets itself. Served over https they carry the `__Host-` prefix, which the browser accepts
 * only Secure, for this host alone (no Domain) and the whole site (Path=/), so no other subdomain can set or
 * overwrite them. Only the onboarding token lives here: a client-zone token stays in memory (the flows that
 * exchanged it), so it never replaces the onboarding token another screen of the tab needs.
 */
export const AUTH_COOKIE = 'wem_auth';
export const LEAD_COOKIE = 'wem_lead';

export type TokenCookie = typeof AUTH_COOKIE | typeof LEAD_COOKIE;

/** For a token that names no lifetime. */
const DEFAULT_MAX_AGE_S = 60 * 60;

function cookieName(name: TokenCookie): string {
  return typeof location !== 'undefined' && location.protocol === 'https:' ? `__Host-${name}` : name;
}

/**
 * The cookie lives as long as the token: its `exp` less its `iat` (the lifetime the provider gave it, counted
 * from now rather than compared with this device's clock, which may be off), else `exp` from now, else an hour.
 */
export function tokenMaxAgeSeconds(token: string, nowMs = Date.now()): number {
  const claims = jwtClaims(token);
  const exp = typeof claims?.exp === 'number' ? claims.exp : undefined;
  const iat = typeof claims?.iat === 'number' ? claims.iat : undefined;
  if (exp !== undefined && iat !== undefined && exp > iat) return Math.floor(exp - iat);
  if (exp !== undefined) return Math.max(0, Math.floor(exp - nowMs / 1000));
  return DEFAULT_MAX_AGE_S;
}

// The cookies as read once in this task. Reading document.cookie is a synchronous call to the browser's network
// process (about 0.5 ms a read at 4x CPU), and one return to a kept screen read it a dozen times (the session of
// each kept screen, the API's headers): 11 ms of a back at 4x CPU (issue 24). Nothing but this module's own writes
// can change the cookies within a task (a response's or another tab's change arrives in a task of its own), so the
// read is dropped at the end of the task's script, and at once on a write.
let jar: string | undefined;

function cookieJar(): string {
  if (jar === undefined) {
    jar = document.cookie;
    queueMicrotask(() => {
      jar = undefined;
    });
  }
  return jar;
}

/** Reads a token cookie, or undefined when it is not set. */
export function readToken(name: TokenCookie): string | undefined {
  const prefix = `${cookieName(name)}=`;
  const found = cookieJar()
    .split('; ')
    .find((part) => part.startsWith(prefix));
  // An emptied cookie counts as none (a jar that keeps it until it is swept).
  return found ? decodeURIComponent(found.slice(prefix.length)) || undefined : undefined;
}

/** Stores a token cookie for the whole site, Secure and SameSite=Strict, for as long as the token lives. */
export function writeToken(name: TokenCookie, token: string, maxAgeSeconds = tokenMaxAgeSeconds(token)): void {
  jar = undefined;
  document.cookie = `${cookieName(name)}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAgeSeconds}; Secure; SameSite=Strict`;
}

/** Removes a token cookie (logout, expired session). */
export function clearToken(name: TokenCookie): void {
  jar = undefined;
  document.cookie = `${cookieName(name)}=; Path=/; Max-Age=0; Secure; SameSite=Strict`;
}
