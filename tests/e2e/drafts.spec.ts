import { expect, test } from './fixtures';
import { registerThroughUi } from './journey';

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
  // Ticked as soon as the page shows: before the app has taken the page over, the tick is kept and made once it has.
  const consent = page.getByRole('checkbox', { name: /Súhlasím so spracúvaním/ });
  await consent.click();
  await expect(consent).toBeChecked();
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

test('going back and forward between steps keeps what was entered', async ({ page, request }) => {
  await registerThroughUi(page, request, 'back.forward@example.sk');
  await expect(page).toHaveURL('/steps/personal-info');
  await page.getByRole('textbox', { name: 'Meno', exact: true }).fill('Ľubomír');
  await page.goBack();
  await expect(page).toHaveURL('/registration');
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('back.forward@example.sk');
  await page.goForward();
  await expect(page).toHaveURL('/steps/personal-info');
  await expect(page.getByRole('textbox', { name: 'Meno', exact: true })).toHaveValue('Ľubomír');
});
