import { scrubEvent, scrubText, scrubValue } from './scrub';

/**
 * Starts Sentry when a DSN is configured, after the first paint and outside the first route's bundle (a
 * dynamic import), so the landing page neither waits for nor downloads it. SPEC §9: all traces, 10 % of
 * sessions replayed, with every text and input masked.
 */
export function startErrorReporting(dsn: string | undefined): void {
  if (!dsn) return;
  const start = async () => {
    const Sentry = await import('@sentry/react');
    Sentry.init({
      dsn,
      // Collect no user info, cookies, headers, bodies or query strings at all; the scrubber handles the rest.
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 0.1,
      integrations: [
        Sentry.browserTracingIntegration(),
        Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
      ],
      beforeSend: (event) => scrubEvent(event),
      beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb),
      beforeSendSpan: (span) => ({ ...span, name: scrubText(span.name), attributes: scrubValue(span.attributes) }),
    });
  };
  const later = () => void start().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(later, { timeout: 5000 });
  else setTimeout(later, 2000);
}
