import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs share a machine (each starts its own preview server).
const PORT = Number(process.env.E2E_PORT ?? 4173);
// E2E_DIST: serve another build folder than dist (e.g. one built for this run alone).
const DIST = process.env.E2E_DIST ?? 'dist';

// Debian's Chromium, never a downloaded browser (this machine cannot download one; CI installs the package).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: `test-results/e2e-${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The built app, served by Vite's preview server with the provider sandbox mounted on the same origin.
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}/actuator/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
