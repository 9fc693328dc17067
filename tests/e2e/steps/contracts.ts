import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { type Lang, label } from '../journey';
import { lastCodeSentTo } from '../sandbox';
import { type JourneyContext, checkScreen, expectStep, toast } from './journey-context';
import { LOCALE_TEXTS } from './locale-texts';

/** The region of one agreement on the contracts page, by its title. */
export function agreement(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** Sends the code for an agreement and reads it from the sandbox outbox, as the person reads the SMS; the code field
 * has focus. */
export async function requestSignCode(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  title: string,
  phone: string,
): Promise<string> {
  const t = LOCALE_TEXTS[lang].contracts;
  const region = agreement(page, title);
  await region.getByRole('button', { name: t.sendSms }).click();
  await expect(region.getByRole('status')).toHaveText(t.sentSms);
  await expect(region.getByRole('textbox', { name: new RegExp(`^${t.codeLabel}`) })).toBeFocused();
  return lastCodeSentTo(request, phone);
}

/** Types a code into an agreement's code field and signs. */
export async function signAgreement(page: Page, lang: Lang, title: string, code: string): Promise<void> {
  const t = LOCALE_TEXTS[lang].contracts;
  const region = agreement(page, title);
  await region.getByRole('textbox', { name: new RegExp(`^${t.codeLabel}`) }).fill(code);
  await region.getByRole('button', { name: t.sign, exact: true }).click();
}

/** The thank-you page after the signing: the success toast first (it leaves by itself after 3 s), the way to the client
 * zone. */
export async function expectThankYou(journey: JourneyContext): Promise<void> {
  const { page, lang } = journey;
  const t = LOCALE_TEXTS[lang].contracts.thankYou;
  await expect(toast(page, LOCALE_TEXTS[lang].toasts.agreementsSigned)).toBeVisible();
  await expectStep(page, '/steps/thank-you', t.title);
  await expect(page.getByRole('link', { name: t.clientZone })).toHaveAttribute('href', 'https://klient.wem.sk/');
  await checkScreen(journey);
}

/** The contracts step: the consents, on the intermediary path the financial intermediation agreement (-sfa), then the
 * portfolio management agreement, each with its SMS code. */
export async function signContracts(journey: JourneyContext, phone: string, intermediary: boolean): Promise<void> {
  const { page, request, lang } = journey;
  const t = LOCALE_TEXTS[lang].contracts;
  await expectStep(page, '/steps/contracts', t.title);
  await checkScreen(journey);
  if (intermediary) await page.getByRole('checkbox', { name: label(t.intermediationConsent) }).check();
  else await expect(agreement(page, t.intermediation.title)).toHaveCount(0);
  await page.getByRole('checkbox', { name: label(t.electronicCommunication) }).check();
  const e164 = phone.replace(/\s/g, '');
  if (intermediary) {
    await signAgreement(
      page,
      lang,
      t.intermediation.title,
      await requestSignCode(page, request, lang, t.intermediation.title, e164),
    );
    await expect(agreement(page, t.intermediation.title).getByText(t.intermediation.signed)).toBeVisible();
  }
  const code = await requestSignCode(page, request, lang, t.portfolio.title, e164);
  await checkScreen(journey);
  await signAgreement(page, lang, t.portfolio.title, code);
  await expectThankYou(journey);
}
