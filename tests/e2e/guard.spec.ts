import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { lastCodeSentTo } from './sandbox';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** Navigates inside the app as a link would (no reload, so the in-memory profile and the route history stay). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('the step guard keeps the questionnaire, its evaluation and the child’s data in their order', async ({
  page,
  request,
}) => {
  const email = 'guard.test@example.sk';
  await page.goto('/registration');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel(/^Heslo/).fill('tajne-heslo');
  await page.getByLabel('Zopakujte heslo').fill('tajne-heslo');
  await page.getByRole('button', { name: 'Poslať kód e-mailom' }).click();
  await page.getByRole('textbox', { name: /Overovací kód z e-mailu/ }).fill(await lastCodeSentTo(request, email));
  await page.getByRole('checkbox', { name: /Súhlasím so spracúvaním/ }).check();
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await expect(page).toHaveURL('/steps/personal-info');

  await navigateInApp(page, '/steps/questionnaire');
  await expect(page).toHaveURL('/steps/questionnaire-info');
  await navigateInApp(page, '/steps/questionnaire-evaluation');
  await expect(page).toHaveURL('/steps/questionnaire-info');
  await navigateInApp(page, '/steps/child-personal-info');
  await expect(page).toHaveURL('/steps/personal-info');
  await navigateInApp(page, '/steps/child-personal-info');
  await expect(page).toHaveURL('/steps/child-personal-info');
  await expectNoAxeViolations(page);
});
