import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, registerThroughUi } from './journey';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

test('logging out revokes the lead token at the provider: a copy of it is refused afterwards', async ({
  page,
  request,
}) => {
  await registerThroughUi(page, request, 'odhlaseny@example.sk');
  const token = decodeURIComponent(
    (await page.context().cookies()).find((cookie) => cookie.name === 'wem_lead')?.value ?? '',
  );
  expect(token).not.toBe('');
  const status = () =>
    request.get('/production/v1/onboarding/get-verification-status', { headers: { Authorization: `Bearer ${token}` } });
  expect((await status()).status()).toBe(200);

  const revoked = page.waitForResponse((response) => response.url().endsWith('/production/v1/onboarding/logout'));
  await page.getByRole('button', { name: JOURNEY_TEXTS.sk.logout, exact: true }).click();
  await expect(page).toHaveURL('/login');
  expect((await revoked).status()).toBe(200);
  expect((await status()).status()).toBe(401);
});

test('a password changed in the tab ends the session there too: the old token is refused and the steps ask for a login', async ({
  page,
  request,
}) => {
  await registerThroughUi(page, request, 'zmena-hesla@example.sk');
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('zmena-hesla@example.sk');
  await page.getByRole('button', { name: 'Poslať odkaz' }).click();
  await expect(page.getByRole('status')).toContainText('zmena-hesla@example.sk');
  const messages = (await (await request.get('/sandbox/outbox?to=zmena-hesla%40example.sk')).json()) as {
    link?: string;
  }[];
  const link = messages.filter((m) => m.link?.includes('/reset-password/')).at(-1)?.link ?? '';
  await page.goto(new URL(link).pathname);
  await page.getByLabel(/^Nové heslo/).fill('nove-heslo-7');
  await page.getByLabel(/^Zopakujte nové heslo/).fill('nove-heslo-7');
  await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
  await expect(page).toHaveURL('/login');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'wem_lead')?.value ?? '').toBe('');

  // The steps ask for a login, not a "session expired" from a call made with the refused token.
  await page.goto('/steps/personal-info');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert').filter({ hasText: 'vypršalo' })).toHaveCount(0);
});
