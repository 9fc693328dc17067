import { mkdirSync, writeFileSync } from 'node:fs';
import { test } from '../../tests/e2e/fixtures';
import { type CpuProfile, type ProfileEvent, profileLines, readCpuProfile } from './journey-cpu-profile';
import { type ProbeSample, journeyProbe } from './journey-probe';
import { JOURNEY_RESULTS } from './journey-profiles';
import { walkJourney } from './journey-walk';

// Where a screen change's time goes (BENCH_JOURNEY_TRACE=1 npx playwright test -c scripts/bench/journey.config.ts):
// one journey at normal speed under Chromium's performance trace, and for each screen change the renderer main
// thread's work between the click and the frame showing the new heading, summed by kind (script evaluation of a
// chunk, the function calls of each script, style and layout, paint), the requests of the window, and the time the
// main thread was idle (waiting for the network or a timer). Written to test-results/journey-bench/traces.txt.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string; requestId?: string; name?: string } };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  // BENCH_JOURNEY_CPU_PROFILE=1: V8's sampled stacks, which functions took the time (journey-cpu-profile.ts). Over a
  // whole journey the trace then passes V8's largest string (512 MB) and cannot be read: shorten the journey for it.
  ...(process.env.BENCH_JOURNEY_CPU_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

const shortUrl = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');

function summarise(
  sample: ProbeSample,
  events: TraceEvent[],
  offset: number,
  main: { pid: number; tid: number },
  profile: CpuProfile,
) {
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
  const total = sample.end - sample.start;
  const lines = [
    `${sample.kind} ${sample.from} -> ${sample.to} (${sample.toHeading}): ${total.toFixed(1)} ms, main thread busy ${busy.toFixed(1)} ms in ${tasks.length} tasks, idle ${(total - busy).toFixed(1)} ms`,
    ...[...byKind.entries()]
      .filter(([key, ms]) => key.startsWith('timers') || ms >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([key, ms]) => `    ${key.padEnd(80)} ${key.startsWith('timers') ? ms : ms.toFixed(1)}`),
    ...requests.map((line) => `    request ${line}`),
    ...profileLines(profile, from, to),
  ];
  return lines.join('\n');
}

test('traces of one journey at normal speed', async ({ page, request, browser }) => {
  test.setTimeout(600_000);
  await request.post('/sandbox/reset');
  const samples: ProbeSample[] = [];
  await page.exposeFunction('journeyRecord', (sample: ProbeSample) => {
    samples.push(sample);
  });
  await page.addInitScript(journeyProbe);
  await browser.startTracing(page, { categories: CATEGORIES });
  await walkJourney(page, request, samples, 'trace', 9);
  // One mark places the page's clock (epoch ms) on the trace's (µs).
  const mark = await page.evaluate(() => {
    performance.mark('journey-trace-sync');
    return performance.timeOrigin + (performance.getEntriesByName('journey-trace-sync')[0]?.startTime ?? 0);
  });
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  const syncEvent = events.find((e) => e.name === 'journey-trace-sync');
  if (!syncEvent) throw new Error('no sync mark in the trace');
  const offset = mark * 1000 - syncEvent.ts;
  // The main thread of a renderer is the one that ran the probe's mark.
  const main = { pid: syncEvent.pid, tid: syncEvent.tid };
  mkdirSync(JOURNEY_RESULTS, { recursive: true });
  writeFileSync(`${JOURNEY_RESULTS}/trace.json`, JSON.stringify(trace));
  const profile = readCpuProfile(events as unknown as ProfileEvent[], main);
  const report = samples.map((sample) => summarise(sample, events, offset, main, profile)).join('\n\n');
  writeFileSync(`${JOURNEY_RESULTS}/traces.txt`, report);
});
