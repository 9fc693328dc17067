import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium-launch';
import { allowing } from './tests/e2e-registry/support/slowdown';

// The studio as the definition registry serves it (tests/e2e-registry): the registry on PGlite in a throwaway data
// folder, the development identity provider, and the studio built into the same folder, all on loopback.
// REGISTRY_E2E_PORT (default 6110) is the registry's port, the identity provider's is the next one, so two runs
// (engineers, CI jobs) can share a machine. The main process makes the folder here (Playwright starts the web
// servers before any globalSetup); the workers load this file again and inherit REGISTRY_E2E_DIR. The folder is
// removed when the main process exits, after Playwright has stopped the servers.
if (!process.env.REGISTRY_E2E_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'registry-e2e-'));
  process.env.REGISTRY_E2E_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  // REGISTRY_E2E_APP_DIST: a build of the app made for this run already (npm test's `dist`), copied to where the specs
  // look for the app (tests/e2e-registry/app-under-test.ts), so they serve it instead of building the same app again.
  const appDist = process.env.REGISTRY_E2E_APP_DIST;
  if (appDist && existsSync(join(appDist, 'index.html'))) cpSync(appDist, join(dir, 'app'), { recursive: true });
}
const dir = process.env.REGISTRY_E2E_DIR;
const port = Number(process.env.REGISTRY_E2E_PORT ?? 6110);
const idpPort = port + 1;
const origin = `http://127.0.0.1:${port}`;
// The specs find the identity provider here (a worker inherits the main process's environment).
process.env.REGISTRY_E2E_IDP_ORIGIN = `http://127.0.0.1:${idpPort}`;

const typescript = 'node --import ./server/registry/node-ts.mjs';
// Vite's own file rather than `npx vite`: npx starts npm first, about 0.4 CPU s a server for nothing.
const VITE = 'node node_modules/vite/bin/vite.js';
const env = { REGISTRY_PORT: String(port), DEV_IDP_PORT: String(idpPort), REGISTRY_LOG_LEVEL: 'warn' };

export default defineConfig({
  testDir: 'tests/e2e-registry',
  // One registry, one database: the specs share them, each on definitions of its own (support/registry-test.ts).
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Every clock here and in the specs is for a run alone, stretched by REGISTRY_E2E_SLOWDOWN (support/slowdown.ts).
  timeout: allowing(120_000),
  expect: { timeout: allowing(15_000) },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-registry.json' }]],
  outputDir: `test-results/e2e-registry-${port}`,
  use: {
    baseURL: origin,
    // Slovak first, as the firm's staff: the studio and the identity provider follow the browser's language.
    locale: 'sk-SK',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // Never servers started by hand: they would use the developer's own database (.registry-data).
  webServer: [
    {
      command: `${typescript} server/registry/dev-idp/main.ts`,
      url: `http://127.0.0.1:${idpPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: allowing(60_000),
      env,
    },
    {
      // The studio built for this run (a few seconds), then the registry serving it from the same folder.
      command:
        `${VITE} build --config vite.studio.config.ts --logLevel warn --outDir ${join(dir, 'studio')} && ` +
        `${typescript} server/registry/main.ts`,
      url: `${origin}/api/health`,
      reuseExistingServer: false,
      timeout: allowing(120_000),
      // The publication store too (issue 21): never the developer's .definitions-store, which `npm start` serves.
      env: {
        ...env,
        REGISTRY_DATA_DIR: join(dir, 'data'),
        REGISTRY_STUDIO_DIR: join(dir, 'studio'),
        PUBLICATION_DIR: join(dir, 'definitions'),
      },
    },
  ],
});
