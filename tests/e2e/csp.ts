import type { BrowserContext } from '@playwright/test';
import { contentSecurityPolicy } from '../../build/csp';

/** What the browser reported about the Content-Security-Policy while a test ran. */
export interface CspReport {
  /** Violations: `securitypolicyviolation` events and the console's "Content Security Policy" messages. */
  violations: string[];
  /** Pages of the app served without the app's CSP (the check would prove nothing for them). The sandbox's
   * own pages (`/sandbox/…`, e.g. the identity provider's) stand for other parties and send their own. */
  unprotected: string[];
}

declare global {
  interface Window {
    __reportCspViolation?: (line: string) => void;
  }
}

/**
 * Watches every page of the context: a listener for `securitypolicyviolation` added before any script of the
 * page runs, the console, and the CSP header of every HTML document the app's server sends.
 */
export async function watchCsp(
  context: BrowserContext,
  origin: string,
  // The preview server's policy unless told otherwise (nginx sends a nonce per response: tests/e2e-nginx).
  isExpected: (header: string | undefined) => boolean = (header) => header === contentSecurityPolicy(),
): Promise<CspReport> {
  const report: CspReport = { violations: [], unprotected: [] };
  await context.exposeFunction('__reportCspViolation', (line: string) => report.violations.push(line));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
      window.__reportCspViolation?.(
        `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${where}`,
      );
    });
  });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) report.violations.push(`console: ${message.text()}`);
  });
  context.on('response', async (response) => {
    if (response.request().resourceType() !== 'document' || !response.url().startsWith(origin)) return;
    if (new URL(response.url()).pathname.startsWith('/sandbox/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
    if (!isExpected(response.headers()['content-security-policy'])) report.unprotected.push(response.url());
  });
  return report;
}
