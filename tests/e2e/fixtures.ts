import { expect, test as base } from '@playwright/test';
import { measureCpu } from '../support/cpu-per-test';
import { watchCsp } from './csp';

/**
 * Playwright's `test` with the worker's own app origin as `baseURL` and the CSP guard: every test fails after its own
 * steps if the browser reported a
 * Content-Security-Policy violation (or an app page came without the CSP). Specs import `test` and `expect`
 * from here instead of '@playwright/test'.
 */
export interface WorkerOrigins {
  /** One app origin per worker (playwright.config.ts): worker n talks to its own server and sandbox. */
  workerOrigins: string[];
}

export const test = base.extend<{ cpuLog: void; cspGuard: void; contractGuard: void } & WorkerOrigins>({
  workerOrigins: [[], { option: true }],
  // E2E_CPU_LOG=<file>: each test's wall and CPU time, set up before and torn down after everything else it uses.
  cpuLog: [
    async ({ baseURL }, use, testInfo) => {
      await measureCpu(process.env.E2E_CPU_LOG, baseURL, testInfo, () => use());
    },
    { auto: true },
  ],
  baseURL: async ({ baseURL, workerOrigins }, provide, testInfo) => {
    await provide(workerOrigins[testInfo.parallelIndex] ?? baseURL);
  },
  // The tests' calls to the sandbox, each on a connection of its own: a kept-alive connection that the server
  // closes after five idle seconds just as the next call goes out fails that call with ECONNRESET (seen once).
  request: async ({ playwright, baseURL }, provide) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Connection: 'close' } });
    await provide(request);
    await request.dispose();
  },
  cspGuard: [
    async ({ context, baseURL }, use, testInfo) => {
      const report = await watchCsp(context, baseURL ?? '');
      await use();
      if (report.violations.length > 0 || report.unprotected.length > 0) {
        await testInfo.attach('csp-report', { body: JSON.stringify(report, null, 2), contentType: 'application/json' });
      }
      expect(report.violations, 'Content-Security-Policy violations reported by the browser').toEqual([]);
      expect(report.unprotected, 'pages served without the app’s Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
  // The preview server's sandbox checks its every answer against the provider's OpenAPI document
  // (src/api/openapi); a test fails after its own steps if an answer it caused was not as documented.
  contractGuard: [
    async ({ request }, use) => {
      await request.delete('/sandbox/openapi/violations');
      await use();
      const violations: unknown = await (await request.get('/sandbox/openapi/violations')).json();
      expect(violations, 'sandbox answers not as the OpenAPI document says').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
