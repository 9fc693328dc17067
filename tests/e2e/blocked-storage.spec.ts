import { expect, test } from './fixtures';

// A browser whose storage cannot be used (site data blocked, a sandboxed frame, a full quota) throws on the mere
// access to localStorage; the page must still start, in the address's language or Slovak.

test('with storage blocked the app still starts, in the language of the address', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Prihlásenie' })).toBeVisible();
  // The language switch works too; the choice is only not remembered.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.goto('/en/investment-questionnaire/not-a-link');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
