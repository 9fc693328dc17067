import type { Browser, Page } from '@playwright/test';
import { type ProfileEvent, profileLines, readCpuProfile } from './journey-cpu-profile';
import type { ProbeSample } from './journey-probe';
import type { RenderCommit } from './journey-transition-renders';
import { CPU_PROFILER_CATEGORY, TIMELINE_CATEGORIES, type TraceEvent } from './trace-event';

// A Chromium trace per screen change, read into lines (journey-trace.bench.ts, journey-returns.bench.ts): the renderer
// main thread's work between the act's event and the frame showing the new heading, by kind, the requests of the
// window, the longest tasks, V8's sampled stacks by function (journey-cpu-profile.ts) and React's commits
// (journey-transition-renders.ts).

const CATEGORIES = [
  ...TIMELINE_CATEGORIES,
  // BENCH_JOURNEY_CPU_PROFILE=0 leaves V8's sampled stacks out.
  ...(process.env.BENCH_JOURNEY_CPU_PROFILE === '0' ? [] : [CPU_PROFILER_CATEGORY]),
];

const shortUrl = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');

// A screen's own components (their names end so), to tell which screen a commit rendered.
const SCREEN = /Screen$/;

/** Each commit from the act (ms after it): components rendered (mounted among them), unmounted, and whose screen. */
function commitLines(commits: RenderCommit[], start: number): string[] {
  return commits.map((commit) => {
    const count = Object.values(commit.rendered).reduce((sum, n) => sum + n, 0);
    const screens = Object.keys(commit.rendered).filter((name) => SCREEN.test(name));
    const deleted = commit.deleted.length > 0 ? `, unmounted ${commit.unmounted} (${commit.deleted.join(', ')})` : '';
    return `      commit at +${(commit.at - start).toFixed(1)} ms: ${count} rendered, ${commit.mounted} mounted${deleted}${
      screens.length > 0 ? `; screens ${screens.join(', ')}` : ''
    }`;
  });
}

function renderLines(commits: RenderCommit[], start: number): string[] {
  const total = new Map<string, number>();
  for (const commit of commits)
    for (const [name, count] of Object.entries(commit.rendered)) total.set(name, (total.get(name) ?? 0) + count);
  const all = [...total.values()].reduce((sum, n) => sum + n, 0);
  const mounted = commits.reduce((sum, commit) => sum + commit.mounted, 0);
  const unmounted = commits.reduce((sum, commit) => sum + commit.unmounted, 0);
  return [
    `    react: ${commits.length} commits, ${all} component renders (${mounted} mounts), ${unmounted} unmounts`,
    ...commitLines(commits, start),
    '    most rendered',
    ...[...total.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([name, count]) => `        ${String(count).padStart(5)}  ${name}`),
  ];
}

function summarise(sample: ProbeSample, events: TraceEvent[], offset: number, main: { pid: number; tid: number }) {
  // Trace timestamps are µs on the monotonic clock; the probe's are ms from the document's timeOrigin (epoch ms).
  const from = (sample.origin + sample.start) * 1000 - offset;
  const to = (sample.origin + sample.end) * 1000 - offset;
  const inside = (event: TraceEvent) => event.ts >= from && event.ts + (event.dur ?? 0) <= to + 1;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && inside(e));
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const busy = tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const byKind = new Map<string, number>();
  const add = (key: string, dur = 0) => byKind.set(key, (byKind.get(key) ?? 0) + dur / 1000);
  for (const event of onMain) {
    if (event.name === 'EvaluateScript' || event.name === 'v8.compileModule' || event.name === 'v8.evaluateModule')
      add(`evaluate ${shortUrl(event.args?.data?.url)}`, event.dur);
    else if (event.name === 'FunctionCall') add(`script ${shortUrl(event.args?.data?.url)}`, event.dur);
    else if (event.name === 'UpdateLayoutTree') add('style', event.dur);
    else if (event.name === 'Layout') add('layout', event.dur);
    else if (event.name === 'Paint' || event.name === 'PaintImage' || event.name === 'Commit') add('paint', event.dur);
    else if (event.name === 'ParseHTML') add('parse HTML', event.dur);
    else if (event.name === 'TimerFire') add('timers fired (count)', 1000);
  }
  const sends = events.filter((e) => e.name === 'ResourceSendRequest' && e.ts >= from && e.ts <= to);
  const finishes = new Map(
    events.filter((e) => e.name === 'ResourceFinish').map((e) => [e.args?.data?.requestId, e.ts] as const),
  );
  const requests = sends.map((e) => {
    const end = finishes.get(e.args?.data?.requestId);
    return `${shortUrl(e.args?.data?.url)} at +${((e.ts - from) / 1000).toFixed(1)} ms for ${end ? ((end - e.ts) / 1000).toFixed(1) : '?'} ms`;
  });
  // The window's longest tasks in order, each named by its longest piece of work: what the change waited on.
  const pieceOf = (task: TraceEvent) => {
    const end = task.ts + (task.dur ?? 0);
    const within = onMain.filter((e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts <= end);
    const longest = within.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
    return longest ? `${longest.name} ${shortUrl(longest.args?.data?.url)}`.trim() : '';
  };
  const timeline = tasks
    .filter((task) => (task.dur ?? 0) >= 4000)
    .map(
      (task) =>
        `    task at +${((task.ts - from) / 1000).toFixed(1)} ms, ${((task.dur ?? 0) / 1000).toFixed(1)} ms: ${pieceOf(task)}`,
    );
  const total = sample.end - sample.start;
  return [
    `${sample.kind} ${sample.from} -> ${sample.to} (${sample.toHeading}): ${total.toFixed(1)} ms, main thread busy ${busy.toFixed(1)} ms in ${tasks.length} tasks, idle ${(total - busy).toFixed(1)} ms`,
    ...[...byKind.entries()]
      .filter(([key, ms]) => key.startsWith('timers') || ms >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([key, ms]) => `    ${key.padEnd(80)} ${key.startsWith('timers') ? ms : ms.toFixed(1)}`),
    ...requests.map((line) => `    request ${line}`),
    ...timeline,
    ...profileLines(readCpuProfile(events as unknown as ProfileEvent[], main), from, to),
  ];
}

/**
 * Traces each screen change of the page on its own: `beforeAct` (called before every act of the journey) starts a
 * fresh trace, and a sample from the probe stops it and writes the change's lines. An act that changed no screen (a
 * click on a field, a code sent) has its trace dropped at the next act.
 */
export function tracePerChange(browser: Browser, page: Page, out: string[]) {
  let tracing = false;
  let queue: Promise<void> = Promise.resolve();
  const stop = async (): Promise<TraceEvent[]> => {
    tracing = false;
    return (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  };
  const read = async (sample: ProbeSample) => {
    // One mark places the page's clock (epoch ms) on the trace's (µs); the main thread is the one that ran it.
    const marked = await page.evaluate(
      ([start, end]) => {
        const mark = performance.mark('journey-trace-sync');
        return {
          at: performance.timeOrigin + mark.startTime,
          // The same document's commits only: a full page load starts a new list.
          commits: (window.journeyCommits ?? []).filter((c) => c.at >= start && c.at <= end),
        };
      },
      [sample.start, sample.end] as const,
    );
    const events = await stop();
    const sync = events.find((e) => e.name === 'journey-trace-sync');
    if (!sync) throw new Error('no sync mark in the trace');
    const lines = summarise(sample, events, marked.at * 1000 - sync.ts, { pid: sync.pid, tid: sync.tid });
    out.push([...lines, ...renderLines(marked.commits, sample.start)].join('\n'));
  };
  const onSample = (sample: ProbeSample) => {
    if (!tracing) return;
    tracing = false;
    queue = queue.then(() => read(sample)).catch((error: unknown) => console.error('trace of a change:', error));
  };
  const beforeAct = async () => {
    // A change the act before caused is reported after its frame: two frames give its report time to arrive (it
    // comes before this evaluation's answer on the same connection).
    await page
      .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
      .catch(() => undefined);
    await queue;
    if (tracing) await stop();
    await browser.startTracing(page, { categories: CATEGORIES });
    tracing = true;
  };
  return { onSample, beforeAct };
}

/** Runs `before` ahead of every click of a locator and every navigation of the page (the journey's acts). */
export function hookActs(page: Page, before: () => Promise<void>): void {
  const locator = Object.getPrototypeOf(page.locator('body')) as { click: (...args: unknown[]) => Promise<void> };
  const click = locator.click;
  locator.click = async function (this: unknown, ...args: unknown[]) {
    await before();
    return click.apply(this, args);
  };
  for (const name of ['goto', 'goBack', 'goForward'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      await before();
      return original(...args);
    };
  }
}
