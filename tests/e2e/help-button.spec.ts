import type { Page } from '@playwright/test';
import bgFaq from '../../locales/bg/faq.json' with { type: 'json' };
import bgHelp from '../../locales/bg/help.json' with { type: 'json' };
import enFaq from '../../locales/en/faq.json' with { type: 'json' };
import enHelp from '../../locales/en/help.json' with { type: 'json' };
import skFaq from '../../locales/sk/faq.json' with { type: 'json' };
import skHelp from '../../locales/sk/help.json' with { type: 'json' };
import { expect, test } from './fixtures';

import { openSignedIn } from './sign-in';

// Issue 17: on a phone the floating help button covered the end of the registration's marketing-consent line, before
// any scrolling. Now it stands in the page's flow below 1400 px and floats only where the margin beside the page's
// column is wider than it (src/app/shell/help-button.tsx). Nothing may lie under it, at rest or at the page's end.

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

const HELP = { sk: skHelp, en: enHelp, bg: bgHelp } as const;
const FAQ = { sk: skFaq, en: enFaq, bg: bgFaq } as const;
const WIDTHS = [320, 390, 768, 1440] as const;
const height = (width: number) => (width < 1000 ? 844 : 900);

/** Every visible text and control whose box the help button's box overlaps, even in part. */
async function underTheHelp(page: Page, name: string): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate((helpName) => {
    const help = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === helpName);
    if (!help) return [`no help button named ${helpName}`];
    const area = help.getBoundingClientRect();
    const overlaps = (box: DOMRect) =>
      box.left < area.right && area.left < box.right && box.top < area.bottom && area.top < box.bottom;
    // Slides out of view and the like are hidden from everyone; they cannot be covered.
    const hidden = (element: Element) =>
      Boolean(element.closest('[aria-hidden="true"], [inert]')) || getComputedStyle(element).visibility === 'hidden';
    const found: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || help.contains(parent) || hidden(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((box) => box.width > 0 && box.height > 0 && overlaps(box)))
        found.push(`text "${node.textContent.trim().slice(0, 60)}"`);
    }
    for (const control of document.querySelectorAll<HTMLElement>(
      'input, button, select, textarea, a[href], [role="button"], [role="radio"], [role="checkbox"], [tabindex]',
    )) {
      if (control === help || help.contains(control) || hidden(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.width > 1 && box.height > 1 && overlaps(box))
        found.push(
          `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`,
        );
    }
    return found;
  }, name);
}

/** What the help button covers at rest (the page as it opened) and scrolled to the page's end. */
async function coveredAtRestAndEnd(page: Page): Promise<{ rest: string[]; end: string[] }> {
  const rest = await underTheHelp(page, skHelp.button);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const end = await underTheHelp(page, skHelp.button);
  return { rest, end };
}

async function expectPlacement(page: Page, width: number) {
  const help = page.getByRole('button', { name: skHelp.button, exact: true });
  const position = await help.evaluate((button) => getComputedStyle(button.parentElement!).position);
  // A phone or a tablet: in the flow, after the content. A wide screen: floating, in view at any scroll position.
  expect(position).toBe(width >= 1400 ? 'fixed' : 'static');
  if (width >= 1400) await expect(help).toBeInViewport();
}

for (const width of WIDTHS) {
  test(`${width} px: the help button covers nothing on the registration, as it opens (the app not yet loaded) and with the app, at rest and at the end`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: height(width) });
    await page.goto('/registration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrácia');
    // The prerendered page, before the person has done anything.
    expect(await coveredAtRestAndEnd(page)).toEqual({ rest: [], end: [] });
    // With the app: the first act loads it, the footer questions come with it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(5, 5);
    await expect(page.getByRole('button', { name: 'Ďalšia otázka' })).toBeVisible();
    await expect(page.getByRole('checkbox').last()).toBeVisible();
    await expectPlacement(page, width);
    expect(await coveredAtRestAndEnd(page)).toEqual({ rest: [], end: [] });
  });

  test(`${width} px: the help button covers nothing on the personal data step, at rest and at the end`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: height(width) });
    const lead = (await (
      await request.post('/sandbox/leads', { data: { at: 'personal-info', lang: 'sk' } })
    ).json()) as {
      email: string;
      password: string;
    };
    await openSignedIn(page, request, lead, '/steps/personal-info');
    await expect(page).toHaveURL('/steps/personal-info');
    await expect(page.getByRole('button', { name: 'Pokračovať' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ďalšia otázka' })).toBeVisible();
    await expectPlacement(page, width);
    expect(await coveredAtRestAndEnd(page)).toEqual({ rest: [], end: [] });
  });
}

for (const [lang, width] of [
  ['sk', 390],
  ['en', 390],
  ['bg', 1440],
] as const) {
  test(`${lang}, ${width} px: the help is reached by keyboard by its name and opens with Enter`, async ({ page }) => {
    await page.setViewportSize({ width, height: height(width) });
    await page.goto('/login');
    await page.evaluate((l) => localStorage.setItem('wem_locale', l), lang);
    await page.reload();
    const help = page.getByRole('button', { name: HELP[lang].button, exact: true });
    // The whole page, the footer questions (loaded after the form) included, before the walk.
    await expect(page.getByRole('button', { name: FAQ[lang].next })).toBeVisible();
    let tabs = 0;
    while (!(await help.evaluate((button) => button === document.activeElement))) {
      await page.keyboard.press('Tab');
      tabs += 1;
      expect(tabs, 'Tab presses before the help button').toBeLessThan(40);
    }
    await expect(help).toBeInViewport();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: HELP[lang].title });
    await expect(dialog).toContainText(HELP[lang].hours);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(help).toBeFocused();
  });
}
