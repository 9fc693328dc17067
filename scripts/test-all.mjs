#!/usr/bin/env node
// `npm test`: every check in one run: type check, lint, definition lint, unit and component tests, the
// production build with its budgets, end-to-end tests in Debian's Chromium, the build served by nginx. Each
// step runs even when an earlier one failed (except what needs the build), and the last line is the summary
// CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function step(name, command, args, { count } = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const ok = run.status === 0;
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
  results.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  return ok;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const has = (script) => Boolean(JSON.parse(readFileSync('package.json', 'utf8')).scripts[script]);

step('type check', 'npx', ['tsc', '--noEmit', '-p', '.']);
step('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
if (has('lint:definitions')) step('definitions', 'npm', ['run', '--silent', 'lint:definitions']);
step('unit and component tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'], {
  count: () => {
    const report = readJson('test-results/unit.json');
    return report && { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
  },
});
const built = step('production build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
if (built) step('provider build has no sandbox', 'node', ['scripts/check-provider-build.mjs']);
if (built && has('budgets')) step('bundle budgets', 'npm', ['run', '--silent', 'budgets']);
if (built) {
  step('end-to-end tests (Chromium)', 'npx', ['playwright', 'test'], {
    count: () => {
      const stats = readJson('test-results/e2e.json')?.stats;
      return stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
    },
  });
  // The same build behind Debian's nginx with the production configuration (deploy/nginx) and its headers.
  step('production serving (nginx)', 'npx', ['playwright', 'test', '-c', 'playwright.nginx.config.ts'], {
    count: () => {
      const stats = readJson('test-results/e2e-nginx.json')?.stats;
      return stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
    },
  });
} else {
  results.push('skip end-to-end tests (no build)');
  failed += 1;
}

// The studio (npm run studio on 5174) on a temporary copy of schemas/ and locales/; needs no build.
step('studio end-to-end tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'playwright.studio.config.ts'], {
  count: () => {
    const stats = readJson('test-results/e2e-studio.json')?.stats;
    return stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  },
});

console.log(`\n=== summary\n${results.join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && results.every((r) => !r.startsWith('FAIL')) ? 0 : 1);
