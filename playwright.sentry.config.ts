import { defineConfig } from '@playwright/test';
import { TEST_DSN } from './tests/e2e-sentry/ingest';
import { chromiumLaunchOptions } from './tests/support/chromium-launch';

// The error reporting test: the app built with VITE_SENTRY_DSN pointing at a loopback ingest that the spec starts
// (tests/e2e-sentry/ingest.ts) and every replay sampled, served by Vite's preview server with the sandbox and the
// CSP (whose connect-src then names the ingest). SENTRY_E2E_PORT, SENTRY_INGEST_PORT and SENTRY_E2E_DIST
// override the ports and the build folder; the build is made here, as it differs from the ordinary one.
const PORT = Number(process.env.SENTRY_E2E_PORT ?? 4190);
// Vite's own file rather than `npx vite`: npx starts npm first, about 0.4 CPU s a server for nothing.
const VITE = 'node node_modules/vite/bin/vite.js';
const DIST = process.env.SENTRY_E2E_DIST ?? 'dist-sentry';
const env = {
  VITE_SENTRY_DSN: TEST_DSN,
  VITE_SENTRY_REPLAYS_SESSION_SAMPLE_RATE: '1',
  VITE_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: '1',
};

export default defineConfig({
  testDir: 'tests/e2e-sentry',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 240_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-sentry.json' }]],
  outputDir: `test-results/e2e-sentry-${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // Without source maps (about an eighth of the build's CPU): the browser does not fetch them, so the envelopes
    // are the same.
    command: `${VITE} build --outDir ${DIST} --logLevel warn --sourcemap false && ${VITE} preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    env,
    url: `http://127.0.0.1:${PORT}/actuator/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
