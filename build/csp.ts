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
export function contentSecurityPolicy(
  scriptNonce?: string,
  connectSrc: readonly string[] = [],
  trustedTypes = scriptNonce === undefined,
): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(scriptNonce ? [`'nonce-${scriptNonce}'`] : [])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['connect-src', "'self'", ...connectSrc],
    ['form-action', "'self'"],
    // Trusted Types: no string reaches a script sink (innerHTML, script src, eval-like), so a markup injection
    // cannot become script. The app, MUI, Emotion, RJSF and Sentry's replay run under it (tests/e2e-nginx and
    // this CSP on preview). Not on the dev servers (those with a script nonce), whose client writes its error
    // overlay as HTML.
    ...(trustedTypes ? [['require-trusted-types-for', "'script'"] as [string, string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Origins the built app calls besides its own: the error reporting ingest of VITE_SENTRY_DSN (replays are sent
 * uncompressed, so no worker from a blob: URL is needed, src/app/monitoring/start-error-reporting.ts).
 */
export function connectOrigins(env: Record<string, string | undefined>): string[] {
  try {
    return env.VITE_SENTRY_DSN ? [new URL(env.VITE_SENTRY_DSN).origin] : [];
  } catch {
    return [];
  }
}

/** The security headers of every response of the app's own servers. */
export function securityHeaders(scriptNonce?: string, connectSrc: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptNonce, connectSrc),
    'Referrer-Policy': 'no-referrer',
  };
}
