import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, chooseLanguage, loginThroughUi, registerThroughUi } from './journey';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

const IDLE_MS = 15 * 60_000;

/**
 * Lets `ms` pass on the page's clock in steps of 10 s, each given a moment of real time: the health check
 * (every 25 s, 20 s time limit) then gets its answer, instead of timing out in one leap and showing maintenance.
 */
async function pass(page: Page, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 10_000) {
    await page.clock.runFor(Math.min(10_000, left));
    await page.waitForTimeout(30);
  }
}

test('15 minutes without activity end the session with a notice; logging in again gives back what was typed', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const email = 'necinny@example.sk';
  await registerThroughUi(page, request, email);
  await page.getByRole('textbox', { name: 'Meno', exact: true }).fill('Ida');
  await page.getByRole('textbox', { name: 'Priezvisko', exact: true }).fill('Nečinná');
  await page.getByRole('textbox', { name: 'Meno', exact: true }).press('Tab');

  // Activity keeps the session: ten minutes, a key, ten more.
  await pass(page, 10 * 60_000);
  await page.keyboard.press('Shift');
  await pass(page, 10 * 60_000);
  await expect(page).toHaveURL('/steps/personal-info');

  await pass(page, IDLE_MS);
  await expect(page).toHaveURL('/login');
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'Po 15 minútach bez aktivity sme vás z bezpečnostných dôvodov odhlásili.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Odhlásili sme vás');
  await expect(page.getByRole('button', { name: JOURNEY_TEXTS.sk.logout, exact: true })).toHaveCount(0);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('wem_lead');

  await loginThroughUi(page, email, 'tajne-heslo');
  await expect(page).toHaveURL('/steps/personal-info');
  await expect(page.getByRole('textbox', { name: 'Meno', exact: true })).toHaveValue('Ida');
  await expect(page.getByRole('textbox', { name: 'Priezvisko', exact: true })).toHaveValue('Nečinná');
});

for (const [lang, text] of [
  ['en', 'For your security we logged you out after 15 minutes without activity.'],
  ['bg', 'От съображения за сигурност прекратихме сесията ви след 15 минути без активност.'],
] as const) {
  test(`${lang}: the idle notice in the person's language`, async ({ page }) => {
    await page.clock.install();
    const lead = (await (
      await page.request.post('/sandbox/leads', { data: { at: 'questionnaire', lang } })
    ).json()) as { email: string; password: string };
    await page.goto('/login');
    await chooseLanguage(page, lang);
    await loginThroughUi(page, lead.email, lead.password, lang);
    await expect(page).toHaveURL('/steps/questionnaire-info');
    await pass(page, IDLE_MS + 1000);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  });
}
