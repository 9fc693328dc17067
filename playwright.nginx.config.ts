import { defineConfig } from '@playwright/test';
import { ACCESS_LOG } from './tests/e2e-nginx/access-log';
import { DEFINITIONS_DIR } from './tests/e2e-nginx/definitions-store';
import { CONNECT_SRC } from './tests/e2e-nginx/expected-headers';
import { chromiumLaunchOptions } from './tests/support/chromium-launch';

// The production serving smoke test: the built app served by Debian's nginx with deploy/nginx's configuration,
// the provider API proxied to a `vite preview` server with the sandbox. Ports differ from the main end-to-end
// run's (4173) so both can run on one machine; NGINX_PORT, NGINX_UPSTREAM_PORT and NGINX_DIST override them.
const PORT = Number(process.env.NGINX_PORT ?? 4180);
const UPSTREAM = Number(process.env.NGINX_UPSTREAM_PORT ?? 4181);
const DIST = process.env.NGINX_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e-nginx',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-nginx.json' }]],
  outputDir: `test-results/e2e-nginx-${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Off: tracing every test nearly doubled a journey's time. To debug a failure, add --trace retain-on-failure.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      // The provider: the sandbox of Vite's preview server (its own copy of the app is not used).
      command: `npx vite preview --host 127.0.0.1 --port ${UPSTREAM} --strictPort --outDir ${DIST}`,
      url: `http://127.0.0.1:${UPSTREAM}/actuator/health`,
      // The sandbox reads the publication store nginx serves, as the provider reads the registry's (issue 21).
      env: { PUBLICATION_DIR: DEFINITIONS_DIR },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node tests/e2e-nginx/start-nginx.mjs',
      env: {
        NGINX_PORT: String(PORT),
        NGINX_UPSTREAM_PORT: String(UPSTREAM),
        NGINX_DIST: DIST,
        WEM_CONNECT_SRC: CONNECT_SRC,
        NGINX_ACCESS_LOG: ACCESS_LOG,
      },
      // Through nginx to the sandbox: both servers are up and the proxy works.
      url: `http://127.0.0.1:${PORT}/actuator/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
