import { type BrowserContext, type Page, test as base, expect } from '@playwright/test';
import { DEV_STAFF, type DevStaffMember } from '../../../server/registry/dev-idp/dev-staff';
import { watchCsp, type CspReport } from '../../e2e/csp';

export { expect };
export { expectNoAxeViolations } from '../../e2e/axe';

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
 * Signs in from the studio's own page as a person does: the studio's "Sign in", the identity provider's form
 * (user name, password), back to the studio, which then names the person in its header.
 */
export async function signInAs(page: Page, login: StaffLogin): Promise<void> {
  const member = staff(login);
  await page.goto('/');
  await page.getByRole('link', { name: SIGN_IN }).click();
  await page.getByRole('textbox', { name: USER_NAME }).fill(member.login);
  await page.getByLabel(PASSWORD).fill(member.password);
  await page.getByRole('button', { name: SIGN_IN }).click();
  await expect(page.getByRole('banner')).toContainText(member.name);
}

export const test = base.extend<{ cspWatch: void; newStaffPage: (login: StaffLogin) => Promise<Page> }>({
  /** A second (third…) person: a browser context of its own, signed in as `login`. */
  newStaffPage: async ({ browser, baseURL, locale }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (login) => {
      const context = await watched(await browser.newContext({ baseURL, locale }), baseURL);
      contexts.push(context);
      const page = await context.newPage();
      await signInAs(page, login);
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
