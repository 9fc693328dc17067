#!/usr/bin/env node
// `npm test`: every check in one run: type check, lint, definition lint, unit and component tests, the
// definition registry's tests on PGlite and on PostgreSQL, the production build with its budgets, end-to-end tests
// in Debian's Chromium, the build served by nginx, the error reporting's envelopes caught on loopback. Each
// step runs even when an earlier one failed (except what needs the build), and the last line is the summary
// CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const results = [];
/** Names of failed tests and the first lines of why, repeated under the summary: CI shows only the end of the log. */
const failedNames = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function step(name, command, args, { count, env = {} } = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  return record(name, run.status === 0, started, count);
}

/** Adds a finished step's counts (or one failure for a check without counts) and its line in the summary. */
function record(name, ok, started, count, beside = '') {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counted = count?.();
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
    skipped += counted.skipped;
    if (!ok && counted.failed === 0) failed += 1; // the runner itself failed (crash, config error)
  } else if (!ok) {
    failed += 1; // a check without test counts (type check, lint, build) counts as one failure
  }
  results.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s${beside})`);
  return ok;
}

/** Runs a command to its end with its output kept, to be printed whole so runs side by side do not interleave. */
function runQuietly(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ ok: code === 0, output }));
  });
}

/**
 * Checks without test counts run side by side (each uses one core), their output kept and printed whole once
 * each has ended, so the two do not interleave.
 */
async function sideBySide(checks) {
  const runs = checks.map(async ({ name, command, args }) => {
    const started = Date.now();
    return { name, command, args, started, ...(await runQuietly(command, args)) };
  });
  for (const { name, command, args, ok, output, started } of await Promise.all(runs)) {
    console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
    if (output) process.stdout.write(output);
    record(name, ok, started, undefined, ', beside the others of its group');
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

/** A Playwright run whose counts come from its JSON report. */
function playwrightStep(name, args, report) {
  return step(name, 'npx', ['playwright', 'test', ...args], { count: () => playwrightCount(report) });
}

/**
 * Playwright runs of one worker each (their own servers and ports), in lanes side by side: a lane's runs one after
 * the other, the lanes at once. Each spends much of its time waiting on its servers and browser, so two lanes on two
 * cores take about as long as the longer lane. Output is printed whole per run.
 */
async function playwrightLanes(lanes) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const { name, args, report } of lane) {
        const started = Date.now();
        const { ok, output } = await runQuietly('npx', ['playwright', 'test', ...args]);
        console.log(`\n=== ${name}: npx playwright test ${args.join(' ')}`);
        if (output) process.stdout.write(output);
        record(name, ok, started, () => playwrightCount(report), ', in a lane beside another');
      }
    }),
  );
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

const has = (script) => Boolean(JSON.parse(readFileSync('package.json', 'utf8')).scripts[script]);

await sideBySide([
  { name: 'type check', command: 'npx', args: ['tsc', '--noEmit', '-p', '.'] },
  { name: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
  { name: 'formatting', command: 'npx', args: ['prettier', '--check', '.'] },
  ...(has('lint:definitions')
    ? [{ name: 'definitions', command: 'npm', args: ['run', '--silent', 'lint:definitions'] }]
    : []),
]);
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

step('unit and component tests', 'npx', vitestArgs('test-results/unit.json'), {
  count: () => vitestCount('test-results/unit.json'),
});
// The definition registry (server/registry, its own Vitest config, Node): its API tests on PGlite, then once more on
// Debian's PostgreSQL in a throwaway cluster on loopback that scripts/registry-postgres.mjs starts and removes.
const registryConfig = ['-c', 'server/registry/vitest.config.ts'];
step('registry tests (PGlite)', 'npx', vitestArgs('test-results/registry-pglite.json', registryConfig), {
  count: () => vitestCount('test-results/registry-pglite.json'),
});
step(
  'registry tests (PostgreSQL)',
  'node',
  ['scripts/registry-postgres.mjs', 'npx', ...vitestArgs('test-results/registry-postgres.json', registryConfig)],
  { count: () => vitestCount('test-results/registry-postgres.json') },
);
const built = step('production build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
if (built) step('provider build has no sandbox', 'node', ['scripts/check-provider-build.mjs']);
if (built && has('budgets')) step('bundle budgets', 'npm', ['run', '--silent', 'budgets']);
if (built) {
  playwrightStep('end-to-end tests (Chromium)', [], 'test-results/e2e.json');
} else {
  results.push('skip end-to-end tests (no build)');
  failed += 1;
}

// The runs of one worker each, in two lanes side by side (about two minutes less than one after the other):
// - the same build behind Debian's nginx with the production configuration (deploy/nginx) and its headers;
// - the studio (npm run studio on 5174) and the app's dev server (5176) on a scratch copy of the repository in a
//   temporary folder (playwright.studio.config.ts); needs no build;
// - the app built with error reporting pointed at a loopback ingest: nothing personal or secret in what it sends
//   (its own build and port);
// - the studio as the registry serves it (its build, the registry on PGlite in a throwaway folder, the development
//   identity provider; playwright.registry.config.ts): staff sign in at the provider's pages, drafts and conflicts,
//   the workflow's journeys, publications reaching the app.
const nginx = { name: 'production serving (nginx)', args: ['-c', 'playwright.nginx.config.ts'] };
await playwrightLanes([
  [
    ...(built ? [{ ...nginx, report: 'test-results/e2e-nginx.json' }] : []),
    {
      name: 'studio end-to-end tests (Chromium)',
      args: ['-c', 'playwright.studio.config.ts'],
      report: 'test-results/e2e-studio.json',
    },
  ],
  [
    {
      name: 'error reporting envelopes (Chromium)',
      args: ['-c', 'playwright.sentry.config.ts'],
      report: 'test-results/e2e-sentry.json',
    },
    {
      name: 'registry studio end-to-end tests (Chromium)',
      args: ['-c', 'playwright.registry.config.ts'],
      report: 'test-results/e2e-registry.json',
    },
  ],
]);

console.log(`\n=== summary\n${results.join('\n')}`);
if (failedNames.length > 0) console.log(`failed tests:\n${failedNames.map((name) => `  ${name}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && results.every((r) => !r.startsWith('FAIL')) ? 0 : 1);
