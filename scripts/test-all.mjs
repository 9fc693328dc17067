#!/usr/bin/env node
// `npm test`: every check in one run: type check, lint, definition lint, unit and component tests, the
// definition registry's tests on PGlite and on PostgreSQL, the production build with its budgets, end-to-end tests
// in Debian's Chromium, the build served by nginx, the error reporting's envelopes caught on loopback. Each
// step runs even when an earlier one failed (except what needs the build), and the last line is the summary
// CI reads.
//
// The steps run side by side (see `runAll`): the browser tests and the unit tests at the machine's cores, and under
// them, at a lower CPU priority, the steps with no clock that could run out (the checks, the provider build),
// which so take the CPU time the browsers leave while they wait. Each step's output is printed whole when it ends,
// and the summary gives each step's time and the CPU time of its processes, with the load average.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

mkdirSync('test-results', { recursive: true });
/** Names of failed tests and the first lines of why, repeated under the summary: CI shows only the end of the log. */
const failedNames = [];
let passed = 0;
let failed = 0;
let skipped = 0;
const started = Date.now();
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const loadAtStart = load();
// Linux's clock ticks per second (USER_HZ), the unit of the times in /proc.
const TICKS = 100;
const busyAtStart = machineBusy();

/** Adds a finished step's counts (or one failure for a check without counts); returns its line of the summary. */
function record(name, ok, seconds, count, cpu) {
  const counted = count?.();
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
    skipped += counted.skipped;
    if (!ok && counted.failed === 0) failed += 1; // the runner itself failed (crash, config error)
  } else if (!ok) {
    failed += 1; // a check without test counts (type check, lint, build) counts as one failure
  }
  const cpuText = cpu === undefined ? '' : `, CPU ${cpu.toFixed(1)} s`;
  return `${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s${cpuText})`;
}

/**
 * Runs a command to its end with its output kept, to be printed whole so steps side by side do not interleave, and
 * the CPU time (user + system) of its processes, sampled (see cpuOfTree).
 */
function runQuietly(command, args, env = {}, niceness = 0) {
  return new Promise((done) => {
    // `npx <tool>` of a tool installed here runs its file in node_modules/.bin directly: npx starts npm first, about
    // 0.4 CPU s a step for nothing.
    const [tool, ...toolArgs] = args;
    const local = command === 'npx' && existsSync(`node_modules/.bin/${tool}`);
    const line = local ? [`node_modules/.bin/${tool}`, ...toolArgs] : [command, ...args];
    const [program, ...rest] = niceness ? ['nice', '-n', String(niceness), ...line] : line;
    const child = spawn(program, rest, { env: { ...process.env, FORCE_COLOR: '0', ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const seen = new Map();
    const tracked = { root: child.pid, seen };
    trackedTrees.add(tracked);
    child.on('close', (code) => {
      trackedTrees.delete(tracked);
      const cpu = seen.size > 0 ? [...seen.values()].reduce((sum, ticks) => sum + ticks, 0) / TICKS : undefined;
      done({ ok: code === 0, output, cpu });
    });
  });
}

/** The running steps' process trees: each `root` pid and its `seen` map (see sampleTrees). */
const trackedTrees = new Set();

/**
 * Adds to each tracked tree's `seen` (pid -> user + system ticks, the process's own, not its children's) every
 * process under its root, read from /proc once a second. A process's last reading stays when it ends, so browsers
 * and servers killed without being waited for still count (a wait's rusage, or bash's `times`, misses them); one
 * that lives less than a second may be missed, and a daemon that leaves the tree (the PostgreSQL cluster pg_ctl
 * starts) is not counted. Linux only: elsewhere no CPU time is given.
 */
function sampleTrees() {
  if (trackedTrees.size === 0) return;
  let names;
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return;
  }
  const children = new Map();
  const ticks = new Map();
  for (const name of names) {
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // After the command's name in parentheses: state, ppid, ... utime is field 14, stime field 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(fields[1]);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(Number(name));
    ticks.set(Number(name), Number(fields[11]) + Number(fields[12]));
  }
  for (const { root, seen } of trackedTrees) {
    const pending = [root];
    while (pending.length > 0) {
      const pid = pending.pop();
      if (ticks.has(pid)) seen.set(pid, ticks.get(pid));
      pending.push(...(children.get(pid) ?? []));
    }
  }
}
setInterval(sampleTrees, 1000).unref();

/** Busy CPU time of the whole machine so far (all cores, /proc/stat), in seconds; undefined where there is none. */
function machineBusy() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / TICKS;
  } catch {
    return undefined;
  }
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

/** Counts of a Playwright run from its JSON report, its failed tests' names kept for the summary. */
function playwrightCount(report) {
  const json = readJson(report);
  failedNames.push(...playwrightFailures(json));
  const stats = json?.stats;
  return stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

// Built from the escape character: a regular expression literal may not hold control characters (no-control-regex).
const TERMINAL_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first lines of an error message (what failed, on which locator), without terminal colours. */
function because(message) {
  const lines = (message ?? '')
    .replace(TERMINAL_COLOURS, '')
    .split('\n')
    .map((text) => text.trim())
    .filter(Boolean);
  return lines
    .slice(0, 3)
    .map((line) => `\n      ${line.slice(0, 200)}`)
    .join('');
}

const relative = (path) => path.replace(`${process.cwd()}/`, '');

/** Titles of the Playwright tests that failed in the end (after any retry), from its JSON report. */
function playwrightFailures(report) {
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        names.push(`${spec.file}:${spec.line} › ${[...trail, spec.title].join(' › ')}${because(error)}`);
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && !child.title.endsWith('.ts') ? [...trail, child.title] : trail);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return names;
}

/** Counts of a Vitest run from its JSON report, its failed tests' names kept for the summary. */
function vitestCount(reportPath) {
  const report = readJson(reportPath);
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failedNames.push(`${relative(file.name)} › ${test.fullName}${because(test.failureMessages?.[0])}`);
    }
  }
  return (
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    }
  );
}

const vitestArgs = (report, config = []) => [
  'vitest',
  'run',
  ...config,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

/**
 * Runs the steps side by side. A step starts once every step it comes `after` has ended (and, for `needs`, passed:
 * otherwise it is not run, and counts as one failure if `countsWhenSkipped`), and once the steps of its class running
 * leave room for its `cores` (about what it keeps busy on average); steps start in the order listed. The two classes
 * each have the machine's cores: `background` steps run at a lower CPU priority (nice 10), so they take what the
 * others leave (browsers wait on pages, servers and timers) and hardly slow them.
 */
async function runAll(steps, cores) {
  const lines = new Map();
  const ended = new Map();
  const running = new Set();
  const busy = { foreground: 0, background: 0 };
  // A step waits only for steps of this run (TEST_ONLY may leave some out).
  const names = new Set(steps.map((step) => step.name));
  await new Promise((allDone) => {
    const startReady = () => {
      let skippedOne = false;
      for (const step of steps) {
        if (lines.has(step.name) || running.has(step)) continue;
        const waits = [...(step.after ?? []), ...(step.needs ?? [])].filter((name) => names.has(name));
        if (!waits.every((name) => ended.has(name))) continue;
        const missing = (step.needs ?? []).filter((name) => names.has(name) && !ended.get(name));
        if (missing.length > 0) {
          lines.set(step.name, `skip ${step.name} (${missing.join(', ')} failed)`);
          ended.set(step.name, false);
          if (step.countsWhenSkipped) failed += 1;
          skippedOne = true;
          continue;
        }
        const kind = step.background ? 'background' : 'foreground';
        if (busy[kind] > 0 && busy[kind] + step.cores > cores) continue;
        running.add(step);
        busy[kind] += step.cores;
        const at = Date.now();
        console.log(`--- ${step.name} started (at ${((at - started) / 1000).toFixed(0)} s, load ${load()})`);
        void runQuietly(step.command, step.args, step.env, step.background ? 10 : 0).then(({ ok, output, cpu }) => {
          console.log(`\n=== ${step.name}: ${[step.command, ...step.args].join(' ')}`);
          if (output) process.stdout.write(output);
          lines.set(step.name, record(step.name, ok, (Date.now() - at) / 1000, step.count, cpu));
          ended.set(step.name, ok);
          running.delete(step);
          busy[kind] -= step.cores;
          startReady();
        });
      }
      // A step skipped may free one listed before it.
      if (skippedOne) startReady();
      else if (running.size === 0 && steps.every((step) => lines.has(step.name))) allDone();
    };
    startReady();
  });
  return steps.map((step) => lines.get(step.name));
}

const has = (script) => Boolean(JSON.parse(readFileSync('package.json', 'utf8')).scripts[script]);
const playwright = (name, config, report, more = {}) => ({
  name,
  command: 'npx',
  args: ['playwright', 'test', ...(config ? ['-c', config] : [])],
  count: () => playwrightCount(report),
  ...more,
});
const BUILD = 'production build';
const registryConfig = ['-c', 'server/registry/vitest.config.ts'];

// Cores: about what each step keeps busy on average. Among the foreground steps the unit tests come first, alone
// (their 5 s waits must not starve beside the browsers), then the registry's API tests; then the main end-to-end
// run, then the runs of one worker and the budgets, two at a time. The two longest runs of one worker (the registry
// studio, then the studio) run beside the main run instead, one after the other in the background (see their steps).
const STEPS = [
  { name: BUILD, command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'], cores: 2 },
  {
    name: 'unit and component tests',
    command: 'npx',
    args: vitestArgs('test-results/unit.json'),
    count: () => vitestCount('test-results/unit.json'),
    cores: 2,
  },
  // The definition registry (server/registry, its own Vitest config, Node): its API tests on PGlite, then once more
  // on Debian's PostgreSQL in a throwaway cluster on loopback that scripts/registry-postgres.mjs starts and removes
  // (much of that run waits on the cluster: the main end-to-end run starts beside it). Not under the browsers: their
  // tests have clocks of their own (120 s a test, 180 s a hook).
  {
    name: 'registry tests (PGlite)',
    command: 'npx',
    args: vitestArgs('test-results/registry-pglite.json', registryConfig),
    count: () => vitestCount('test-results/registry-pglite.json'),
    cores: 2,
  },
  {
    name: 'registry tests (PostgreSQL)',
    command: 'node',
    // Vitest's own file, not npx (see runQuietly).
    args: [
      'scripts/registry-postgres.mjs',
      'node_modules/.bin/vitest',
      ...vitestArgs('test-results/registry-postgres.json', registryConfig).slice(1),
    ],
    count: () => vitestCount('test-results/registry-postgres.json'),
    cores: 0.6,
  },
  // The main end-to-end run: two workers, each with its own preview server and sandbox.
  playwright('end-to-end tests (Chromium)', undefined, 'test-results/e2e.json', {
    needs: [BUILD],
    countsWhenSkipped: true,
    cores: 1.4,
  }),
  // The runs of one worker each, after the main run (0.7 cores each does not fit beside its 1.4), two at a time: run
  // beside it at the same priority, they made it lose races its tests do not lose alone (fresh-clone runs of stop 31).
  // The two longest run beside it at the lower priority instead (below). The runs of one worker each:
  // - the studio as the registry serves it (its build, the registry on PGlite in a throwaway folder, the development
  //   identity provider; playwright.registry.config.ts), serving this run's build of the app (REGISTRY_E2E_APP_DIST):
  //   staff sign in at the provider's pages, drafts and conflicts, the workflow's journeys, publications reaching
  //   the app;
  // - the studio (npm run studio on 5174) and the app's dev server (5176) on a scratch copy of the repository in a
  //   temporary folder (playwright.studio.config.ts); needs no build;
  // - the app built with error reporting pointed at a loopback ingest: nothing personal or secret in what it sends
  //   (its own build and port);
  // - the same build behind Debian's nginx with the production configuration (deploy/nginx) and its headers.
  //
  // The registry studio's run (270 s, the longest of them) starts with the main run instead, as a background step at
  // the lower priority: it takes the CPU the main run leaves (its browsers wait on pages and timers: about 0.4 of two
  // cores over its 600 s), so the main run hardly notices it, and the chain no longer ends with 270 s of it after the
  // main run. After the registry's API tests: their clocks, and the checks that take the background before them.
  // Every clock of it is stretched 2.5 times (REGISTRY_E2E_SLOWDOWN, tests/e2e-registry/support/slowdown.ts): at a
  // third of a core its journey (43 s alone) ran over its own 300 s once (77197d8, load 10), and a run of 33f0579 ended
  // after 193 s with no test counted: its servers' start (the studio's build, the registry on PGlite), 60 + 120 s.
  playwright(
    'registry studio end-to-end tests (Chromium)',
    'playwright.registry.config.ts',
    'test-results/e2e-registry.json',
    {
      after: [BUILD, 'registry tests (PGlite)'],
      env: { REGISTRY_E2E_APP_DIST: 'dist', REGISTRY_E2E_SLOWDOWN: '2.5' },
      background: true,
      cores: 0.7,
    },
  ),
  // The studio's run (120 s alone, about a core: its browser and two dev servers) follows the registry studio's in
  // the background, so it too takes what the main run leaves instead of adding 120 s after it: in 4ff7d9e's run the
  // two cores were about 1.7 busy during the main run (0.3 free, about 170 CPU s) and the registry studio's run ended
  // some 140 s before it. One run in the background at a time: the main run is never beside two. Its tests have
  // 180 s each and expectations of 20 s (a dev server's page).
  playwright('studio end-to-end tests (Chromium)', 'playwright.studio.config.ts', 'test-results/e2e-studio.json', {
    after: ['registry studio end-to-end tests (Chromium)'],
    background: true,
    cores: 0.7,
  }),
  playwright('error reporting envelopes (Chromium)', 'playwright.sentry.config.ts', 'test-results/e2e-sentry.json', {
    cores: 0.7,
  }),
  playwright('production serving (nginx)', 'playwright.nginx.config.ts', 'test-results/e2e-nginx.json', {
    needs: [BUILD],
    cores: 0.7,
  }),
  // The budgets open each route in Chromium too, with waits of their own: after the main run like the others.
  ...(has('budgets')
    ? [{ name: 'bundle budgets', command: 'npm', args: ['run', '--silent', 'budgets'], needs: [BUILD], cores: 0.7 }]
    : []),
  // Below them: the checks side by side, then the provider build.
  { name: 'type check', command: 'npx', args: ['tsc', '--noEmit', '-p', '.'], background: true, cores: 0.5 },
  { name: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'], background: true, cores: 0.5 },
  { name: 'formatting', command: 'npx', args: ['prettier', '--check', '.'], background: true, cores: 0.5 },
  // No step of its own for `npm run lint:definitions`: the unit tests run that command and assert its exit code and
  // "0 problems" (tests/definitions/lint-definitions.test.ts), and lint the project's definitions in-process too.
  {
    name: 'provider build has no sandbox',
    command: 'node',
    args: ['scripts/check-provider-build.mjs'],
    needs: [BUILD],
    background: true,
    cores: 1,
  },
];

// TEST_ONLY=<part of a name>,…: only those steps (e.g. `TEST_ONLY=nginx,budgets`), to try the runner itself.
const only = process.env.TEST_ONLY?.split(',').filter(Boolean);
const chosen = only ? STEPS.filter((step) => only.some((part) => step.name.includes(part))) : STEPS;
const lines = await runAll(chosen, Number(process.env.TEST_CORES ?? Math.max(2, availableParallelism())));
const total = ((Date.now() - started) / 1000).toFixed(0);
// On a machine running nothing else, the machine's busy CPU time is the run's own.
const busy = busyAtStart === undefined ? '' : `, the machine's CPU busy ${(machineBusy() - busyAtStart).toFixed(0)} s`;
console.log(`\n=== summary (${total} s${busy}; load average ${loadAtStart} at the start, ${load()} at the end)`);
console.log(lines.join('\n'));
if (failedNames.length > 0) console.log(`failed tests:\n${failedNames.map((name) => `  ${name}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && lines.every((line) => !line.startsWith('FAIL')) ? 0 : 1);
