// `npm run bench` (BENCH_PARTS=publication), issue 21: the questionnaire's first section, time to first paint with
// runtime (published) modules against the bundled definitions, side by side, measured in the page in Chromium.
// One build (BENCH_APP_DIST) served by nginx with deploy/nginx's configuration, as production serves it: "bundled"
// is that build with no publication store (the manifest answers 404, the bundled definitions are used), "runtime" the
// same build with a store in which every questionnaire section is a published version other than the bundled one
// (written by the registry's own module source), so each section's module is fetched, its integrity checked and run.
// Two measures, median of BENCH_RUNS runs, each in a fresh browser context, at normal speed and at 4x CPU with
// Lighthouse's slow 4G:
//  - click: on the questionnaire's introduction, as a person acts: the page read until the network is quiet (the
//    manifest and the first module fetched meanwhile), the pointer moved onto "Start" (the person's first act, after
//    which the introduction fetches the questionnaire's code ahead) and the network quiet again, then the press; from
//    the click (event.timeStamp) to the frame in which the first section's heading and first question are painted;
//  - cold: the introduction loaded with an empty HTTP cache (the person logged in) and "Start" clicked by the page
//    itself as soon as the link is shown (an init script's MutationObserver: no test runner's reaction time in the
//    span), from navigation start to that frame (a section's own address cannot be loaded before anything is
//    answered: the app shows the introduction); the JavaScript fetched on the way, gzip as the browser fetches it
//    (Resource Timing's encoded body sizes), the app's chunks and the published modules apart.
// Target (issue 21): within one round trip (the profile's request latency; the loopback's own at normal speed), and
// no more JavaScript on the first route. Figures print; nothing here fails on a time. Environment: BENCH_APP_DIST
// (dist-bench-app), BENCH_RUNS (3), BENCH_PUBLICATION_PORT (4194; the sandbox on the next port), CHROMIUM_PATH,
// BENCH_JOURNEY_PROFILES (normal,slow), BENCH_PUBLICATION_RESULTS (test-results/publication-bench),
// BENCH_PUBLICATION_CPU_PROFILE (a folder: each click traced, main-thread time side by side; see below). Run alone:
// `node --import ./server/registry/node-ts.mjs scripts/bench/publication-first-paint.ts` after a build.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/support/chromium-launch';
import { bundledVersion, type StoreVersion, writeStore } from '../../tests/e2e/published-definitions-store';
import { textsIn } from '../../tests/e2e/questionnaire-texts';
import { loginThroughUi } from '../../tests/e2e/journey';
import { JOURNEY_PROFILES, type JourneyProfile } from './journey-profiles';
import { CPU_PROFILER_CATEGORY, TIMELINE_CATEGORIES } from './trace-event';
// @ts-expect-error: a JavaScript module of the bench without types
import { startProductionServer } from './servers.mjs';

const DIST = process.env.BENCH_APP_DIST ?? 'dist-bench-app';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PUBLICATION_PORT ?? 4194);
const SECTIONS = ['questionnaire-a', 'questionnaire-b', 'questionnaire-c', 'questionnaire-d', 'questionnaire-e'];
/** Where run-bench.mjs finds the lines of targets not met (BENCH_PUBLICATION_RESULTS: another folder, run alone). */
const RESULTS = process.env.BENCH_PUBLICATION_RESULTS ?? 'test-results/publication-bench';
const PUBLICATION_REPORT = `${RESULTS}/report.json`;
/**
 * BENCH_PUBLICATION_CPU_PROFILE: a folder for a Chromium trace (with V8's sampling profiler) of each run's click, and
 * a table of the renderer main thread's time from the click to the section's paint, its tasks' wall and thread (CPU)
 * time and the self time by function (median of the runs) on both paths: where a difference in the click's figure
 * comes from, and a figure a busy machine's descheduling does not inflate. Tracing's own cost is in both paths alike.
 */
const CPU_PROFILES = process.env.BENCH_PUBLICATION_CPU_PROFILE;

type Build = 'bundled' | 'runtime';
interface Run {
  /** The click's main-thread time in a trace (BENCH_PUBLICATION_CPU_PROFILE only). */
  trace?: ClickTrace;
  /** The files the click fetched before the section was painted (names). */
  afterClick: string[];
  clickMs: number;
  coldMs: number;
  /** When the page clicked "Start" on the cold load, from navigation start (ms). */
  coldClickAt: number;
  /** Gzip bytes of JavaScript fetched from the cold load's start to the first section: the app's, the modules. */
  appJs: number;
  moduleJs: number;
  modules: number;
  /** The manifest request's round trip on the page's clock (request sent to first byte), ms; 0 with no store. */
  manifestRtt: number;
  /** Each JavaScript file of the cold path: its name (hashes kept) and gzip bytes as fetched. */
  scripts: { name: string; bytes: number }[];
}

const write = (line: string) => process.stdout.write(`${line}\n`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
};

/** Each section published anew (version 1.0.1, its first text marked), so none is the bundled version. */
function republished(id: string): StoreVersion {
  const bundled = bundledVersion(id);
  const definition = structuredClone(bundled.definition) as { version: string };
  definition.version = '1.0.1';
  const texts = structuredClone(bundled.texts);
  for (const lang of ['sk', 'en', 'bg'] as const) {
    const key = Object.keys(texts[lang])[0];
    if (key) texts[lang][key] = `${texts[lang][key]} (2026)`;
  }
  return { ...bundled, semver: '1.0.1', versionNo: 2, definition, texts, effectiveAt: new Date(Date.now() - 60_000) };
}

/**
 * In the page, before its scripts: the time from the cause (the last click's event.timeStamp, or navigation start
 * for the document's first paint of the section) to just after the frame in which an h1 and the first question
 * (RJSF's `field__…` group) are shown. A requestAnimationFrame callback runs before the frame's style, layout and
 * paint; a task posted from it runs after them (as the journey bench's probe).
 */
function firstSectionProbe(): void {
  performance.setResourceTimingBufferSize(10_000);
  const probe = { start: 0, end: -1, armed: true };
  (window as unknown as { firstSection: typeof probe }).firstSection = probe;
  addEventListener(
    'click',
    (event) => {
      probe.start = event.timeStamp;
      probe.end = -1;
      probe.armed = true;
      // For a trace of the click (BENCH_PUBLICATION_CPU_PROFILE): where its span starts and ends on the trace's clock.
      performance.mark('first-section-click');
    },
    { capture: true },
  );
  const shown = (element: Element | null) =>
    !!element && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const check = () => {
    if (!probe.armed) return;
    const question = document.querySelector('[id^="field__"]');
    if (!shown(document.querySelector('h1')) || !shown(question)) return;
    probe.armed = false;
    requestAnimationFrame(() => {
      scheduler.postTask(
        () => {
          probe.end = performance.now();
          performance.mark('first-section-painted');
        },
        { priority: 'user-visible' },
      );
    });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

/**
 * In the page, before its scripts, on the cold load only: clicks "Start" in the task in which the link is first
 * shown, and notes when (`startClickedAt`), so the cold figure holds no test runner's reaction between the link shown
 * and its click. The app's router handles the click as a person's (a client-side move, the screen's own guard).
 */
function clickStartOnSight(): void {
  const found = () =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
      (link) => new URL(link.href).pathname === '/steps/questionnaire' && link.checkVisibility(),
    );
  const observer = new MutationObserver(() => {
    const link = found();
    if (!link) return;
    observer.disconnect();
    (window as unknown as { startClickedAt: number }).startClickedAt = performance.now();
    link.click();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

async function throttle(context: BrowserContext, page: Page, profile: JourneyProfile): Promise<void> {
  if (profile.cpuRate === 1 && !profile.network) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
}

/** Waits until no resource has started for `quietMs` (the introduction's prefetching done). A request still under way
 * is not seen until it ends: on the slow network `quietMs` is longer than one (as the journey bench's walk). */
async function networkQuiet(page: Page, quietMs = 1000): Promise<void> {
  let count = -1;
  for (let round = 0; round < 120; round += 1) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === count) return;
    count = now;
    await page.waitForTimeout(quietMs);
  }
}

/** The probe's figure: from the click, or (`fromNavigation`) from the document's navigation start. */
async function sectionPainted(page: Page, fromNavigation = false): Promise<number> {
  await page
    .waitForFunction(() => (window as unknown as { firstSection: { end: number } }).firstSection.end >= 0)
    .catch(async (error: unknown) => {
      await page.screenshot({ path: `${RESULTS}/stuck.png` });
      throw new Error(`the first section was not shown at ${page.url()} (${RESULTS}/stuck.png)`, {
        cause: error,
      });
    });
  return page.evaluate((whole) => {
    const { start, end } = (window as unknown as { firstSection: { start: number; end: number } }).firstSection;
    return whole ? end : end - start;
  }, fromNavigation);
}

async function oneRun(
  browser: Browser,
  origin: string,
  profile: JourneyProfile,
  build: Build,
  runNo: number,
): Promise<Run> {
  const context = await browser.newContext({ baseURL: origin, locale: 'sk-SK', viewport: { width: 412, height: 915 } });
  try {
    await context.addInitScript(firstSectionProbe);
    const page = await context.newPage();
    // A cold load at 4x CPU with slow 4G takes several seconds; a minute is a stuck run, not a slow one.
    page.setDefaultTimeout(120_000);
    const lead = (await (
      await page.request.post('/sandbox/leads', { data: { at: 'questionnaire', lang: 'sk' } })
    ).json()) as { email: string; password: string };
    await page.goto('/login');
    await loginThroughUi(page, lead.email, lead.password, 'sk');
    await page.waitForURL('**/steps/questionnaire-info');
    // From the introduction on (the login's own checks wait 5 s, which a cold load at slow 4G exceeds); the
    // introduction's prefetching and everything measured run at the profile's speed.
    await throttle(context, page, profile);
    await page.reload();
    const quietMs = profile.network ? 2500 : 1000;
    await networkQuiet(page, quietMs);
    // As a person: the pointer reaches "Start" before the press (their first act on the page: what the introduction
    // fetches then counts as before the click, as in the journey bench's walk), and the press once the page is quiet.
    const start = page.getByRole('link', { name: textsIn('sk').start });
    await start.hover();
    await networkQuiet(page, quietMs);
    const tracing = CPU_PROFILES ? await startClickTrace(browser, page) : undefined;
    await start.click();
    const clickMs = await sectionPainted(page);
    const trace = tracing ? await tracing.stop(`${build}-${profile.id}-${runNo}`) : undefined;
    // What the click still had to fetch (its code or a module the introduction had not fetched ahead).
    const afterClick = await page.evaluate(() => {
      const { start, end } = (window as unknown as { firstSection: { start: number; end: number } }).firstSection;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= start && entry.startTime <= end)
        .map((entry) => new URL(entry.name).pathname.replace(/^.*\//, ''));
    });

    // The introduction loaded afresh with an empty HTTP cache and "Start" clicked by the page as soon as it shows: the
    // app's code, the manifest and the first module all on the way to the first section.
    await page.addInitScript(clickStartOnSight);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto('/steps/questionnaire-info');
    const coldMs = await sectionPainted(page, true);
    const coldClickAt = await page.evaluate(() => (window as unknown as { startClickedAt: number }).startClickedAt);
    // Only what was asked for before the section was painted: the next section's module follows it on purpose.
    const fetched = await page.evaluate(
      (painted) =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => entry.startTime <= painted)
          .map(({ name, encodedBodySize, requestStart, responseStart }) => ({
            path: new URL(name).pathname,
            bytes: encodedBodySize,
            rtt: responseStart - requestStart,
          })),
      coldMs,
    );
    const scripts = fetched.filter((entry) => entry.path.endsWith('.js'));
    const modules = scripts.filter((entry) => entry.path.startsWith('/definitions/'));
    const manifest = fetched.find((entry) => entry.path === '/definitions/manifest.json');
    if (build === 'runtime' && modules.length === 0) throw new Error('the runtime build fetched no published module');
    if (build === 'bundled' && modules.length > 0) throw new Error('the bundled build fetched a published module');
    return {
      trace,
      afterClick,
      clickMs,
      coldMs,
      coldClickAt,
      appJs: scripts.filter((entry) => !modules.includes(entry)).reduce((sum, entry) => sum + entry.bytes, 0),
      moduleJs: modules.reduce((sum, entry) => sum + entry.bytes, 0),
      modules: modules.length,
      manifestRtt: manifest?.rtt ?? 0,
      scripts: scripts.map((entry) => ({ name: entry.path.replace(/^.*\//, ''), bytes: entry.bytes })),
    };
  } finally {
    await context.close();
  }
}

/** The trace events read here (Chromium's JSON trace format). */
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: {
    data?: {
      startTime?: number;
      cpuProfile?: {
        nodes?: { id: number; callFrame: { functionName?: string; url?: string; lineNumber?: number } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

/** The click's share of a trace: main-thread time and self time by function, from the click to the paint. */
interface ClickTrace {
  /** Wall time of the renderer main thread's tasks in the span, ms (the time they kept the thread). */
  tasksMs: number;
  /** Their thread (CPU) time, ms: what a busy machine's descheduling does not inflate. */
  cpuMs: number;
  /** The sampling profiler's self time by function (`name file:line`), ms; idle left out. */
  selfMs: Map<string, number>;
}

const TRACE_CATEGORIES = [...TIMELINE_CATEGORIES, CPU_PROFILER_CATEGORY];

/**
 * The click's main-thread work in a Chromium trace: the span is from the probe's mark at the click
 * (`first-section-click`) to its mark once the section is painted (`first-section-painted`), both on the page's
 * renderer main thread; tasks are counted for the part of them inside it; samples of the V8 profiler likewise.
 */
function clickTrace(events: TraceEvent[]): ClickTrace {
  const mark = (name: string) => events.find((event) => event.name === name && event.cat.includes('blink.user_timing'));
  const from = mark('first-section-click');
  const to = mark('first-section-painted');
  if (!from || !to) throw new Error('the trace holds no marks of the click and the paint');
  const main = (event: TraceEvent) => event.pid === from.pid && event.tid === from.tid;
  let tasksUs = 0;
  let cpuUs = 0;
  for (const task of events) {
    if (task.ph !== 'X' || task.name !== 'ThreadControllerImpl::RunTask' || !main(task)) continue;
    const begin = Math.max(task.ts, from.ts);
    const end = Math.min(task.ts + (task.dur ?? 0), to.ts);
    if (end <= begin) continue;
    const share = (end - begin) / Math.max(task.dur ?? 1, 1);
    tasksUs += end - begin;
    cpuUs += (task.tdur ?? 0) * share;
  }
  // The profiler's samples: nodes and samples come in chunks of one profile (by id) on the main thread's pid.
  const selfMs = new Map<string, number>();
  const profiles = new Map<string, { at: number; nodes: Map<number, string>; samples: number[]; deltas: number[] }>();
  for (const event of events) {
    if (event.pid !== from.pid || !event.id) continue;
    const data = event.args?.data;
    if (event.name === 'Profile' && data?.startTime !== undefined)
      profiles.set(event.id, { at: data.startTime, nodes: new Map(), samples: [], deltas: [] });
    if (event.name !== 'ProfileChunk' || !data) continue;
    const profile = profiles.get(event.id);
    if (!profile) continue;
    for (const node of data.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber } = node.callFrame;
      const file = (url ?? '').replace(/^.*\//, '');
      profile.nodes.set(node.id, `${functionName || '(anonymous)'}${file ? ` ${file}:${(lineNumber ?? 0) + 1}` : ''}`);
    }
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
  for (const profile of profiles.values()) {
    let at = profile.at;
    profile.samples.forEach((id, index) => {
      at += profile.deltas[index] ?? 0;
      // A sample stands for the time to the next one.
      const next = at + (profile.deltas[index + 1] ?? 0);
      const name = profile.nodes.get(id);
      if (!name || name === '(idle)' || at < from.ts || next > to.ts) return;
      selfMs.set(name, (selfMs.get(name) ?? 0) + (next - at) / 1000);
    });
  }
  return { tasksMs: tasksUs / 1000, cpuMs: cpuUs / 1000, selfMs };
}

/** Traces the page from now; `stop` writes the trace to CPU_PROFILES and returns the click's share of it. */
async function startClickTrace(browser: Browser, page: Page): Promise<{ stop: (name: string) => Promise<ClickTrace> }> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  return {
    stop: async (name) => {
      const trace = await browser.stopTracing();
      mkdirSync(CPU_PROFILES!, { recursive: true });
      writeFileSync(join(CPU_PROFILES!, `${name}.json`), trace);
      return clickTrace((JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents);
    },
  };
}

/** Both paths' main-thread time from the click to the paint (median of the runs), and the largest differences. */
function writeCpuSideBySide(runs: Record<Build, Run[]>): void {
  const of = (build: Build, pick: (trace: ClickTrace) => number) =>
    median(runs[build].map((run) => (run.trace ? pick(run.trace) : 0)));
  const names = new Set(
    Object.values(runs).flatMap((list) => list.flatMap((run) => [...(run.trace?.selfMs.keys() ?? [])])),
  );
  const rows = [...names]
    .map((name) => ({
      name,
      bundled: of('bundled', (trace) => trace.selfMs.get(name) ?? 0),
      runtime: of('runtime', (trace) => trace.selfMs.get(name) ?? 0),
    }))
    .sort((a, b) => Math.abs(b.runtime - b.bundled) - Math.abs(a.runtime - a.bundled))
    .slice(0, 20);
  const cell = (ms: number) => `${ms.toFixed(1)} ms`.padStart(10);
  const line = (name: string, bundled: number, runtime: number) =>
    write(`      ${name.slice(0, 64).padEnd(64)} ${cell(bundled)} ${cell(runtime)} ${cell(runtime - bundled)}`);
  write(`    the renderer main thread from the click to the paint, in a trace (median of the runs; ${CPU_PROFILES}):`);
  line(
    "tasks' wall time",
    of('bundled', (trace) => trace.tasksMs),
    of('runtime', (trace) => trace.tasksMs),
  );
  line(
    "tasks' thread (CPU) time",
    of('bundled', (trace) => trace.cpuMs),
    of('runtime', (trace) => trace.cpuMs),
  );
  for (const build of ['bundled', 'runtime'] as const)
    write(`      ${build} runs, thread time: ${runs[build].map((run) => run.trace?.cpuMs.toFixed(1)).join(', ')} ms`);
  write('      self time by function, largest differences:');
  for (const row of rows) line(row.name, row.bundled, row.runtime);
}

/**
 * The cold path's JavaScript file by file, both paths side by side (the last run of each; a file's bytes do not change
 * between runs): where a difference in the total comes from. A published module's name is its hash: "(module)".
 */
function writeScriptsSideBySide(runs: Record<Build, Run[]>): void {
  const last = (build: Build) => new Map(runs[build].at(-1)?.scripts.map((file) => [file.name, file.bytes]) ?? []);
  const bundled = last('bundled');
  const runtime = last('runtime');
  const names = [...new Set([...bundled.keys(), ...runtime.keys()])].sort(
    (a, b) => (runtime.get(b) ?? 0) + (bundled.get(b) ?? 0) - (runtime.get(a) ?? 0) - (bundled.get(a) ?? 0),
  );
  write(`    the cold path's JavaScript, file by file (gzip; - not fetched):`);
  for (const name of names) {
    const shown = /^[0-9a-f]{64}\.js$/.test(name) ? `${name.slice(0, 12)}… (module)` : name;
    const cell = (bytes: number | undefined) => (bytes === undefined ? '-' : kb(bytes)).padStart(10);
    const mark =
      bundled.has(name) && runtime.has(name) ? '' : bundled.has(name) ? '   bundled only' : '   runtime only';
    write(`      ${shown.padEnd(48)} ${cell(bundled.get(name))} ${cell(runtime.get(name))}${mark}`);
  }
}

const store = join(tmpdir(), `bench-publication-store-${PORT}`);
rmSync(store, { recursive: true, force: true });
mkdirSync(store, { recursive: true });
const missed: string[] = [];
const server = (await startProductionServer({ dist: DIST, port: PORT, upstream: PORT + 1, definitions: store })) as {
  origin: string;
  stop: () => Promise<void>;
};
const browser = await chromium.launch({
  ...chromiumLaunchOptions,
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  write(
    "\n== The questionnaire's first section, time to first paint: published modules (runtime) against the bundled ones",
  );
  write(
    `   one build (${DIST}) behind nginx with deploy/nginx's configuration; "bundled": no publication store (manifest`,
  );
  write('   404); "runtime": every section published anew, its module fetched, integrity-checked and run; median of');
  write(`   ${RUNS} runs, each a fresh browser. click: as a person acts on the introduction: read until the network`);
  write('   is quiet, the pointer onto "Start", quiet again, then the press; from the click to the frame showing the');
  write('   heading and first question. cold: the introduction loaded with an empty HTTP cache and "Start" clicked by');
  write(
    "   the page itself as soon as the link is shown (no test runner's reaction in the span), from navigation start",
  );
  write(
    '   to that frame, and the JavaScript fetched on the way. Target: runtime within one round trip of bundled, and',
  );
  write('   no more JavaScript on the first route.');
  for (const profile of JOURNEY_PROFILES) {
    const runs: Record<Build, Run[]> = { bundled: [], runtime: [] };
    for (let run = 0; run < RUNS; run += 1) {
      // The builds take turns, so a drift of the machine's speed touches both alike.
      for (const build of ['bundled', 'runtime'] as const) {
        rmSync(store, { recursive: true, force: true });
        mkdirSync(store, { recursive: true });
        if (build === 'runtime')
          await writeStore(
            store,
            SECTIONS.map((id) => ({ current: republished(id) })),
          );
        runs[build].push(await oneRun(browser, server.origin, profile, build, run));
      }
    }
    const of = (build: Build, pick: (run: Run) => number) => median(runs[build].map(pick));
    // One round trip: the request latency the profile adds; at normal speed, the loopback's as the page measured it.
    const rtt = profile.network ? profile.network.latency : of('runtime', (run) => run.manifestRtt);
    write(`\n  ${profile.name} (one round trip: ${rtt.toFixed(1)} ms)`);
    write(`    ${''.padEnd(34)} ${'bundled'.padStart(10)} ${'runtime'.padStart(10)} ${'difference'.padStart(11)}`);
    for (const [name, pick] of [
      ['click on "Start" to first paint', (run: Run) => run.clickMs],
      ['cold: navigation to first paint', (run: Run) => run.coldMs],
    ] as const) {
      const bundled = of('bundled', pick);
      const runtime = of('runtime', pick);
      const ok = runtime - bundled <= rtt;
      if (!ok) missed.push(`first section, ${profile.name}, ${name}: runtime +${(runtime - bundled).toFixed(0)} ms`);
      write(
        `    ${name.padEnd(34)} ${`${bundled.toFixed(0)} ms`.padStart(10)} ${`${runtime.toFixed(0)} ms`.padStart(10)} ` +
          `${`${runtime - bundled >= 0 ? '+' : ''}${(runtime - bundled).toFixed(0)} ms`.padStart(11)}` +
          `   within one round trip: ${ok ? 'met' : 'NOT MET'}`,
      );
    }
    const js = (build: Build) => of(build, (run) => run.appJs + run.moduleJs);
    const jsOk = js('runtime') <= js('bundled');
    if (!jsOk) missed.push(`first section, ${profile.name}: JavaScript +${kb(js('runtime') - js('bundled'))}`);
    write(
      `    ${'JavaScript of the cold path, gzip'.padEnd(34)} ${kb(js('bundled')).padStart(10)} ${kb(js('runtime')).padStart(10)} ` +
        `${`${js('runtime') >= js('bundled') ? '+' : ''}${kb(js('runtime') - js('bundled'))}`.padStart(11)}` +
        `   no more JavaScript: ${jsOk ? 'met' : 'NOT MET'}`,
    );
    write(
      `      of which published modules ${''.padEnd(3)} ${kb(of('bundled', (run) => run.moduleJs)).padStart(10)} ` +
        `${kb(of('runtime', (run) => run.moduleJs)).padStart(10)}   (${of('runtime', (run) => run.modules)} fetched)`,
    );
    const afterClick = (build: Build) => new Set(runs[build].flatMap((run) => run.afterClick));
    const only = (build: Build, other: Build) => [...afterClick(build)].filter((name) => !afterClick(other).has(name));
    for (const build of ['bundled', 'runtime'] as const) {
      const figures = runs[build]
        .map((r) => `${r.clickMs.toFixed(0)} / ${r.coldMs.toFixed(0)} (Start at ${r.coldClickAt.toFixed(0)})`)
        .join(', ');
      write(
        `    ${build} runs (click / cold, ms): ${figures}; files the click still fetched: ${afterClick(build).size}`,
      );
    }
    write(
      `      fetched after the click only with published modules: ${only('runtime', 'bundled').join(', ') || 'none'}`,
    );
    write(`      fetched after the click only with bundled ones: ${only('bundled', 'runtime').join(', ') || 'none'}`);
    const both = [...afterClick('bundled')].filter((name) => afterClick('runtime').has(name));
    write(`      fetched after the click by both: ${both.join(', ') || 'none'}`);
    writeScriptsSideBySide(runs);
    if (CPU_PROFILES) writeCpuSideBySide(runs);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(store, { recursive: true, force: true });
}
mkdirSync(RESULTS, { recursive: true });
writeFileSync(PUBLICATION_REPORT, JSON.stringify({ missed }));
