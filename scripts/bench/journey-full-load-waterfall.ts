import type { Page } from '@playwright/test';
import type { ProbeSample } from './journey-probe';

// Where a full page load's time goes (journey-full-load.bench.ts): the document's own timing, the first paint, and
// the requests of the page with which of them arrived before the heading was shown (the round trips it waited for).

export interface LoadWaterfall {
  path: string;
  heading: number;
  /**
   * When the request of the page itself began (Navigation Timing's fetchStart): after a redirect (the identity
   * provider's answer to its own form, one round trip of its server's), not at navigation start.
   */
  fetchStart?: number;
  documentStart: number;
  documentEnd: number;
  firstContentfulPaint?: number;
  requests: { path: string; kind: string; start: number; end: number }[];
}

/** The load's timing, read in the page right after the probe saw its heading. */
export async function readWaterfall(page: Page, sample: ProbeSample): Promise<LoadWaterfall> {
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      fetchStart: navigation?.fetchStart,
      documentStart: navigation?.responseStart ?? NaN,
      documentEnd: navigation?.responseEnd ?? NaN,
      firstContentfulPaint: paint?.startTime,
      requests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        path: new URL(entry.name).pathname,
        kind: entry.initiatorType,
        start: entry.startTime,
        end: entry.responseEnd,
      })),
    };
  });
  return { path: sample.to, heading: sample.end, ...timing };
}

const at = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '-' : `${Math.round(n)}`);
// Hashes and tokens out of the names, so a line reads the same from one build or link to the next.
const short = (path: string) => path.replace(/-[\w-]{8}\.js$/, '.js').replace(/\/[\w-]{20,}$/, '/{token}');

/** The lines of one load for the report. */
export function waterfallLines(load: LoadWaterfall): string[] {
  const before = load.requests.filter((request) => request.end <= load.heading);
  const after = load.requests.filter((request) => request.end > load.heading);
  const lines = [
    `      ${short(load.path)}: heading at ${at(load.heading)}; the document's first byte ${at(load.documentStart)}, ` +
      `last ${at(load.documentEnd)}; first contentful paint ${at(load.firstContentfulPaint)}; ` +
      (load.fetchStart !== undefined && load.fetchStart > 50
        ? `the page's own request from ${at(load.fetchStart)} (before it, a redirect), heading ` +
          `${at(load.heading - load.fetchStart)} after it; `
        : '') +
      `${before.length} request(s) answered before the heading, ${after.length} after ` +
      `(the last at ${at(Math.max(0, ...after.map((request) => request.end)))})`,
  ];
  for (const request of before)
    lines.push(
      `        before the heading: ${short(request.path)} (${request.kind}) ${at(request.start)}-${at(request.end)}`,
    );
  return lines;
}
