import type { Page } from '@playwright/test';

/** The app's own script (src/app/start-app.tsx's chunk): a prerendered page loads it after the person's first act. */
export const APP_SCRIPT = /\/assets\/start-app-[\w-]+\.js$/;

/**
 * Holds the app's script back, as a slow phone network would, until the returned function is called: what the person
 * does meanwhile happens on the prerendered page before the app has it.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
