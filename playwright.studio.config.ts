import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The studio's end-to-end tests (tests/e2e-studio) against `npm run studio` on 127.0.0.1:5174, editing a COPY of
// schemas/ and locales/ in a temporary folder, so a test never changes the repository's files. The main process
// makes the copy; the workers inherit STUDIO_DATA_DIR and find it set.
if (!process.env.STUDIO_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
  cpSync('schemas', join(dir, 'schemas'), { recursive: true });
  cpSync('locales', join(dir, 'locales'), { recursive: true });
  process.env.STUDIO_DATA_DIR = dir;
}

// STUDIO_PORT (default 5174) lets two runs share a machine.
const port = Number(process.env.STUDIO_PORT ?? 5174);

export default defineConfig({
  testDir: 'tests/e2e-studio',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous: the studio runs on the dev server (development React) and these machines are often busy.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-studio.json' }]],
  outputDir: 'test-results/e2e-studio',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `npx vite --config vite.studio.config.ts --logLevel warn --port ${port}`,
    url: `http://127.0.0.1:${port}/__studio/api/project`,
    // Never another studio: one started by hand would edit the repository's own files.
    reuseExistingServer: false,
    timeout: 90_000,
    env: { STUDIO_DATA_DIR: process.env.STUDIO_DATA_DIR },
  },
});
