// Loaded only by startErrorReporting's dynamic import, when a DSN is set: Sentry and the scrubbers come with it,
// never in the app's start chunk (npm run budgets).
import * as Sentry from '@sentry/react';
import { setErrorReporter } from './report-error';
import { scrubEvent, scrubText, scrubValue } from './scrub';
import { scrubEnvelope } from './scrub-envelope';

type Transport = ReturnType<typeof Sentry.makeFetchTransport>;
type TransportOptions = Parameters<typeof Sentry.makeFetchTransport>[0];

/** Replays are sampled at SPEC §9's 10 %; a test build can set another rate (the envelope test sets 1). */
function sampleRate(configured: string | undefined, fallback: number): number {
  const rate = Number(configured);
  return configured !== undefined && configured !== '' && rate >= 0 && rate <= 1 ? rate : fallback;
}

/** The fetch transport with every envelope scrubbed on its way out (scrub-envelope.ts); one it cannot scrub is dropped.
 * */
function scrubbingTransport() {
  return (options: TransportOptions): Transport => {
    const inner = Sentry.makeFetchTransport(options);
    return {
      send: (envelope) => {
        const scrubbed = scrubEnvelope(envelope);
        return scrubbed ? inner.send(scrubbed) : Promise.resolve({});
      },
      flush: (timeout) => inner.flush(timeout),
    };
  };
}

/**
 * Starts Sentry for `dsn`. SPEC §9: all traces, 10 % of sessions replayed, with every text and input masked. Nothing
 * leaves unscrubbed: each kind of event has its hook, replay events pass the event processor, the recording's custom
 * events `beforeAddRecordingEvent`, and the transport scrubs each envelope whole (the recording's DOM snapshots and
 * its meta event have no hook). Loaded by startErrorReporting only when a DSN is configured.
 */
export function initErrorReporting(dsn: string): void {
  Sentry.init({
    dsn,
    // Collect no user info, cookies, headers, bodies or query strings at all; the scrubber handles the rest.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    tracesSampleRate: 1,
    replaysSessionSampleRate: sampleRate(import.meta.env.VITE_SENTRY_REPLAYS_SESSION_SAMPLE_RATE, 0.1),
    replaysOnErrorSampleRate: sampleRate(import.meta.env.VITE_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE, 0.1),
    transport: scrubbingTransport(),
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        maskAttributes: ['title', 'placeholder', 'aria-label', 'aria-description', 'aria-valuetext', 'alt', 'value'],
        // No request or response details in the recording (bodies and headers are off by default; said here).
        networkDetailAllowUrls: [],
        networkCaptureBodies: false,
        // Uncompressed, so that the transport can scrub the recording (a compressed one leaves the page as the
        // worker made it). It also needs no worker from a blob: URL, which the CSP does not allow.
        useCompression: false,
        beforeAddRecordingEvent: (event) => scrubValue(event, 500, 0, false),
      }),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => ({
      ...scrubEvent(event),
      transaction: event.transaction && scrubText(event.transaction),
    }),
    beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb),
    beforeSendSpan: (span) => ({ ...span, name: scrubText(span.name), attributes: scrubValue(span.attributes) }),
  });
  // Replay events reach no before-send hook; an event processor sees every event, theirs included.
  Sentry.addEventProcessor((event) =>
    event.type === 'replay_event' ? { ...scrubEvent(event), type: event.type } : event,
  );
  setErrorReporter((error, componentStack) => {
    Sentry.captureException(error, componentStack ? { contexts: { react: { componentStack } } } : undefined);
  });
}
