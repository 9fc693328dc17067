import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../tests/support/chromium-launch.ts';
import { startTestRegistry, type TestRegistry } from '../testing/registry-harness.ts';

let registry: TestRegistry;
let browser: Browser;
beforeAll(async () => {
  registry = await startTestRegistry();
  browser = await chromium.launch(chromiumLaunchOptions);
});
afterAll(async () => {
  await browser?.close();
  await registry?.close();
});

describe('sign-in in Chromium', () => {
  it('by keyboard at the identity provider; the Strict, Secure cookie holds on http://127.0.0.1 and no script reads it', async () => {
    const page = await browser.newPage();
    // The studio's sign-in button leads here (tests/e2e-registry/sign-in.spec.ts signs in from the studio itself).
    await page.goto(`${registry.url}/auth/sign-in?returnTo=/api/session&lang=en`);
    await page.getByRole('heading', { name: 'Sign in to the definition registry' }).waitFor();
    await page.getByRole('textbox', { name: 'User name' }).fill('approver');
    await page.getByLabel('Password').fill('wrong');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Wrong user name or password.' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'User name' }).inputValue()).toBe('approver');
    await page.getByLabel('Password').fill('approver-pass');
    await page.keyboard.press('Enter');
    // The callback's page moves on to the path asked for, which already sees the session.
    await page.waitForURL(`${registry.url}/api/session`);

    // Cookies are per host, not per port: the identity provider's (127.0.0.1:another port) are in the list too.
    const cookies = (await page.context().cookies(registry.url)).filter((cookie) => cookie.name.includes('registry'));
    expect(
      cookies.map(({ name, httpOnly, secure, sameSite, path }) => ({ name, httpOnly, secure, sameSite, path })),
    ).toEqual([{ name: '__Host-registry-session', httpOnly: true, secure: true, sameSite: 'Strict', path: '/' }]);
    expect(await page.evaluate(() => document.cookie)).toBe('');

    await page.goto(`${registry.url}/api/session`);
    const session = JSON.parse((await page.locator('body').textContent()) ?? '{}') as { staff?: { id: string } };
    expect(session.staff?.id).toBe('approver');
    await page.close();
  });
});
