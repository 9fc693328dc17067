// `npm run bench` (BENCH_PARTS=publication), issue 21: the questionnaire's first section, time to first paint with
// runtime (published) modules against the bundled definitions, side by side, measured in the page in Chromium.
// One build (BENCH_APP_DIST) served by nginx with deploy/nginx's configuration, as production serves it: "bundled"
// is that build with no publication store (the manifest answers 404, the bundled definitions are used), "runtime" the
// same build with a store in which every questionnaire section is a published version other than the bundled one
// (written by the registry's own module source), so each section's module is fetched, its integrity checked and run.
// Two measures at three speeds (PUBLICATION_PROFILES: the loopback, a desktop network, 4x CPU with Lighthouse's slow
// 4G), each taken in pairs: both paths back to back
// in the same browser, the first of a pair alternating (BENCH_RUNS sessions, each a fresh browser context and lead,
// of BENCH_PUBLICATION_PAIRS pairs of each measure):
//  - click: on the questionnaire's introduction, as a person acts: the page read until the network is quiet (the
//    manifest and the first module fetched meanwhile), the pointer moved onto "Start" (the person's first act, after
//    which the introduction fetches the questionnaire's code ahead) and the network quiet again, then the press; from
//    the click (event.timeStamp) to the frame in which the first section's heading and first question are painted;
//  - cold: the introduction loaded with an empty HTTP cache (the person logged in) and "Start" clicked by the page
//    itself as soon as the link is shown (an init script's MutationObserver: no test runner's reaction time in the
//    span), from navigation start to that frame (a section's own address cannot be loaded before anything is
//    answered: the app shows the introduction), split at "Start" shown; the JavaScript fetched on the way, gzip as
//    the browser fetches it (Resource Timing's encoded body sizes), the app's chunks and the published modules apart,
//    and each request's start and end.
// Target (issue 21): within one round trip (the profile's request latency), and no more JavaScript on the first
// route. A pair's difference varies more than a round trip, so the verdict is on the pairs' median difference and its
// 95 % interval (publication-verdict.ts): met, NOT MET, or undecided (more pairs needed). It is judged on the two
// emulated networks: the loopback has no network round trip (a request there is 3-9 ms, the server's own time, while
// a cold pair's difference varies by +-25 ms, so an interval within it would need thousands of pairs); its figures
// print beside them, with no verdict. Figures print; nothing here fails on a time. Environment: BENCH_APP_DIST
// (dist-bench-app), BENCH_RUNS (3), BENCH_PUBLICATION_PAIRS (a number, or per profile: `normal:12,desktop:8,slow:2`,
// the default), BENCH_PUBLICATION_PORT (4194; the sandbox on the next port), CHROMIUM_PATH,
// BENCH_PUBLICATION_PROFILES (normal,desktop,slow), BENCH_PUBLICATION_RESULTS (test-results/publication-bench),
// BENCH_PUBLICATION_CPU_PROFILE (a folder: each click and cold load traced, main-thread time side by side; see
// below). Run alone:
// `node --import ./server/registry/node-ts.mjs scripts/bench/publication-first-paint.ts` after a build.
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { MANIFEST_FILE } from '../../src/definition/publication/publication-contract';
import { chromiumLaunchOptions } from '../../tests/support/chromium-launch';
import { bundledVersion, type StoreVersion, writeStore } from '../../tests/e2e/published-definitions-store';
import { textsIn } from '../../tests/e2e/questionnaire-texts';
import { loginThroughUi } from '../../tests/e2e/journey';
import { SLOW_4G } from './journey-profiles';
import { type SpanTrace, startTrace, writeSpanSideBySide } from './publication-trace';
import { pairedDifference } from './publication-verdict';
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
 * BENCH_PUBLICATION_CPU_PROFILE: a folder for a Chromium trace (with V8's sampling profiler) of each click and cold
 * load, and tables of the renderer main thread's time (publication-trace.ts) from the click to the section's paint,
 * and on the cold load from navigation start to "Start" shown and from there to the paint: its tasks' wall and
 * thread (CPU) time and the self time by function (median of the runs) on both paths: where a difference comes from,
 * and a figure a busy machine's descheduling does not inflate. Tracing's own cost is in both paths alike.
 */
const CPU_PROFILES = process.env.BENCH_PUBLICATION_CPU_PROFILE;
/** A speed of this bench: CPU and network emulation as the journey bench's, and whether the round trip is judged. */
interface PublicationProfile {
  id: string;
  name: string;
  cpuRate: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  /** False on the loopback: no network round trip to be within (its figures print, with no verdict). */
  judged: boolean;
}

const MBIT = (1024 * 1024) / 8;
/**
 * The loopback; Lighthouse's desktop network (desktopDense4G: 40 ms round trip, 10 Mbit/s), its round trip applied as
 * DevTools' request latency without the 3.75 adjustment Lighthouse makes for DevTools throttling, so that "one round
 * trip" is the strictest reading (40 ms, not 150); and the journey bench's 4x CPU with slow 4G (562.5 ms).
 */
const ALL_PROFILES: readonly PublicationProfile[] = [
  { id: 'normal', name: 'normal speed, the loopback', cpuRate: 1, judged: false },
  {
    id: 'desktop',
    name: 'normal CPU, desktop network (40 ms round trip, 10 Mbit/s)',
    cpuRate: 1,
    network: { latency: 40, downloadThroughput: 10 * MBIT, uploadThroughput: 10 * MBIT },
    judged: true,
  },
  { id: 'slow', name: '4x CPU slowdown, slow 4G', cpuRate: 4, network: SLOW_4G, judged: true },
];
const PUBLICATION_PROFILES = ALL_PROFILES.filter(
  (profile) =>
    !process.env.BENCH_PUBLICATION_PROFILES || process.env.BENCH_PUBLICATION_PROFILES.split(',').includes(profile.id),
);

/**
 * Pairs of each measure per session (BENCH_PUBLICATION_PAIRS): a verdict within a round trip needs many pairs, and a
 * pair in a session already open costs no login (BENCH_RUNS sessions, so RUNS x PAIRS pairs of each). A number for
 * every profile, or per profile (`normal:12,desktop:8,slow:2`: a cold load at slow 4G takes 9 s, and its round trip
 * of 562 ms is far wider than a pair's spread).
 */
const PAIRS_SETTING = process.env.BENCH_PUBLICATION_PAIRS ?? 'normal:12,desktop:8,slow:2';
const pairsFor = (profile: PublicationProfile): number => {
  if (/^\d+$/.test(PAIRS_SETTING)) return Number(PAIRS_SETTING);
  const named = PAIRS_SETTING.split(',').find((part) => part.split(':')[0] === profile.id);
  return Number(named?.split(':')[1] ?? 4);
};

type Build = 'bundled' | 'runtime';
/** One click's measure. */
interface Click {
  /** Its main-thread time in a trace (BENCH_PUBLICATION_CPU_PROFILE only). */
  trace?: SpanTrace;
  /** The files the click fetched before the section was painted (names). */
  afterClick: string[];
  clickMs: number;
}
/** One cold load's measure. */
interface Cold {
  /** Its main-thread time before "Start" was shown and after it, in a trace (BENCH_PUBLICATION_CPU_PROFILE only). */
  trace?: Record<string, SpanTrace>;
  coldMs: number;
  /** When the page clicked "Start", from navigation start (ms). */
  coldClickAt: number;
  /** Gzip bytes of JavaScript fetched from the cold load's start to the first section: the app's, the modules. */
  appJs: number;
  moduleJs: number;
  modules: number;
  /** The manifest request's round trip on the page's clock (request sent to first byte), ms; 0 with no store. */
  manifestRtt: number;
  /** Each JavaScript file of the cold path: its name (hashes kept) and gzip bytes as fetched. */
  scripts: { name: string; bytes: number }[];
  /** Each request up to the paint: its name, start and end (responseEnd) from navigation start, ms. */
  requests: { name: string; start: number; end: number }[];
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
    // The shown screen's, not those of a screen the app keeps hidden beside it (src/app/shell/screen-boxes.ts).
    const question = document.querySelector('[id^="field__"]:not([data-hidden-screen] *)');
    if (!shown(document.querySelector('h1:not([data-hidden-screen] *)')) || !shown(question)) return;
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
    // The cold trace's span before the press ends here (BENCH_PUBLICATION_CPU_PROFILE).
    (window as unknown as { startClickedAt: number }).startClickedAt = performance.mark('start-shown').startTime;
    link.click();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

async function throttle(context: BrowserContext, page: Page, profile: PublicationProfile): Promise<void> {
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

/** The two paths in the order a pair measures them: alternating, so neither is always first. */
const inTurn = (index: number): Build[] => (index % 2 === 0 ? ['bundled', 'runtime'] : ['runtime', 'bundled']);

/**
 * The publication store as `build` needs it: written once with every section published anew; "bundled" is the same
 * folder with its manifest moved aside (nginx answers 404, the app keeps its bundled definitions), so switching
 * between the two paths within a pair takes a rename, not a registry's compile.
 */
function storeFor(build: Build): void {
  const manifest = join(store, MANIFEST_FILE);
  const aside = `${manifest}.aside`;
  if (build === 'runtime' && existsSync(aside)) renameSync(aside, manifest);
  if (build === 'bundled' && existsSync(manifest)) renameSync(manifest, aside);
}

/**
 * Leaves the app for a page of its origin that is not the app, and empties the tab's sessionStorage there (the
 * drafts the app sealed on leaving, the questionnaire's pin among them): the next load starts as a person's who
 * logged in and opened the introduction, whichever path the load before it ran on.
 */
async function leaveTheApp(page: Page): Promise<void> {
  await page.goto('/before-app.js');
  await page.evaluate(() => sessionStorage.clear());
}

/** The click's measure on `build`: the introduction read, the pointer onto "Start", the press, the first section. */
async function measureClick(page: Page, profile: PublicationProfile, build: Build, name: string): Promise<Click> {
  storeFor(build);
  await leaveTheApp(page);
  await page.goto('/steps/questionnaire-info');
  // A request under way is not seen until it ends (networkQuiet): at slow 4G one takes over a second.
  const quietMs = profile.network && profile.network.latency > 100 ? 2500 : 1000;
  await networkQuiet(page, quietMs);
  // As a person: the pointer reaches "Start" before the press (their first act on the page: what the introduction
  // fetches then counts as before the click, as in the journey bench's walk), and the press once the page is quiet.
  const start = page.getByRole('link', { name: textsIn('sk').start });
  await start.hover();
  await networkQuiet(page, quietMs);
  const tracing = CPU_PROFILES ? await startTrace(page.context().browser()!, page, CPU_PROFILES) : undefined;
  await start.click();
  const clickMs = await sectionPainted(page);
  const trace = await tracing?.stop(name, {
    click: { from: { mark: 'first-section-click' }, to: { mark: 'first-section-painted' } },
  });
  // What the click still had to fetch (its code or a module the introduction had not fetched ahead).
  const afterClick = await page.evaluate(() => {
    const { start, end } = (window as unknown as { firstSection: { start: number; end: number } }).firstSection;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= start && entry.startTime <= end)
      .map((entry) => new URL(entry.name).pathname.replace(/^.*\//, ''));
  });
  return { clickMs, afterClick, trace: trace?.click };
}

/**
 * One cold load on `build`: the introduction loaded with an empty HTTP cache and "Start" clicked by the page as soon
 * as it shows (clickStartOnSight, an init script from the first cold load on): the app's code, the manifest and the
 * first module all on the way to the first section.
 */
async function measureCold(page: Page, build: Build, name: string): Promise<Cold> {
  storeFor(build);
  await leaveTheApp(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const tracing = CPU_PROFILES ? await startTrace(page.context().browser()!, page, CPU_PROFILES) : undefined;
  await page.goto('/steps/questionnaire-info');
  const coldMs = await sectionPainted(page, true);
  const coldClickAt = await page.evaluate(() => (window as unknown as { startClickedAt: number }).startClickedAt);
  const trace = await tracing?.stop(name, {
    // Navigation start is the page's time origin: the mark's time before it.
    beforeStart: { from: { mark: 'start-shown', beforeMs: coldClickAt }, to: { mark: 'start-shown' } },
    afterStart: { from: { mark: 'start-shown' }, to: { mark: 'first-section-painted' } },
  });
  // Only what was asked for before the section was painted: the next section's module follows it on purpose.
  const fetched = await page.evaluate(
    (painted) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.startTime <= painted)
        .map(({ name, encodedBodySize, requestStart, responseStart, startTime, responseEnd }) => ({
          path: new URL(name).pathname,
          bytes: encodedBodySize,
          rtt: responseStart - requestStart,
          start: startTime,
          end: responseEnd,
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
    coldMs,
    coldClickAt,
    appJs: scripts.filter((entry) => !modules.includes(entry)).reduce((sum, entry) => sum + entry.bytes, 0),
    moduleJs: modules.reduce((sum, entry) => sum + entry.bytes, 0),
    modules: modules.length,
    manifestRtt: manifest?.rtt ?? 0,
    scripts: scripts.map((entry) => ({ name: shortName(entry.path), bytes: entry.bytes })),
    // A file asked for again (the manifest: read at start and by the questionnaire) is a row of its own.
    requests: fetched.map(({ path, start, end }, index) => {
      const again = fetched.slice(0, index).filter((earlier) => earlier.path === path).length;
      return { name: `${shortName(path)}${again > 0 ? ` (again ${again})` : ''}`, start, end };
    }),
  };
}

/** A file's name without its folder; a published module's (its hash) shortened. */
const shortName = (path: string): string => {
  const name = path.replace(/^.*\//, '');
  return /^[0-9a-f]{64}\.js$/.test(name) ? `${name.slice(0, 12)}… (module)` : name;
};

/**
 * One session (a fresh browser context, one lead logged in): pairs of clicks, then as many pairs of cold loads,
 * each pair both paths back to back, the first of a pair alternating.
 */
async function oneSession(
  browser: Browser,
  origin: string,
  profile: PublicationProfile,
  runNo: number,
): Promise<{ clicks: Record<Build, Click>[]; colds: Record<Build, Cold>[] }> {
  const context = await browser.newContext({ baseURL: origin, locale: 'sk-SK', viewport: { width: 412, height: 915 } });
  try {
    await context.addInitScript(firstSectionProbe);
    const page = await context.newPage();
    // A cold load at 4x CPU with slow 4G takes several seconds; a minute is a stuck run, not a slow one.
    page.setDefaultTimeout(120_000);
    const lead = (await (
      await page.request.post('/sandbox/leads', { data: { at: 'questionnaire', lang: 'sk' } })
    ).json()) as { email: string; password: string };
    storeFor('bundled');
    await page.goto('/login');
    await loginThroughUi(page, lead.email, lead.password, 'sk');
    await page.waitForURL('**/steps/questionnaire-info');
    // From the introduction on (the login's own checks wait 5 s, which a cold load at slow 4G exceeds); the
    // introduction's prefetching and everything measured run at the profile's speed.
    await throttle(context, page, profile);
    const clicks: Record<Build, Click>[] = [];
    for (let pair = 0; pair < pairsFor(profile); pair += 1) {
      const click = {} as Record<Build, Click>;
      for (const build of inTurn(runNo + pair))
        click[build] = await measureClick(page, profile, build, `click-${build}-${profile.id}-${runNo}-${pair}`);
      clicks.push(click);
    }
    await page.addInitScript(clickStartOnSight);
    const colds: Record<Build, Cold>[] = [];
    for (let pair = 0; pair < pairsFor(profile); pair += 1) {
      const cold = {} as Record<Build, Cold>;
      for (const build of inTurn(runNo + pair))
        cold[build] = await measureCold(page, build, `cold-${build}-${profile.id}-${runNo}-${pair}`);
      colds.push(cold);
    }
    return { clicks, colds };
  } finally {
    await context.close();
  }
}

/**
 * The cold path's JavaScript file by file, both paths side by side (the last run of each; a file's bytes do not change
 * between runs): where a difference in the total comes from. A published module is "(module)".
 */
function writeScriptsSideBySide(runs: Record<Build, Cold[]>): void {
  const last = (build: Build) => new Map(runs[build].at(-1)?.scripts.map((file) => [file.name, file.bytes]) ?? []);
  const bundled = last('bundled');
  const runtime = last('runtime');
  const names = [...new Set([...bundled.keys(), ...runtime.keys()])].sort(
    (a, b) => (runtime.get(b) ?? 0) + (bundled.get(b) ?? 0) - (runtime.get(a) ?? 0) - (bundled.get(a) ?? 0),
  );
  write(`    the cold path's JavaScript, file by file (gzip; - not fetched):`);
  for (const name of names) {
    const cell = (bytes: number | undefined) => (bytes === undefined ? '-' : kb(bytes)).padStart(10);
    const mark =
      bundled.has(name) && runtime.has(name) ? '' : bundled.has(name) ? '   bundled only' : '   runtime only';
    write(`      ${name.padEnd(48)} ${cell(bundled.get(name))} ${cell(runtime.get(name))}${mark}`);
  }
}

/**
 * The cold path's requests up to the section's paint, both paths side by side: per file the median start and end
 * (ms from navigation start) over the loads, and where "Start" was shown: what ran before the introduction's paint,
 * in what order, and what the published path asks for that the bundled one does not.
 */
function writeRequestsSideBySide(colds: Record<Build, Cold[]>): void {
  const timesOf = (build: Build) => {
    const byName = new Map<string, { start: number[]; end: number[] }>();
    for (const cold of colds[build])
      for (const request of cold.requests) {
        const times = byName.get(request.name) ?? { start: [], end: [] };
        times.start.push(request.start);
        times.end.push(request.end);
        byName.set(request.name, times);
      }
    return byName;
  };
  const bundled = timesOf('bundled');
  const runtime = timesOf('runtime');
  const span = (times: { start: number[]; end: number[] } | undefined, loads: number) =>
    (times
      ? `${median(times.start).toFixed(0)}–${median(times.end).toFixed(0)}${times.start.length < loads ? ` (${times.start.length}/${loads})` : ''}`
      : '-'
    ).padStart(16);
  const names = [...new Set([...bundled.keys(), ...runtime.keys()])].sort(
    (a, b) =>
      Math.min(median(bundled.get(a)?.start ?? [Infinity]), median(runtime.get(a)?.start ?? [Infinity])) -
      Math.min(median(bundled.get(b)?.start ?? [Infinity]), median(runtime.get(b)?.start ?? [Infinity])),
  );
  const startShown = (build: Build) => median(colds[build].map((cold) => cold.coldClickAt));
  write(
    `    the cold path's requests up to the paint, median start–end from navigation start, ms ("Start" shown at ` +
      `${startShown('bundled').toFixed(0)} / ${startShown('runtime').toFixed(0)}; (n/m): fetched in n of m loads):`,
  );
  write(`      ${''.padEnd(48)} ${'bundled'.padStart(16)} ${'runtime'.padStart(16)}`);
  for (const name of names)
    write(
      `      ${name.slice(0, 48).padEnd(48)} ${span(bundled.get(name), colds.bundled.length)} ${span(runtime.get(name), colds.runtime.length)}`,
    );
}

/**
 * One figure of both paths measured in pairs: medians, the pairs' difference with its interval, and the verdict
 * against `rtt`, one round trip (none on the loopback: no verdict, figures only).
 */
function writePaired(
  missedName: string,
  name: string,
  pairs: { bundled: number; runtime: number }[],
  rtt: number | undefined,
): void {
  const bundled = median(pairs.map((pair) => pair.bundled));
  const runtime = median(pairs.map((pair) => pair.runtime));
  const difference = pairedDifference(
    pairs.map((pair) => pair.runtime - pair.bundled),
    rtt ?? Number.NaN,
  );
  const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(1)}`;
  const interval =
    difference.low === undefined
      ? 'no 95 % interval with fewer than 6 pairs'
      : `95 % interval ${signed(difference.low)} to ${signed(difference.high!)} ms`;
  if (rtt !== undefined && difference.verdict !== 'met')
    missed.push(
      `first section, ${missedName}: runtime ${signed(difference.median)} ms (${interval}, ${difference.pairs} pairs)` +
        `${difference.verdict === 'undecided' ? ': undecided, more pairs needed' : ''}`,
    );
  const verdict =
    rtt === undefined ? 'no network round trip: not judged' : `within one round trip: ${difference.verdict}`;
  write(
    `    ${name.padEnd(34)} ${`${bundled.toFixed(0)} ms`.padStart(10)} ${`${runtime.toFixed(0)} ms`.padStart(10)} ` +
      `${`${signed(difference.median)} ms`.padStart(11)}   ${verdict}`,
  );
  write(`      ${difference.pairs} pairs, the difference's median ${signed(difference.median)} ms, ${interval}`);
}

const store = join(tmpdir(), `bench-publication-store-${PORT}`);
rmSync(store, { recursive: true, force: true });
// Written once, with the registry's own module source; "bundled" moves its manifest aside (storeFor).
await writeStore(
  store,
  SECTIONS.map((id) => ({ current: republished(id) })),
);
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
  write('   404); "runtime": every section published anew, its module fetched, integrity-checked and run. Measured in');
  write(
    `   pairs, both paths back to back in the same browser, in turn: ${RUNS} sessions (a fresh browser context and`,
  );
  write(`   lead each) of BENCH_PUBLICATION_PAIRS (${PAIRS_SETTING}) pairs of clicks and of cold loads. click: as a`);
  write('   person acts on the introduction: read until the network is quiet, the pointer onto "Start", quiet again,');
  write('   then the press; from the click to the frame showing the heading and first question. cold: the');
  write(
    '   introduction loaded with an empty HTTP cache and "Start" clicked by the page itself as soon as the link is',
  );
  write("   shown (no test runner's reaction in the span), from navigation start to that frame, and the JavaScript");
  write("   fetched on the way. Target: runtime within one round trip of bundled (the pairs' median difference, its");
  write('   whole 95 % interval), and no more JavaScript on the first route.');
  for (const profile of PUBLICATION_PROFILES) {
    const clicks: Record<Build, Click>[] = [];
    const colds: Record<Build, Cold>[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const session = await oneSession(browser, server.origin, profile, run);
      clicks.push(...session.clicks);
      colds.push(...session.colds);
    }
    const all = <T>(pairs: Record<Build, T>[]): Record<Build, T[]> => ({
      bundled: pairs.map((pair) => pair.bundled),
      runtime: pairs.map((pair) => pair.runtime),
    });
    const coldRuns = all(colds);
    const clickRuns = all(clicks);
    const of = (build: Build, pick: (cold: Cold) => number) => median(coldRuns[build].map(pick));
    // One round trip: the request latency the profile adds. The loopback's request (the manifest's, as the page
    // measured it) prints for reference; it is the server's time, not a network's.
    const rtt = profile.judged ? profile.network?.latency : undefined;
    write(
      `\n  ${profile.name} (${
        rtt === undefined
          ? `a request's own time: ${of('runtime', (cold) => cold.manifestRtt).toFixed(1)} ms, no network round trip`
          : `one round trip: ${rtt.toFixed(1)} ms`
      })`,
    );
    write(`    ${''.padEnd(34)} ${'bundled'.padStart(10)} ${'runtime'.padStart(10)} ${'difference'.padStart(11)}`);
    writePaired(
      `${profile.name}, click on "Start" to first paint`,
      'click on "Start" to first paint',
      clicks.map((pair) => ({ bundled: pair.bundled.clickMs, runtime: pair.runtime.clickMs })),
      rtt,
    );
    writePaired(
      `${profile.name}, cold: navigation to first paint`,
      'cold: navigation to first paint',
      colds.map((pair) => ({ bundled: pair.bundled.coldMs, runtime: pair.runtime.coldMs })),
      rtt,
    );
    // Before the press and after it: where a difference of the cold figure is.
    const afterStart = (cold: Cold) => cold.coldMs - cold.coldClickAt;
    write(
      `      of which navigation to "Start" shown: ${of('bundled', (cold) => cold.coldClickAt).toFixed(0)} / ` +
        `${of('runtime', (cold) => cold.coldClickAt).toFixed(0)} ms (pairs' median difference ` +
        `${median(colds.map((pair) => pair.runtime.coldClickAt - pair.bundled.coldClickAt)).toFixed(1)}); "Start" to ` +
        `paint: ${of('bundled', afterStart).toFixed(0)} / ${of('runtime', afterStart).toFixed(0)} ms (` +
        `${median(colds.map((pair) => afterStart(pair.runtime) - afterStart(pair.bundled))).toFixed(1)})`,
    );
    const js = (build: Build) => of(build, (cold) => cold.appJs + cold.moduleJs);
    const jsOk = js('runtime') <= js('bundled');
    if (!jsOk) missed.push(`first section, ${profile.name}: JavaScript +${kb(js('runtime') - js('bundled'))}`);
    write(
      `    ${'JavaScript of the cold path, gzip'.padEnd(34)} ${kb(js('bundled')).padStart(10)} ${kb(js('runtime')).padStart(10)} ` +
        `${`${js('runtime') >= js('bundled') ? '+' : ''}${kb(js('runtime') - js('bundled'))}`.padStart(11)}` +
        `   no more JavaScript: ${jsOk ? 'met' : 'NOT MET'}`,
    );
    write(
      `      of which published modules ${''.padEnd(3)} ${kb(of('bundled', (cold) => cold.moduleJs)).padStart(10)} ` +
        `${kb(of('runtime', (cold) => cold.moduleJs)).padStart(10)}   (${of('runtime', (cold) => cold.modules)} fetched)`,
    );
    for (const build of ['bundled', 'runtime'] as const) {
      write(`    ${build} clicks, ms: ${clickRuns[build].map((click) => click.clickMs.toFixed(0)).join(', ')}`);
      write(
        `    ${build} cold loads, ms: ${coldRuns[build]
          .map((cold) => `${cold.coldMs.toFixed(0)} (Start at ${cold.coldClickAt.toFixed(0)})`)
          .join(', ')}`,
      );
    }
    const afterClick = (build: Build) => new Set(clickRuns[build].flatMap((click) => click.afterClick));
    const only = (build: Build, other: Build) => [...afterClick(build)].filter((name) => !afterClick(other).has(name));
    write(
      `      fetched after the click only with published modules: ${only('runtime', 'bundled').join(', ') || 'none'}`,
    );
    write(`      fetched after the click only with bundled ones: ${only('bundled', 'runtime').join(', ') || 'none'}`);
    const both = [...afterClick('bundled')].filter((name) => afterClick('runtime').has(name));
    write(`      fetched after the click by both: ${both.join(', ') || 'none'}`);
    writeScriptsSideBySide(coldRuns);
    writeRequestsSideBySide(coldRuns);
    if (CPU_PROFILES) {
      write(`    traces in ${CPU_PROFILES}:`);
      const traces = <T extends { trace?: unknown }>(
        runs: Record<Build, T[]>,
        pick: (run: T) => SpanTrace | undefined,
      ) => ({
        bundled: runs.bundled.flatMap((run) => pick(run) ?? []),
        runtime: runs.runtime.flatMap((run) => pick(run) ?? []),
      });
      writeSpanSideBySide(
        write,
        'the renderer main thread from the click to the paint',
        traces(clickRuns, (click) => click.trace),
      );
      writeSpanSideBySide(
        write,
        'cold: from navigation start to "Start" shown',
        traces(coldRuns, (cold) => cold.trace?.beforeStart),
      );
      writeSpanSideBySide(
        write,
        'cold: from "Start" shown to the paint',
        traces(coldRuns, (cold) => cold.trace?.afterStart),
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(store, { recursive: true, force: true });
}
mkdirSync(RESULTS, { recursive: true });
writeFileSync(PUBLICATION_REPORT, JSON.stringify({ missed }));
