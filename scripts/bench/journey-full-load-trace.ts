import type { Browser, Page } from '@playwright/test';
import type { ProbeSample } from './journey-probe';
import { TIMELINE_CATEGORIES, type TraceEvent } from './trace-event';

// Where a full page load's main-thread time goes before its heading is shown (journey-full-load.bench.ts with
// BENCH_FULL_LOAD_TRACE=1): a Chromium trace from just before the navigation to the probe's sample, and from it the
// renderer main thread's work between navigation start and the frame showing the heading. Main-thread milliseconds
// depend on the machine's load far less than the wall clock does (a loaded machine stretches the waits between tasks,
// much less each task), so they are what tells one build from another on a shared machine.

/** The main thread's work before the heading, as the report prints it. */
export interface LoadTrace {
  path: string;
  /** Sum of the main thread's tasks from navigation start to the heading's frame, ms. */
  busy: number;
  /**
   * The same from the new document's commit on (its response's headers): before it, the thread may still be running
   * the page the person left, which a link opened from an e-mail does not have.
   */
  busyAfterCommit: number;
  /** When the new document was committed, ms from navigation start. */
  commit?: number;
  /** Self time by trace event name (ms), largest first; the nested names (ParseHTML in a task…) apart. */
  byName: [string, number][];
  /** Each task of 4 ms or more: its start (ms from navigation start), length and its longest piece. */
  tasks: { at: number; ms: number; piece: string }[];
  /** The first paint and first contentful paint on the trace (ms from navigation start), where seen. */
  firstPaint?: number;
  firstContentfulPaint?: number;
}

const shortUrl = (url = '') =>
  url
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/\?.*$/, '')
    .replace(/-[\w-]{8}\.js$/, '.js');

/** Self time per event: its duration less its children's on the same thread (complete events nest by time). */
function selfTimes(events: TraceEvent[]): Map<TraceEvent, number> {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  for (const event of sorted) {
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as TraceEvent;
      if (event.ts < top.ts + (top.dur ?? 0)) break;
      stack.pop();
    }
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent, (self.get(parent) ?? 0) - (event.dur ?? 0));
    self.set(event, (self.get(event) ?? 0) + (event.dur ?? 0));
    stack.push(event);
  }
  return self;
}

/** The trace's lines for one load: main-thread work from navigation start to the heading's frame. */
function summarise(sample: ProbeSample, events: TraceEvent[], offset: number, main: { pid: number; tid: number }) {
  const from = (sample.origin + sample.start) * 1000 - offset;
  const to = (sample.origin + sample.end) * 1000 - offset;
  const onMain = events.filter(
    (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts + (e.dur ?? 0) >= from && e.ts <= to,
  );
  // A task that began before navigation start or ended after the frame is counted only for its part inside.
  const clipped = (e: TraceEvent) => Math.max(0, Math.min(e.ts + (e.dur ?? 0), to) - Math.max(e.ts, from));
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const self = selfTimes(onMain);
  const byName = new Map<string, number>();
  for (const [event, micros] of self) {
    if (event.name === 'RunTask') continue;
    const key =
      event.name === 'EvaluateScript' || event.name.startsWith('v8.')
        ? `${event.name} ${shortUrl(event.args?.data?.url)}`.trim()
        : event.name;
    byName.set(key, (byName.get(key) ?? 0) + (micros * clipped(event)) / Math.max(1, event.dur ?? 1) / 1000);
  }
  const pieceOf = (task: TraceEvent) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts <= end);
    const longest = inside.sort((a, b) => (self.get(b) ?? 0) - (self.get(a) ?? 0))[0];
    return longest ? `${longest.name} ${shortUrl(longest.args?.data?.url)}`.trim() : '';
  };
  const commits = onMain.filter((e) => e.name === 'DocumentLoader::CommitNavigation');
  const commit = commits[commits.length - 1]?.ts;
  const busyFrom = (start: number) =>
    tasks.reduce((sum, e) => sum + Math.max(0, Math.min(e.ts + (e.dur ?? 0), to) - Math.max(e.ts, start)), 0) / 1000;
  const mark = (name: string) => {
    const found = events.find((e) => e.name === name && e.pid === main.pid && e.ts >= from && e.ts <= to);
    return found ? (found.ts - from) / 1000 : undefined;
  };
  return {
    path: sample.to,
    busy: tasks.reduce((sum, e) => sum + clipped(e), 0) / 1000,
    // The task that commits began a little before the commit event itself: counted from that task's start.
    busyAfterCommit: busyFrom(
      tasks.find((e) => commit !== undefined && e.ts <= commit && e.ts + (e.dur ?? 0) >= commit)?.ts ?? commit ?? from,
    ),
    commit: commit === undefined ? undefined : (commit - from) / 1000,
    byName: [...byName.entries()].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]),
    tasks: tasks
      .filter((task) => clipped(task) >= 4000)
      .map((task) => ({ at: (task.ts - from) / 1000, ms: clipped(task) / 1000, piece: pieceOf(task) })),
    firstPaint: mark('firstPaint'),
    firstContentfulPaint: mark('firstContentfulPaint'),
  };
}

/** Starts a trace of the browser (the load's renderer, whichever process it lands in, included). */
export async function startLoadTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: [...TIMELINE_CATEGORIES] });
}

/** Stops the trace started by startLoadTrace and reads the load of `sample` from it. */
export async function stopLoadTrace(browser: Browser, page: Page, sample: ProbeSample): Promise<LoadTrace> {
  // One mark places the page's clock (epoch ms) on the trace's (µs); the main thread is the one that ran it.
  const at = await page.evaluate(() => performance.timeOrigin + performance.mark('full-load-trace-sync').startTime);
  const events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] })
    .traceEvents;
  const sync = events.find((e) => e.name === 'full-load-trace-sync');
  if (!sync) throw new Error('no sync mark in the trace');
  return summarise(sample, events, at * 1000 - sync.ts, { pid: sync.pid, tid: sync.tid });
}

const ms = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(1));

/** The lines of one load's trace for the report. */
export function loadTraceLines(trace: LoadTrace): string[] {
  return [
    `      ${trace.path.replace(/\/[\w-]{20,}$/, '/{token}')}: main thread busy ${ms(trace.busy)} ms before the ` +
      `heading, ${ms(trace.busyAfterCommit)} ms of it from the document's commit at ${ms(trace.commit)}; first paint ` +
      `${ms(trace.firstPaint)}, first contentful paint ${ms(trace.firstContentfulPaint)} (trace)`,
    ...trace.byName.slice(0, 14).map(([name, value]) => `        ${name.padEnd(72)} ${ms(value)}`),
    ...trace.tasks.map((task) => `        task at ${ms(task.at)}: ${ms(task.ms)} ms, mostly ${task.piece}`),
  ];
}
