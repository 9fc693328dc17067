// Where a screen change's time goes, read from Chromium's Long Animation Frames (PerformanceObserver type
// 'long-animation-frame'), which the page records at almost no cost, unlike a trace (journey-trace-change.ts), whose
// own work at 4x CPU made a 90 ms return take 300. Only frames of 50 ms or more are reported: a faster change has
// none, and is said so. For the returns bench (journey-returns.bench.ts).
import type { Page } from '@playwright/test';
import type { ProbeSample } from './journey-probe';

/** One long animation frame as the page kept it (ms on the page's clock). */
export interface LongFrame {
  startTime: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: { duration: number; forcedStyleAndLayoutDuration: number }[];
}

declare global {
  interface Window {
    journeyLongFrames?: LongFrame[];
  }
}

/** Run in every document before the app (addInitScript): keeps each long frame's figures. */
export function recordLongFrames(): void {
  window.journeyLongFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as LongFrame[])
      window.journeyLongFrames?.push({
        startTime: entry.startTime,
        duration: entry.duration,
        renderStart: entry.renderStart,
        styleAndLayoutStart: entry.styleAndLayoutStart,
        scripts: entry.scripts.map(({ duration, forcedStyleAndLayoutDuration }) => ({
          duration,
          forcedStyleAndLayoutDuration,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** A change's time in parts: scripts (of which style and layout they forced), the frame's own rendering, after it. */
export interface ChangeParts {
  scripts: number;
  forced: number;
  rendering: number;
  afterFrame: number;
}

/** The long frames the page has kept so far. */
export const longFramesOf = (page: Page): Promise<LongFrame[]> => page.evaluate(() => window.journeyLongFrames ?? []);

/** The parts of `sample`'s time, from the long frame it ended in; undefined when it took no long frame. */
export function partsOf(frames: readonly LongFrame[], sample: ProbeSample): ChangeParts | undefined {
  const frame = frames.find(
    (candidate) => candidate.startTime <= sample.end && candidate.startTime + candidate.duration >= sample.start,
  );
  if (!frame) return undefined;
  const sum = (pick: (script: LongFrame['scripts'][number]) => number) =>
    frame.scripts.reduce((total, script) => total + pick(script), 0);
  const end = frame.startTime + frame.duration;
  return {
    scripts: sum((script) => script.duration),
    forced: sum((script) => script.forcedStyleAndLayoutDuration),
    rendering: end - (frame.renderStart || end),
    afterFrame: sample.end - end,
  };
}

/** The parts' medians as one line: "scripts 48.1 (forced style and layout 24.0), rendering 9.2, after it 12.9". */
export function partsLine(parts: (ChangeParts | undefined)[]): string {
  const known = parts.filter((part): part is ChangeParts => part !== undefined);
  if (known.length === 0) return 'no long frame (each under 50 ms)';
  const median = (pick: (part: ChangeParts) => number) => {
    const sorted = known.map(pick).sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    const middle = sorted.length % 2 ? (sorted[half] ?? NaN) : ((sorted[half - 1] ?? NaN) + (sorted[half] ?? NaN)) / 2;
    return middle.toFixed(1);
  };
  return (
    `scripts ${median((part) => part.scripts)} (forced style and layout ${median((part) => part.forced)}), ` +
    `frame's rendering ${median((part) => part.rendering)}, after it ${median((part) => part.afterFrame)}` +
    ` (medians of ${known.length} long frames)`
  );
}
