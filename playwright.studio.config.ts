import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { makeScratchTree, removeScratchTree } from './tests/e2e-studio/scratch-tree';
import { chromiumLaunchOptions } from './tests/support/chromium-launch';

// The studio's end-to-end tests (tests/e2e-studio), on a scratch working tree in a temporary folder
// (tests/e2e-studio/scratch-tree.ts), so a test never changes the repository's files. Two servers run from it:
// the studio (`npm run studio`), editing the tree's schemas/ and locales/ (STUDIO_DATA_DIR), and the app's own
// dev server (`npm start`, with its sandbox), which must pick up what the studio saves.
// The main process makes the tree here, not in a globalSetup (Playwright starts the web servers before that);
// the workers load this file again and inherit STUDIO_E2E_TREE. The same process removes the tree when it exits,
// after Playwright has stopped the web servers: a globalTeardown runs while they still run (and write to it).
if (!process.env.STUDIO_E2E_TREE) {
  const { tree, cacheDir } = makeScratchTree(fileURLToPath(new URL('.', import.meta.url)));
  process.env.STUDIO_E2E_TREE = tree;
  process.env.STUDIO_E2E_APP_CACHE = cacheDir;
  process.on('exit', () => removeScratchTree(tree));
}
// The tests read the files the studio wrote from here (tests/e2e-studio/*.spec.ts).
process.env.STUDIO_DATA_DIR = process.env.STUDIO_E2E_TREE;

// Vite's own file rather than `npx vite`: npx starts npm first, about 0.4 CPU s a server for nothing (the
// scratch tree links node_modules).
const VITE = 'node node_modules/vite/bin/vite.js';

// STUDIO_PORT (default 5174) and APP_PORT (default STUDIO_PORT + 2: 5176, beside `npm start`'s 5173) let two
// runs share a machine.
const port = Number(process.env.STUDIO_PORT ?? 5174);
const appPort = Number(process.env.APP_PORT ?? port + 2);
// The specs find the scratch app here (a worker inherits the main process's environment).
process.env.STUDIO_E2E_APP_ORIGIN = `http://127.0.0.1:${appPort}`;

export default defineConfig({
  testDir: 'tests/e2e-studio',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous: both run on dev servers (the app with development React) and these machines are often busy.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-studio.json' }]],
  // Per port: Playwright empties its output folder when a run starts, and runs may share the machine.
  outputDir: `test-results/e2e-studio-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Off: tracing every test nearly doubled a journey's time. To debug a failure, add --trace retain-on-failure.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // Never servers started by hand: they would serve and edit the repository's own files.
  webServer: [
    {
      // React's production build (NODE_ENV=production): the same studio code without React's development checks,
      // which made each test about a fifth slower; what a person sees and does is the same.
      command: `NODE_ENV=production ${VITE} --config vite.studio.config.ts --logLevel warn --port ${port}`,
      url: `http://127.0.0.1:${port}/__studio/api/project`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: { STUDIO_DATA_DIR: process.env.STUDIO_E2E_TREE ?? '' },
    },
    {
      // As `npm start` runs it, from the tree; the sandbox answers /actuator/health once the server is up.
      command: `${VITE} --host 127.0.0.1 --port ${appPort} --strictPort --logLevel warn`,
      cwd: process.env.STUDIO_E2E_TREE,
      url: `http://127.0.0.1:${appPort}/actuator/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      // Always the built-in sandbox, whatever provider the developer's shell names.
      env: { APP_CACHE_DIR: process.env.STUDIO_E2E_APP_CACHE ?? '', VITE_API_BASE_URL: '' },
    },
  ],
});
