import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { expect } from '../fixtures';
import { type Lang, settleAnimations } from '../journey';
import { SHOWN_MAIN } from '../shown-screen';
import { expectProgressAt } from './onboarding-progress';

/** What every step of a journey needs: the page, the sandbox, the language, and whether to run axe on the way. */
export interface JourneyContext {
  page: Page;
  request: APIRequestContext;
  lang: Lang;
  /** axe on every screen (one language is enough: the other languages use the same components). */
  axe: boolean;
}

/**
 * Expects the app on a step: its address, its heading (h1), nothing lost at the page's width, and, on an onboarding
 * step, its progress (issue 25).
 */
export async function expectStep(page: Page, path: string | RegExp, title: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectReflow(page);
  if (typeof path === 'string') {
    const lang = (await page.locator('html').getAttribute('lang')) as Lang;
    await expectProgressAt(page, lang, path);
  }
}

/**
 * Nothing lost at the page's width (WCAG 1.4.10 reflow, 320 px): no sideways scrolling, no field's label cut short, and
 * no text running out of its box over its neighbour's (a word longer than its grid column). A field's label stays on
 * one line (inside the empty field, or on its border) and MUI ends what does not fit with an ellipsis; that is best
 * checked as a step opens, its fields empty, where a label has the least room.
 */
export async function expectReflow(page: Page): Promise<void> {
  const width = page.viewportSize()?.width;
  const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wider, `page wider than ${width} px`).toBe(0);
  const lost = await page.evaluate(
    (shownMain) =>
      [...document.querySelectorAll<HTMLElement>(`${shownMain} *`)]
        .filter((box) => box.offsetParent !== null && box.clientWidth > 0 && box.scrollWidth > box.clientWidth + 1)
        .filter((box) => box.matches('.MuiInputLabel-root') || getComputedStyle(box).overflowX === 'visible')
        .map((box) => `${box.tagName.toLowerCase()}: ${box.textContent}`),
    SHOWN_MAIN,
  );
  expect(lost, `cut short or running over at ${width} px`).toEqual([]);
}

/** axe on the screen as it rests (MUI's fades and toasts would otherwise be judged mid-way), when the journey asks for
 * it. */
export async function checkScreen(journey: JourneyContext): Promise<void> {
  await expectReflow(journey.page);
  if (!journey.axe) return;
  await settleAnimations(journey.page);
  await expectNoAxeViolations(journey.page);
}

/** The toast (alert) with this text. */
export function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}
