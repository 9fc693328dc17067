import { type Page } from '@playwright/test';
import { expect, expectReflow, signInAs, test, type StaffLogin } from './support/registry-test';

// WCAG 1.4.10 (reflow): each workflow screen at 320 px wide (a phone, or 1280 px at 400 % zoom), as the role that
// works there sees it, scrolls only up and down, with no field's label cut short and no text over its neighbour's.
const SCREENS: readonly { login: StaffLogin; hash: string }[] = [
  { login: 'author-1', hash: '#workflow/changes' },
  { login: 'author-1', hash: '#workflow/propose' },
  { login: 'author-1', hash: '#workflow/history' },
  { login: 'author-1', hash: '#workflow/history/questionnaire-a' },
  { login: 'approver', hash: '#workflow/changes' },
  { login: 'auditor', hash: '#workflow/audit' },
  { login: 'admin', hash: '#workflow/sessions' },
];

async function open(page: Page, hash: string) {
  await page.goto(`/${hash}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Its lists come from the registry after the heading: measured once they have.
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
}

for (const { login, hash } of SCREENS)
  test(`${hash} as ${login} at 320 px: nothing runs off sideways or is cut short`, async ({ page }) => {
    await signInAs(page, login);
    await page.setViewportSize({ width: 320, height: 700 });
    await open(page, hash);
    await expectReflow(page);
  });
