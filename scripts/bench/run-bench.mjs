#!/usr/bin/env node
// `npm run bench`: the performance figures of issues 9 and 24 in one run, each printed beside its target.
//  1. JavaScript (gzip) per route of a fresh production build (the same sums as the budget check of npm test).
//  2. Keydown to the next frame (median, p95) on questionnaire sections, for the engine and for a plain RJSF
//     form of the same schema, at normal speed and with 4x CPU slowdown (bench-only page, scripts/bench/).
//  3. Lighthouse mobile performance and LCP of the landing page and a step, served by nginx as in production.
//  4. The definition registry's read endpoints at 50 concurrent connections: requests per second and p99, on PGlite
//     and on PostgreSQL (server/registry/bench/registry-load.ts).
//  5. The journey of issue 24 (journey.bench.ts, Playwright): every screen change of an onboarding, from the click
//     to the frame showing the next heading, less the provider's time, at normal speed and at 4x CPU with slow 4G.
//  6. Publishing the whole questionnaire in the registry (gates, then compiling and writing the publication store) and
//     the size of each published module (server/registry/publication/bench-publication.ts); the questionnaire's first
//     section, time to first paint and JavaScript with published modules against the bundled ones, behind nginx, at
//     normal speed and at 4x CPU with slow 4G (scripts/bench/publication-first-paint.ts, BENCH_PUBLICATION_PORT 4194),
//     in pairs of both paths (BENCH_PUBLICATION_PAIRS per run, e.g. `normal:30,slow:2`: its verdict within a round
//     trip is "undecided" until the pairs' 95 % interval decides it).
// Not part of npm test: latency depends on the machine. Environment: BENCH_APP_DIST (dist-bench-app),
// BENCH_KEYSTROKES (120: the p95 of 48 is the third-slowest key, which one hiccup of the machine moves),
// BENCH_RUNS (3: each latency figure is the median of that many runs, each in a page of its own), BENCH_NGINX_PORT
// (4192), BENCH_UPSTREAM_PORT (4191), CHROMIUM_PATH, BENCH_PARTS (which of
// js,latency,lighthouse,registry,journey,publication to run; all by default), BENCH_JOURNEY_PORT (4193).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { kb, routeJsSizes } from '../route-js-sizes.mjs';
import { lighthouse } from './lighthouse.mjs';
import { FLOOR, SCENARIOS, launchBrowser, measure } from './measure-latency.mjs';
import { serveStatic, startProductionServer } from './servers.mjs';

// Where the journey bench (journey.bench.ts) writes its report; journey-profiles.ts names the same folder.
const JOURNEY_RESULTS = process.env.BENCH_JOURNEY_RESULTS ?? 'test-results/journey-bench';

const APP_DIST = process.env.BENCH_APP_DIST ?? 'dist-bench-app';
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 120);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 4192);
const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 4191);
const TARGET_P95 = { 1: 16, 4: 33 };
const LIGHTHOUSE_TARGET = 95;
const LCP_TARGET_MS = 1800;
const PARTS = new Set((process.env.BENCH_PARTS ?? 'js,latency,lighthouse,registry,journey,publication').split(','));

const verdict = (ok) => (ok ? 'met' : 'NOT MET');
const ms = (n) => `${n.toFixed(1)} ms`.padStart(9);
const summary = [];
// Lines missed by a scenario beyond the issue's targets: printed at the end, not counted as targets.
const beyond = [];

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed`);
}

const needsApp = PARTS.has('js') || PARTS.has('lighthouse') || PARTS.has('journey') || PARTS.has('publication');
console.log(
  `Building${needsApp ? ` the app into ${APP_DIST}` : ''}${PARTS.has('latency') ? ' and the benchmark page into dist-bench' : ''} …`,
);
if (needsApp) run('npx', ['vite', 'build', '--outDir', APP_DIST, '--logLevel', 'warn']);
if (PARTS.has('latency')) run('npx', ['vite', 'build', '--config', 'scripts/bench/vite.config.ts']);

if (PARTS.has('js')) {
  console.log('\n== JavaScript per route, gzip (target: landing <= 190 KB, any screen <= 320 KB)');
  for (const { name, bytes, budget } of routeJsSizes(APP_DIST)) {
    const ok = bytes <= budget;
    if (!ok) summary.push(`JS ${name}: ${kb(bytes)} > ${kb(budget)}`);
    console.log(`  ${name.padEnd(70)} ${kb(bytes).padStart(10)}   target <= ${kb(budget)}   ${verdict(ok)}`);
  }
}

if (PARTS.has('latency')) {
  console.log(`\n== Keydown to next frame, Chromium at 412x915`);
  console.log(
    "   engine = the app's form (precompiled validator, live errors); plain RJSF = @rjsf/mui with defaults and the runtime AJV validator",
  );
  console.log(
    "   targets, on the largest section (A): engine p95 <= 16 ms at 1x, <= 33 ms at 4x CPU slowdown, and <= half of plain RJSF's p95",
  );
  console.log(
    `   each figure is the median of ${RUNS} runs of ${KEYSTROKES} keystrokes, the forms compared taking turns: how fast this machine is`,
  );
  console.log(
    "   drifts from minute to minute by more than the figures differ (the floor's p95 at 4x has ranged from 25 to 41 ms here)",
  );
  const browser = await launchBrowser();
  const page = await serveStatic('dist-bench');
  const middle = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
  };
  /** The figures of each job ({ scenario, form }) at `rate`: RUNS runs each, the jobs taking turns. */
  const figures = async (jobs, rate) => {
    const runs = jobs.map(() => []);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, job] of jobs.entries())
        runs[index].push(await measure(browser, page.origin, { ...job, rate, keystrokes: KEYSTROKES }));
    }
    return runs.map((list) => ({
      median: middle(list.map((one) => one.median)),
      p95: middle(list.map((one) => one.p95)),
      count: list.reduce((sum, one) => sum + one.count, 0),
      p95s: list.map((one) => one.p95.toFixed(1)).join(' / '),
    }));
  };
  const figure = (result, name = '') =>
    `${name ? `${name} ` : ''}median ${ms(result.median)} p95 ${ms(result.p95)} (n=${result.count}; p95 per run ${result.p95s})`;
  try {
    console.log(`\n  The floor of this machine (${FLOOR.name})`);
    for (const rate of [1, 4]) {
      const [floor] = await figures([{ scenario: FLOOR, form: 'none' }], rate);
      console.log(`    CPU ${rate}x  ${figure(floor)}`);
    }
    for (const scenario of SCENARIOS) {
      console.log(`\n  Section ${scenario.name}`);
      for (const rate of [1, 4]) {
        const [engine, rjsf] = await figures(
          [
            { scenario, form: 'engine' },
            { scenario, form: 'rjsf' },
          ],
          rate,
        );
        const absolute = engine.p95 <= TARGET_P95[rate];
        const relative = engine.p95 <= rjsf.p95 / 2;
        const missed = scenario.targets ? summary : beyond;
        if (!absolute)
          missed.push(`${scenario.section} ${rate}x: engine p95 ${engine.p95.toFixed(1)} ms > ${TARGET_P95[rate]} ms`);
        if (!relative)
          missed.push(
            `${scenario.section} ${rate}x: engine p95 ${engine.p95.toFixed(1)} ms > half of plain RJSF's ${rjsf.p95.toFixed(1)} ms`,
          );
        console.log(`    CPU ${rate}x  ${figure(engine, 'engine')}\n            ${figure(rjsf, 'plain RJSF')}`);
        console.log(
          `            p95 <= ${TARGET_P95[rate]} ms: ${verdict(absolute)};  p95 <= half of plain RJSF (${(rjsf.p95 / 2).toFixed(1)} ms): ${verdict(relative)}` +
            ` (engine/RJSF = ${(engine.p95 / rjsf.p95).toFixed(2)})`,
        );
      }
    }
  } finally {
    await page.close();
    await browser.close();
  }
}

if (PARTS.has('lighthouse')) {
  console.log(
    `\n== Lighthouse ${'12.8.2'} mobile (simulated slow 4G, 4x CPU), served by nginx with deploy/nginx's configuration`,
  );
  console.log(`   targets: performance >= ${LIGHTHOUSE_TARGET}, LCP <= ${LCP_TARGET_MS / 1000} s`);
  let server;
  try {
    server = await startProductionServer({ dist: APP_DIST, port: NGINX_PORT, upstream: UPSTREAM_PORT });
  } catch (error) {
    console.log(`  Lighthouse not run: the production server did not start (${error.message})`);
  }
  if (server) {
    try {
      for (const [name, path] of [
        ['landing page', '/'],
        ['registration step', '/registration'],
      ]) {
        const result = lighthouse(`${server.origin}${path}`);
        if ('error' in result) {
          console.log(`  ${name.padEnd(20)} Lighthouse could not run here: ${result.error}`);
          continue;
        }
        const scoreOk = result.score >= LIGHTHOUSE_TARGET;
        const lcpOk = result.lcpMs <= LCP_TARGET_MS;
        if (!scoreOk) summary.push(`Lighthouse ${name}: ${result.score} < ${LIGHTHOUSE_TARGET}`);
        if (!lcpOk) summary.push(`LCP ${name}: ${(result.lcpMs / 1000).toFixed(2)} s > ${LCP_TARGET_MS / 1000} s`);
        console.log(
          `  ${name.padEnd(20)} performance ${String(result.score).padStart(3)} (target >= ${LIGHTHOUSE_TARGET}: ${verdict(scoreOk)})` +
            `   LCP ${(result.lcpMs / 1000).toFixed(2)} s (target <= ${LCP_TARGET_MS / 1000} s: ${verdict(lcpOk)})` +
            `\n  ${''.padEnd(20)} FCP ${(result.fcpMs / 1000).toFixed(2)} s, total blocking time ${Math.round(result.tbtMs)} ms, speed index ${(result.siMs / 1000).toFixed(2)} s, CLS ${result.cls.toFixed(3)}`,
        );
      }
    } finally {
      await server.stop();
    }
  }
}

if (PARTS.has('journey')) {
  console.log(
    "\n== Journey: from a click (or back/forward) to the frame showing the next screen's heading, in the page",
  );
  console.log(
    "   a whole onboarding in Slovak on the sandbox with a fresh lead, the reset-password page and a client link's update;",
  );
  console.log(
    "   the provider's time (its answers' Resource Timing) taken out; targets: first visits p95 <= 100 ms at normal speed,",
  );
  console.log(
    '   <= 300 ms at 4x CPU with slow 4G, each return <= 50 ms, each full page load <= 1 s at 4x CPU with slow 4G',
  );
  const result = spawnSync('npx', ['playwright', 'test', '-c', 'scripts/bench/journey.config.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BENCH_APP_DIST: APP_DIST, BENCH_RUNS: String(RUNS) },
  });
  const file = `${JOURNEY_RESULTS}/report.json`;
  if (result.status !== 0)
    summary.push(`journey: a run failed (npx playwright test -c scripts/bench/journey.config.ts)`);
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    console.log(report.lines.join('\n'));
    summary.push(...report.missed);
  }
  // The full page loads measured on their own (journey-full-load.bench.ts): each load's heading found by its address,
  // with the requests that arrived before it.
  console.log('\n== Full page loads: navigation start to the heading shown, target <= 1 s at 4x CPU with slow 4G');
  const loads = spawnSync('npx', ['playwright', 'test', '-c', 'scripts/bench/journey-full-load.config.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BENCH_APP_DIST: APP_DIST, BENCH_RUNS: String(RUNS) },
  });
  const loadsFile = `${process.env.BENCH_FULL_LOAD_RESULTS ?? 'test-results/journey-full-load'}/report.json`;
  if (loads.status !== 0)
    summary.push('full page loads: a run failed (npx playwright test -c scripts/bench/journey-full-load.config.ts)');
  if (existsSync(loadsFile)) {
    const report = JSON.parse(readFileSync(loadsFile, 'utf8'));
    console.log(report.lines.join('\n'));
    summary.push(...report.missed);
  }
}

if (PARTS.has('registry')) {
  try {
    run(process.execPath, ['--import', './server/registry/node-ts.mjs', 'server/registry/bench/registry-load.ts']);
  } catch (error) {
    summary.push(`registry load figure: ${error.message}`);
  }
}

if (PARTS.has('publication')) {
  try {
    run(process.execPath, [
      '--import',
      './server/registry/node-ts.mjs',
      'server/registry/publication/bench-publication.ts',
    ]);
  } catch (error) {
    summary.push(`publication figure: ${error.message}`);
  }
  const report = 'test-results/publication-bench/report.json';
  rmSync(report, { force: true });
  try {
    run(process.execPath, ['--import', './server/registry/node-ts.mjs', 'scripts/bench/publication-first-paint.ts']);
  } catch (error) {
    summary.push(`first section with published modules: ${error.message}`);
  }
  if (existsSync(report)) summary.push(...JSON.parse(readFileSync(report, 'utf8')).missed);
}

console.log(`\n== ${summary.length === 0 ? 'every target met' : `targets not met:\n  ${summary.join('\n  ')}`}`);
if (beyond.length > 0)
  console.log(
    `   beyond the targets (scenarios the issue does not set them on), lines not met:\n  ${beyond.join('\n  ')}`,
  );
