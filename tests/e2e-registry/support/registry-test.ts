import { type BrowserContext, type Cookie, type Page, test as base, expect } from '@playwright/test';
import { SESSION_COOKIE } from '../../../server/registry/auth/cookies';
import { DEV_STAFF, type DevStaffMember } from '../../../server/registry/dev-idp/dev-staff';
import { watchCsp, type CspReport } from '../../e2e/csp';
import { logCpu } from './cpu-log';

export { expect };
export { expectNoAxeViolations } from '../../e2e/axe';
export { expectReflow } from '../../e2e/steps/journey-context';

/**
 * The registry's end-to-end tests (playwright.registry.config.ts): one registry and one database for the whole
 * run, so each spec edits definitions no other spec edits (sign-in.spec: schemas/steps/login.json; drafts.spec:
 * schemas/questionnaire/e-sustainability.json; the journeys: others, named in their spec).
 *
 * ```ts
 * import { test, expect, signInAs, staff } from './support/registry-test';
 * test('…', async ({ page, browser }) => {
 *   await signInAs(page, 'author-1');              // through the identity provider's own pages
 *   const approver = await newStaffPage(browser, 'approver'); // a second person, in a browser context of its own
 * });
 * ```
 * Every page of every context made through the fixtures (`page`, `newStaffPage`) is watched for CSP violations,
 * and each studio page must come with the studio's policy: either fails the test when it ends.
 */

export type StaffLogin = 'author-1' | 'author-2' | 'approver' | 'auditor' | 'admin' | 'visitor';

/** A seeded member of staff of the development identity provider (server/registry/dev-idp/dev-staff.ts). */
export function staff(login: StaffLogin): DevStaffMember {
  const member = DEV_STAFF.find((candidate) => candidate.login === login);
  if (!member) throw new Error(`no seeded staff member ${login}`);
  return member;
}

/** The studio's sign-in button, the identity provider's fields and button, in any of the three languages. */
const SIGN_IN = /^(Prihlásiť sa|Sign in|Вход)$/;
const USER_NAME = /^(Používateľské meno|User name|Потребителско име)$/;
const PASSWORD = /^(Heslo|Password|Парола)$/;

/** The studio's page comes with its own policy: a per-request style nonce, scripts from the origin only, no eval. */
const isStudioPolicy = (header: string | undefined) =>
  !!header &&
  /(^|; )script-src 'self'(;|$)/.test(header) &&
  !header.includes('unsafe-eval') &&
  /style-src 'self' 'nonce-[^']+'/.test(header) &&
  header.includes("frame-ancestors 'none'") &&
  header.includes("connect-src 'self'");

/** The CSP reports of the running test's contexts. */
const reports: CspReport[] = [];

async function watched(context: BrowserContext, baseURL: string | undefined): Promise<BrowserContext> {
  reports.push(await watchCsp(context, new URL(baseURL ?? '').origin, isStudioPolicy));
  return context;
}

/**
 * Each person's registry session in this worker, from their first sign-in through the identity provider's pages:
 * the specs' later sign-ins as the same person start from it instead of the provider's pages again (about 35
 * sign-ins in a run, for six people), as a person stays signed in between two tasks. sign-in.spec.ts goes through
 * the provider's pages itself.
 */
const sessions = new Map<StaffLogin, Cookie>();

/**
 * Signs in from the studio's own page as a person does: the studio's "Sign in", the identity provider's form
 * (user name, password), back to the studio, which then names the person in its header. A person signed in before
 * in this worker comes back with their session (see `sessions`) unless it has ended (signed out, ended by an
 * administrator, timed out): the studio then shows its sign-in page, and they sign in again. `fresh`: through the
 * provider's pages even so, a session of its own (the same person in a second browser).
 */
export async function signInAs(page: Page, login: StaffLogin, { fresh = false } = {}): Promise<void> {
  const member = staff(login);
  const signedIn = page.getByRole('banner').filter({ hasText: member.name });
  const signInLink = page.getByRole('link', { name: SIGN_IN });
  const kept = fresh ? undefined : sessions.get(login);
  if (kept) await page.context().addCookies([kept]);
  await page.goto('/');
  if (kept) {
    await expect(signedIn.or(signInLink)).toBeVisible();
    if (await signedIn.isVisible()) return;
    sessions.delete(login);
  }
  await signInLink.click();
  await page.getByRole('textbox', { name: USER_NAME }).fill(member.login);
  await page.getByLabel(PASSWORD).fill(member.password);
  await page.getByRole('button', { name: SIGN_IN }).click();
  await expect(page.getByRole('banner')).toContainText(member.name);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  if (session) sessions.set(login, session);
}

export const test = base.extend<{
  cpuLog: void;
  cspWatch: void;
  newStaffPage: (login: StaffLogin, options?: { fresh?: boolean }) => Promise<Page>;
}>({
  // REGISTRY_E2E_CPU_LOG=<file>: each test's wall and CPU time (support/cpu-log.ts), around everything else it uses.
  cpuLog: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, testInfo) => logCpu(process.env.REGISTRY_E2E_CPU_LOG, testInfo.titlePath.join(' › '), provide),
    { auto: true },
  ],
  /** A second (third…) person: a browser context of its own, signed in as `login`. */
  newStaffPage: async ({ browser, baseURL, locale }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (login, options) => {
      const context = await watched(await browser.newContext({ baseURL, locale }), baseURL);
      contexts.push(context);
      const page = await context.newPage();
      await signInAs(page, login, options);
      return page;
    });
    for (const context of contexts) await context.close();
  },
  cspWatch: [
    async ({ context, baseURL }, provide) => {
      reports.length = 0;
      await watched(context, baseURL);
      await provide();
      for (const report of reports) {
        expect(report.violations, 'CSP violations').toEqual([]);
        // The registry's other HTML answers (the end of a sign-in) keep the API's own stricter policy.
        const studioPages = report.unprotected.filter((url) => new URL(url).pathname === '/');
        expect(studioPages, 'studio pages without the studio CSP').toEqual([]);
      }
    },
    { auto: true },
  ],
});
