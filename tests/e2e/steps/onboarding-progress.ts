import type { Page } from '@playwright/test';
import bgRoutes from '../../../locales/bg/routes.json' with { type: 'json' };
import enRoutes from '../../../locales/en/routes.json' with { type: 'json' };
import skRoutes from '../../../locales/sk/routes.json' with { type: 'json' };
import { expect } from '../fixtures';
import type { Lang } from '../journey';

interface RouteTexts {
  progress: string;
  stepOf: string;
  allDone: string;
  stepNames: Record<string, string>;
}
export const ROUTE_TEXTS: Readonly<Record<Lang, RouteTexts>> = { sk: skRoutes, en: enRoutes, bg: bgRoutes };

/**
 * The step of the onboarding each address is, in the flow order of SPEC §4 (issue 25), and the route whose name the
 * indicator shows: written out here rather than read from the app, so a wrong count in the app fails.
 */
const PLACES: readonly (readonly [RegExp, number, string])[] = [
  [/^\/registration$/, 1, 'registration'],
  [/^\/steps\/personal-info$/, 2, 'personal-info'],
  [/^\/steps\/child-personal-info$/, 2, 'child-personal-info'],
  [/^\/steps\/address-and-bank-account$/, 3, 'address-and-bank-account'],
  [/^\/steps\/questionnaire-info$/, 4, 'questionnaire'],
  [/^\/steps\/questionnaire$/, 4, 'questionnaire'],
  [/^\/steps\/questionnaire-evaluation$/, 5, 'questionnaire-evaluation'],
  [/^\/steps\/investment-strategy$/, 6, 'investment-strategy'],
  [/^\/steps\/start-verification$/, 7, 'start-verification'],
  [/^\/steps\/verification-result\/[^/]+$/, 7, 'start-verification'],
  [/^\/steps\/documents-upload$/, 8, 'documents-upload'],
  [/^\/steps\/contracts$/, 9, 'contracts'],
];
export const STEP_COUNT = 9;
/** Every name the indicator may show (the routes' texts). */
export const STEP_NAMES: readonly string[] = [...new Set(PLACES.map(([, , name]) => name))];

/** The onboarding's progress region of the page, by its name in `lang`. */
export function progressRegion(page: Page, lang: Lang) {
  return page.getByRole('navigation', { name: ROUTE_TEXTS[lang].progress, exact: true });
}

/** "Step 3 of 9" in `lang`. */
export function stepOf(lang: Lang, place: number): string {
  return ROUTE_TEXTS[lang].stepOf.replace('{{step}}', String(place)).replace('{{total}}', String(STEP_COUNT));
}

/**
 * Expects the progress indicator of the onboarding step at `path` in `lang`: the visible line "Step 3 of 9 · Address
 * and account", nine steps in the list, the current one marked `aria-current="step"` and read with its place.
 * The thank-you page shows every step done; a page outside the onboarding shows none.
 */
export async function expectProgressAt(page: Page, lang: Lang, path: string): Promise<void> {
  const texts = ROUTE_TEXTS[lang];
  const region = progressRegion(page, lang);
  if (path === '/steps/thank-you') {
    await expect(region.locator('p')).toHaveText(texts.allDone);
    await expect(region.getByRole('listitem')).toHaveCount(STEP_COUNT);
    await expect(region.locator('[aria-current]')).toHaveCount(0);
    return;
  }
  const found = PLACES.find(([pattern]) => pattern.test(path));
  if (!found) {
    await expect(page.getByRole('navigation', { name: texts.progress, exact: true })).toHaveCount(0);
    return;
  }
  const [, place, route] = found;
  const name = texts.stepNames[route] ?? '';
  await expect(region.locator('p')).toHaveText(`${stepOf(lang, place)} · ${name}`);
  await expect(region.getByRole('listitem')).toHaveCount(STEP_COUNT);
  const current = region.locator('[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(`${stepOf(lang, place)}: ${name}`);
  // The current step is the place-th of the list.
  await expect(region.getByRole('listitem').nth(place - 1)).toHaveAttribute('aria-current', 'step');
}
