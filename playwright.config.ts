import { defineConfig } from '@playwright/test';
import type { WorkerOrigins } from './tests/e2e/fixtures';
import { publicationDirOf } from './tests/e2e/published-definitions-store';
import { chromiumLaunchOptions, wholeChromiumLaunchOptions } from './tests/support/chromium-launch';

// E2E_PORT lets two runs share a machine: worker n uses the preview server on E2E_PORT + n.
const PORT = Number(process.env.E2E_PORT ?? 4173);
// E2E_DIST: serve another build folder than dist (e.g. one built for this run alone).
const DIST = process.env.E2E_DIST ?? 'dist';
// Two workers by default, each with a preview server (and so a sandbox) of its own: the tests reset and seed
// the sandbox, so two workers must never share one. Every test stands on its own (it resets or seeds what it
// needs), so the tests of one file are shared out between the workers too: the longest file no longer decides
// when the run ends.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const origins = Array.from({ length: WORKERS }, (_, index) => `http://127.0.0.1:${PORT + index}`);
// The specs that act on a prerendered page before the app has taken it over: they need the whole browser (see
// tests/support/chromium-launch.ts); the rest run in the lighter headless shell.
const BEFORE_THE_APP = /\/(shell|drafts|registration|help-button)\.spec\.ts$/;

export default defineConfig<WorkerOrigins>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey test walks several steps, each bounded by the 10 s expect timeout; the whole test gets two minutes,
  // as a shared two-core CI runner is slower than this machine (the child journey takes 37 s idle here, up to 50 s
  // under load, and failed once in CI under the former 60 s).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: `test-results/e2e-${PORT}`,
  use: {
    baseURL: origins[0],
    workerOrigins: origins,
    // Off: tracing every test nearly doubled a journey's time. To debug a failure, add --trace retain-on-failure.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'before-the-app', testMatch: BEFORE_THE_APP, use: { launchOptions: wholeChromiumLaunchOptions } },
    { name: 'app', testIgnore: BEFORE_THE_APP, use: { launchOptions: chromiumLaunchOptions } },
  ],
  // The built app, served by Vite's preview server with the provider sandbox mounted on the same origin, its answers
  // not gzipped (tests/support/uncompressed-preview.mjs: no test reads an encoding; CPU the run need not spend) and
  // its hashed chunks cached as production's nginx has them (a test's later full loads do not revalidate each).
  webServer: origins.map((origin, index) => ({
    command: `node tests/support/uncompressed-preview.mjs ${PORT + index} ${DIST}`,
    // Each server's own publication store (issue 21): a spec that publishes into it changes no other worker's app.
    env: { PUBLICATION_DIR: publicationDirOf(PORT + index) },
    url: `${origin}/actuator/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  })),
});
