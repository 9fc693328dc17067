import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, registerThroughUi } from './journey';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

test('logging out revokes the lead token at the provider: a copy of it is refused afterwards', async ({ page, request }) => {
  await registerThroughUi(page, request, 'odhlaseny@example.sk');
  const token = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'wem_lead')?.value ?? '');
  expect(token).not.toBe('');
  const status = () => request.get('/production/v1/onboarding/get-verification-status', { headers: { Authorization: `Bearer ${token}` } });
  expect((await status()).status()).toBe(200);

  const revoked = page.waitForResponse((response) => response.url().endsWith('/production/v1/onboarding/logout'));
  await page.getByRole('button', { name: JOURNEY_TEXTS.sk.logout, exact: true }).click();
  await expect(page).toHaveURL('/login');
  expect((await revoked).status()).toBe(200);
  expect((await status()).status()).toBe(401);
});
