// The journey bench's probe, run in every document of the page before the app's own scripts (addInitScript). It
// measures in the page, not by the runner's polling: for each change of the screen's heading (h1), the time from the
// event that caused it (the click's or popstate's `event.timeStamp`, so waiting in the queue counts too) to just after
// the frame in which the new heading is shown (a requestAnimationFrame callback runs before the frame's style, layout
// and paint; a task posted from it runs after them, as in the keydown bench, bench-page.tsx). The first heading of a
// document is a full page load, measured from navigation start (performance.now() = 0). Each sample carries the
// provider requests of its window (Resource Timing) so the runner can take the provider's time out.

/** A provider request seen in a sample's window (Resource Timing, ms on the page's clock). */
export interface ProbeRequest {
  url: string;
  startTime: number;
  responseEnd: number;
}

/** One screen change or full page load, as the probe reports it to the runner. */
export interface ProbeSample {
  kind: 'click' | 'return' | 'load';
  /** The address and heading before the change (empty for a load). */
  from: string;
  fromHeading: string;
  to: string;
  toHeading: string;
  /** What was clicked (its text), for the report. */
  trigger: string;
  start: number;
  end: number;
  /** The document's performance.timeOrigin, to place `start` and `end` on another clock (a Chromium trace's). */
  origin: number;
  requests: ProbeRequest[];
}

declare global {
  interface Window {
    /** Exposed by the runner (page.exposeFunction): survives the page's own navigations. */
    journeyRecord?: (sample: ProbeSample) => Promise<void>;
    /**
     * Resolves once the act just made has had its effect: the screen change it caused is shown and reported, or,
     * for an act that changes no screen (a code sent, a field), the page has been quiet for a while (no request
     * of the page's own under way, nothing changed in the DOM). The runner waits on it after each click instead of
     * polling the page with its locators, whose work (accessible names, aria snapshots) would run on the page's main
     * thread inside the measured window.
     */
    journeySettled?: (quietMs: number) => Promise<void>;
    /**
     * Resolves once the page has been quiet for `quietMs` (no request under way, none finished, nothing changed in the
     * DOM), at most after 5 s: the runner waits on it before each click, as a person looks at a screen before
     * pressing on, so what the screen fetches ahead once it is shown (the next screen's code) is not raced by a runner
     * faster than any person.
     */
    journeyQuiet?: (quietMs: number) => Promise<void>;
  }
}

/** The probe itself: serialised into the page by Playwright, so it refers to nothing outside its body. */
export function journeyProbe(): void {
  performance.setResourceTimingBufferSize(100_000);
  let cause: { kind: 'click' | 'return'; start: number; trigger: string; path: string } | undefined;
  let shown = { path: '', heading: '' };
  let loaded = false;
  // For journeySettled: the page's own requests under way, the last change of the DOM or of them, a report on its way.
  let underWay = 0;
  let lastChange = performance.now();
  let reporting = false;
  const track = <T>(request: Promise<T>): Promise<T> => {
    underWay += 1;
    lastChange = performance.now();
    const done = () => {
      underWay -= 1;
      lastChange = performance.now();
    };
    request.then(done, done);
    return request;
  };
  const pageFetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => track(pageFetch(...args));
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['send']>) {
    void track(new Promise((resolve) => this.addEventListener('loadend', resolve, { once: true })));
    send.apply(this, args);
  };
  // A request the page did not make by fetch or XMLHttpRequest (a chunk, a module preload) counts as it finishes.
  new PerformanceObserver(() => {
    lastChange = performance.now();
  }).observe({ type: 'resource' });
  const quiet = (quietMs: number) => underWay === 0 && performance.now() - lastChange >= quietMs;
  // An act that changes no screen (a code sent) has had its effect once the page is quiet on the same address.
  const settledNow = (quietMs: number) =>
    loaded && !reporting && (cause === undefined || (quiet(quietMs) && location.pathname === cause.path));
  const waitFor = (done: () => boolean, limitMs: number) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const poll = () => {
        if (done() || performance.now() - started > limitMs) resolve();
        else setTimeout(poll, 50);
      };
      poll();
    });
  window.journeySettled = (quietMs) => waitFor(() => settledNow(quietMs), 20_000);
  window.journeyQuiet = (quietMs) => waitFor(() => quiet(quietMs), 5_000);
  addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('a, button, [role="button"]') : null;
      if (!target) return;
      cause = {
        kind: 'click',
        start: event.timeStamp,
        trigger: (target.textContent ?? '').trim().slice(0, 40),
        path: location.pathname,
      };
      lastChange = performance.now();
    },
    { capture: true },
  );
  addEventListener('popstate', (event) => {
    cause = { kind: 'return', start: event.timeStamp, trigger: 'back/forward', path: location.pathname };
  });
  // A heading other than the one shown: its text first, no style asked for.
  const newHeading = () => {
    // Not a hidden screen's, which the app keeps laid out in the page (src/app/shell/screen-boxes.ts).
    const h1 = Array.from(document.querySelectorAll('h1')).find((heading) => !heading.closest('[data-hidden-screen]'));
    const text = (h1?.textContent ?? '').trim();
    return h1 && text !== '' && text !== shown.heading ? { h1, text } : undefined;
  };
  // Whether it is visible is asked in the frame's own requestAnimationFrame callbacks, before the frame's style: the
  // style checkVisibility computes there is the frame's, done once. Asked in the observer's callback (as before), it
  // made the browser compute the page's style in the middle of the app's commit, which then changes it again, work no
  // person's page does (checkVisibility 17.6 ms of a return at 4x CPU, 34.7 ms of a first visit when asked at every
  // change of the DOM). The frame and so the time reported are the same: the callbacks of the frame that shows it.
  let looking = false;
  const check = () => {
    lastChange = performance.now();
    if (looking || !newHeading()) return;
    looking = true;
    requestAnimationFrame(() => {
      looking = false;
      const found = newHeading();
      if (found && found.h1.checkVisibility({ opacityProperty: true, visibilityProperty: true })) report(found.text);
    });
  };
  // The new screen is shown in this frame: its sample ends once the frame is rendered, in a task of the highest
  // priority queued from the frame's callbacks, so that it runs right after the frame and not after tasks the page
  // queued for after it (at 'user-visible', a timer set in the same frame could run first: the thank-you page ends the
  // session in one, unmounting the session's kept screens).
  const report = (heading: string) => {
    // The heading, not the address, marks the new screen: the address changes first while the former screen is
    // still shown (a lazy screen's code loading, a transition keeping the old screen).
    const path = location.pathname;
    const before = shown;
    shown = { path, heading };
    const act = loaded ? cause : { kind: 'load' as const, start: 0, trigger: 'navigation' };
    loaded = true;
    cause = undefined;
    if (!act) return;
    reporting = true;
    scheduler.postTask(
      () => {
        const end = performance.now();
        const requests = performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => entry.responseEnd >= act.start && entry.startTime <= end)
          .map((entry) => ({
            url: entry.name,
            startTime: entry.startTime,
            responseEnd: entry.responseEnd,
          }));
        // A load reached through a redirect from another page's form (the identity provider's answer to its own
        // form sends the browser back to the app): the time before the page's own request is that page's server's,
        // reported as a request of the referring page for the runner to weigh (journey-report.ts, providerTime).
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        if (act.kind === 'load' && navigation && navigation.redirectCount > 0 && document.referrer !== '')
          requests.push({ url: document.referrer, startTime: 0, responseEnd: navigation.fetchStart });
        const reported = window.journeyRecord?.({
          kind: act.kind,
          from: before.path,
          fromHeading: before.heading,
          to: path,
          toHeading: heading,
          trigger: act.trigger,
          start: act.start,
          end,
          origin: performance.timeOrigin,
          requests,
        });
        // Settled once the runner has the sample (its answer to the exposed function).
        void Promise.resolve(reported).finally(() => {
          reporting = false;
        });
      },
      { priority: 'user-blocking' },
    );
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['style', 'class', 'hidden'],
  });
}
