import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { expect } from '../fixtures';
import { type Lang, settleAnimations } from '../journey';
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
 * Expects the app on a step: its address, its heading (h1), every field's label shown whole, and, on an onboarding
 * step, its progress (issue 25).
 */
export async function expectStep(page: Page, path: string | RegExp, title: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectLabelsWhole(page);
  if (typeof path === 'string') {
    const lang = (await page.locator('html').getAttribute('lang')) as Lang;
    await expectProgressAt(page, lang, path);
  }
}

/**
 * No field's label is cut short: a field's label stays on one line (inside the empty field, or on its border) and MUI
 * ends what does not fit with an ellipsis, which at 320 px (WCAG's reflow width) loses words of a long label. Best
 * checked as a step opens, its fields empty, where a label has the least room.
 */
export async function expectLabelsWhole(page: Page): Promise<void> {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main .MuiInputLabel-root')]
      .filter((label) => label.offsetParent !== null && label.scrollWidth > label.clientWidth)
      .map((label) => label.textContent),
  );
  expect(cut, `labels cut short at ${page.viewportSize()?.width} px`).toEqual([]);
}

/** axe on the screen as it rests (MUI's fades and toasts would otherwise be judged mid-way), when the journey asks for
 * it. */
export async function checkScreen(journey: JourneyContext): Promise<void> {
  if (!journey.axe) return;
  await settleAnimations(journey.page);
  await expectNoAxeViolations(journey.page);
}

/** The toast (alert) with this text. */
export function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}
