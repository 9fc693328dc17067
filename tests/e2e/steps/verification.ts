import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { Lang } from '../journey';
import { type JourneyContext, checkScreen, expectStep } from './journey-context';
import { LOCALE_TEXTS } from './locale-texts';

/** The sandbox identity provider's buttons (src/sandbox/idp-page.ts), in each language. */
export const IDP_BUTTONS: Record<Lang, Record<'success' | 'submitted' | 'declined' | 'error', string>> = {
  sk: {
    success: 'Overenie úspešné',
    submitted: 'Odoslané na kontrolu',
    declined: 'Overenie zamietnuté',
    error: 'Chyba overenia',
  },
  en: {
    success: 'Verification successful',
    submitted: 'Submitted for review',
    declined: 'Verification declined',
    error: 'Verification error',
  },
  bg: {
    success: 'Успешна проверка',
    submitted: 'Изпратено за преглед',
    declined: 'Отказана проверка',
    error: 'Грешка при проверката',
  },
};

/** From the start screen through the sandbox identity provider to the result page of the lead, with the chosen outcome.
 * */
export async function verifyWith(
  page: Page,
  lang: Lang,
  outcome: keyof (typeof IDP_BUTTONS)[Lang],
  leadId: string | RegExp,
): Promise<void> {
  const texts = LOCALE_TEXTS[lang].verification;
  await expect(page).toHaveURL('/steps/start-verification');
  await expect(page.getByRole('heading', { level: 1, name: texts.start.title })).toBeVisible();
  await page.getByRole('button', { name: texts.start.button, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sandbox/idp/[0-9a-f-]+\\?lang=${lang}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.getByRole('button', { name: IDP_BUTTONS[lang][outcome], exact: true }).click();
  await expect(page).toHaveURL(typeof leadId === 'string' ? `/steps/verification-result/${leadId}` : leadId);
  await expect(page.getByRole('heading', { level: 1, name: texts.result.title })).toBeVisible();
}

/** The address of a lead's verification result page (the lead id is a UUID). */
export const RESULT_PAGE = /\/steps\/verification-result\/[0-9a-f-]{36}$/;

/** The identity check as a prospect does it: the start screen, success at the sandbox identity page, continue to the
 * documents. */
export async function verifyIdentity(journey: JourneyContext): Promise<void> {
  const { page, lang } = journey;
  const texts = LOCALE_TEXTS[lang].verification;
  await expectStep(page, '/steps/start-verification', texts.start.title);
  await checkScreen(journey);
  await verifyWith(page, lang, 'success', RESULT_PAGE);
  await expect(page.getByRole('heading', { level: 2, name: texts.result.success.title })).toBeVisible();
  await checkScreen(journey);
  await page.getByRole('link', { name: texts.result.continue, exact: true }).click();
}
