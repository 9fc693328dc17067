import { expect, test } from './fixtures';

// Issue 24: a page loaded afresh without a prerendered page (an e-mailed reset-password link, a client's link, the
// verification result after the identity provider) asks for the app's code and its start texts together with the
// entry, not once the entry has arrived and run (build/route-preload.ts). Here the entry is held back: the app's
// chunks and texts must be asked for all the same.

test('a reset-password link asks for the app and its texts with the entry, before the entry has arrived', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/reset-password/tento-odkaz-neplati', { waitUntil: 'commit' });
  // While the entry is on its way: the app's code and its Slovak start texts (Slovak is every page's fallback).
  await expect.poll(() => requested.some((url) => /\/assets\/start-app-[\w-]+\.js$/.test(url))).toBe(true);
  await expect.poll(() => requested.some((url) => /\/assets\/errors-[\w-]+\.js$/.test(url))).toBe(true);
  expect(requested.some((url) => /\/assets\/reset-password-screen-/.test(url))).toBe(false);
  release();
  // The page then shows as before, its heading in English and focusable content, and nothing is asked twice.
  await expect(page.getByRole('heading', { level: 1, name: 'New password' })).toBeVisible();
  expect(requested.filter((url) => /\/assets\/start-app-[\w-]+\.js$/.test(url))).toHaveLength(1);
  expect(requested.filter((url) => /\/assets\/reset-password-screen-[\w-]+\.js$/.test(url))).toHaveLength(1);
});

test('a step page reloaded asks only for its own screen, not for the other routes’ screens', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.filter((url) => /\/assets\/forgot-password-screen-[\w-]+\.js$/.test(url))).toHaveLength(1);
  const others =
    /\/assets\/(registration|login|reset-password|personal-info|address-and-bank-account|contracts)-screen-/;
  expect(requested.filter((url) => others.test(url))).toEqual([]);
});
