/**
 * The app's Content-Security-Policy on the Vite dev and preview servers (vite.config.ts), and the end-to-end
 * check that every page is served with it (tests/e2e/csp.ts). Production is stricter: deploy/nginx sends its
 * own policy, with styles allowed by a per-request nonce instead of 'unsafe-inline', plus HSTS,
 * Permissions-Policy and the rest (tests/e2e-nginx checks them).
 *
 * Scripts come from the origin only: the validators are precompiled at build time (no eval, no
 * `new Function`). Here `style-src` allows 'unsafe-inline': Emotion, MUI's styling engine, injects <style>
 * elements at run time, and these servers make no per-request nonce. `frame-ancestors` works in a header only,
 * never in a <meta>.
 */
export function contentSecurityPolicy(scriptNonce?: string): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(scriptNonce ? [`'nonce-${scriptNonce}'`] : [])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['connect-src', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The security headers of every response of the app's own servers. */
export function securityHeaders(scriptNonce?: string): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(scriptNonce), 'Referrer-Policy': 'no-referrer' };
}
