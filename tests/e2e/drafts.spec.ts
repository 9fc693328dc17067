import { expect, test } from './fixtures';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

test('what a person typed survives maintenance mode', async ({ page, request }) => {
  await page.clock.install();
  await page.goto('/registration');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('still.here@example.sk');
  await page.getByLabel(/^Heslo/).fill('tajne-heslo');
  await request.post('/sandbox/health', { data: { status: 'DOWN' } });
  await page.clock.runFor(25_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prebieha údržba');
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeHidden();
  await request.post('/sandbox/health', { data: { status: 'UP' } });
  await page.clock.runFor(25_000);
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('still.here@example.sk');
  await expect(page.getByLabel(/^Heslo/)).toHaveValue('tajne-heslo');
});

test('what a person typed survives a language switch, and the texts change', async ({ page }) => {
  await page.goto('/registration');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('still.here@example.sk');
  await page.getByRole('checkbox', { name: /Súhlasím so spracúvaním/ }).check();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('still.here@example.sk');
  await expect(page.getByRole('checkbox', { name: /I consent to the processing/ })).toBeChecked();
  await page.getByRole('button', { name: 'Български' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Регистрация');
  await expect(page.getByRole('textbox', { name: 'Имейл', exact: true })).toHaveValue('still.here@example.sk');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Регистрация');
});
