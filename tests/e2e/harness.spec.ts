import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

test.describe('the built app on the sandbox', () => {
  test('opens the landing page, gets the onboarding token and passes axe (sk)', async ({ page, context }) => {
    const tokenAnswer = page.waitForResponse((r) => r.url().endsWith('/oauth/onboarding-token'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Otvorte si investičný účet online' })).toBeVisible();
    expect((await tokenAnswer).status()).toBe(200);
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'wem_auth')).toBe(true);

    const cookie = (await context.cookies()).find((c) => c.name === 'wem_auth');
    expect(cookie?.secure).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    await expect(page.getByRole('link', { name: 'Otvoriť účet' })).toHaveAttribute('href', '/registration');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    await expectNoAxeViolations(page);
  });

  test('switches to English when the address starts with /en, and passes axe', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1, name: 'Open an investment account online' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page);
  });

  test('shows what the sandbox sent in its outbox panel', async ({ page, request }) => {
    await request.post('/sandbox/reset');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'wem_auth')).toBe(true);
    const auth = (await page.context().cookies()).find((c) => c.name === 'wem_auth');
    const sent = await request.post('/production/v1/onboarding/send-email-code?lang=sk', {
      headers: { Authorization: `Bearer ${auth?.value ?? ''}` },
      data: { email: 'outbox.test@example.com' },
    });
    expect(sent.status()).toBe(200);
    const outbox = (await (await request.get('/sandbox/outbox')).json()) as { code?: string }[];
    const code = outbox.at(-1)?.code;
    expect(code).toMatch(/^\d{6}$/);

    // The landing page loads the app (and with it the panel's count) when the person first acts: here, the mouse
    // moving.
    await page.mouse.move(10, 10);
    await page.getByRole('button', { name: /Sandbox: odoslané správy \(1\)/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Odoslané e-maily a SMS (sandbox)' });
    await expect(drawer.getByTestId('outbox-code')).toHaveText(code ?? 'missing');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
