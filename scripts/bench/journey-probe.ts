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
  }
}

/** The probe itself: serialised into the page by Playwright, so it refers to nothing outside its body. */
export function journeyProbe(): void {
  performance.setResourceTimingBufferSize(100_000);
  let cause: { kind: 'click' | 'return'; start: number; trigger: string } | undefined;
  let shown = { path: '', heading: '' };
  let loaded = false;
  addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('a, button, [role="button"]') : null;
      if (!target) return;
      cause = { kind: 'click', start: event.timeStamp, trigger: (target.textContent ?? '').trim().slice(0, 40) };
    },
    { capture: true },
  );
  addEventListener('popstate', (event) => {
    cause = { kind: 'return', start: event.timeStamp, trigger: 'back/forward' };
  });
  const headingNow = () => {
    const h1 = document.querySelector('h1');
    if (!h1 || !h1.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return undefined;
    const text = (h1.textContent ?? '').trim();
    return text === '' ? undefined : text;
  };
  const check = () => {
    const heading = headingNow();
    if (heading === undefined) return;
    const path = location.pathname;
    // The heading, not the address, marks the new screen: the address changes first while the former screen is
    // still shown (a lazy screen's code loading, a transition keeping the old screen).
    if (heading === shown.heading) return;
    const before = shown;
    shown = { path, heading };
    const act = loaded ? cause : { kind: 'load' as const, start: 0, trigger: 'navigation' };
    loaded = true;
    cause = undefined;
    if (!act) return;
    requestAnimationFrame(() => {
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
          void window.journeyRecord?.({
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
        },
        { priority: 'user-visible' },
      );
    });
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['style', 'class', 'hidden'],
  });
}
