import { expect, test as base } from '@playwright/test';
import { watchCsp } from '../e2e/csp';
import { isProductionCsp } from './expected-headers';

/**
 * Playwright's `test` with the CSP guard of the end-to-end tests, for pages served by nginx: every test fails
 * on any Content-Security-Policy violation, or on an app page without the production policy and its nonce.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context, baseURL }, use, testInfo) => {
      const report = await watchCsp(context, baseURL ?? '', isProductionCsp);
      // Trusted Types (require-trusted-types-for 'script'): a refused sink throws a TypeError in the page, which
      // Chromium does not always report as a securitypolicyviolation; an uncaught one or its console line counts.
      const isTrustedTypes = (text: string) =>
        /requires 'Trusted(HTML|Script|ScriptURL)' assignment|Trusted Types/.test(text);
      context.on('weberror', (error) => {
        if (isTrustedTypes(String(error.error()))) report.violations.push(`trusted types: ${String(error.error())}`);
      });
      context.on('console', (message) => {
        if (isTrustedTypes(message.text())) report.violations.push(`trusted types: ${message.text()}`);
      });
      await use();
      if (report.violations.length > 0 || report.unprotected.length > 0) {
        await testInfo.attach('csp-report', { body: JSON.stringify(report, null, 2), contentType: 'application/json' });
      }
      expect(report.violations, 'Content-Security-Policy violations reported by the browser').toEqual([]);
      expect(report.unprotected, 'pages served without the production Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
