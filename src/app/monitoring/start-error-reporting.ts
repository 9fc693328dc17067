/**
 * Starts Sentry when a DSN is configured, after the first paint and outside the first route's bundle (a dynamic
 * import of init-error-reporting.ts, with its settings and scrubbers), so no page waits for it and a build without a
 * DSN never downloads it.
 */
export function startErrorReporting(dsn: string | undefined): void {
  if (!dsn) return;
  const later = () =>
    void import('./init-error-reporting')
      .then(({ initErrorReporting }) => initErrorReporting(dsn))
      .catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(later, { timeout: 5000 });
  else setTimeout(later, 2000);
}
