/** The session cookie: `__Host-` makes the browser insist on Secure, Path=/ and no Domain (no subdomain sets it). */
export const SESSION_COOKIE = '__Host-registry-session';
/**
 * Binds a sign-in to the browser that started it, between the redirect to the identity provider and its answer.
 * SameSite=Lax, not Strict: the answer is a top-level navigation coming from the identity provider's site.
 */
export const SIGN_IN_COOKIE = '__Host-registry-sign-in';

/** The value of one cookie from a Cookie header (our values are base64url: no quoting or decoding needed). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  sameSite: 'Strict' | 'Lax';
  /** Seconds; 0 removes the cookie; undefined keeps it for the browser's session only. */
  maxAge?: number;
}

/** HttpOnly (no script reads it), Secure (Chromium accepts it on http://127.0.0.1 and localhost too), Path=/. */
export function cookieHeader(name: string, value: string, { sameSite, maxAge }: CookieOptions): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'Secure', `SameSite=${sameSite}`];
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  return parts.join('; ');
}
