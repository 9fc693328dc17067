import { expect } from '../fixtures';
import {
  JOURNEY_TEXTS,
  birthNumberFor,
  chooseCountry,
  chooseLanguage,
  continueButtonIn,
  fillAddressAndBank,
  fillPersonalInfoIn,
  fillRegistration,
  label,
} from '../journey';
import { type JourneyContext, checkScreen, expectStep, toast } from './journey-context';
import { LOCALE_TEXTS } from './locale-texts';

/** A prospect of a journey: who registers, and for whom or with whom the account is opened. */
export interface Prospect {
  email: string;
  name: string;
  surname: string;
  /** YYYY-MM-DD. */
  birthdate: string;
  phone: string;
  /** The child the account is opened for (the child path), a minor. */
  child?: { name: string; surname: string; birthdate: string };
  /** The financial agent's registration number (the intermediary path). */
  agentNumber?: string;
}

/** Landing page: the language chosen with the switcher, "open an account", and the registration with the e-mail code.
 * */
export async function openAccountAndRegister(journey: JourneyContext, prospect: Prospect): Promise<void> {
  const { page, request, lang } = journey;
  const texts = JOURNEY_TEXTS[lang];
  await page.goto('/');
  await chooseLanguage(page, lang);
  await checkScreen(journey);
  await page.getByRole('link', { name: texts.openAccount, exact: true }).click();

  await expectStep(page, '/registration', texts.registration.title);
  await fillRegistration(page, request, prospect.email, lang);
  await checkScreen(journey);
  await continueButtonIn(page, lang).click();
  await expect(toast(page, texts.registration.saved)).toBeVisible();
}

/** Personal data with the SMS code (the child and agent questions as the prospect has them); on to the next step. */
export async function givePersonalData(journey: JourneyContext, prospect: Prospect): Promise<void> {
  const { page, request, lang } = journey;
  const texts = JOURNEY_TEXTS[lang];
  await expectStep(page, '/steps/personal-info', texts.personal.title);
  await fillPersonalInfoIn(
    page,
    request,
    {
      name: prospect.name,
      surname: prospect.surname,
      birthdate: prospect.birthdate,
      birthnumber: birthNumberFor(prospect.birthdate),
      phone: prospect.phone,
      childInvestment: prospect.child !== undefined,
      ...(prospect.agentNumber === undefined ? {} : { agentNumber: prospect.agentNumber }),
    },
    lang,
  );
  await checkScreen(journey);
  await continueButtonIn(page, lang).click();
  await expect(toast(page, texts.personal.saved)).toBeVisible();
}

/** The child's data (the child path), with a birth number of the child's own birthdate. */
export async function giveChildData(journey: JourneyContext, child: NonNullable<Prospect['child']>): Promise<void> {
  const { page, lang } = journey;
  const texts = LOCALE_TEXTS[lang].child;
  await expectStep(page, '/steps/child-personal-info', texts.title);
  await page.getByRole('textbox', { name: label(texts.name.title) }).fill(child.name);
  await page.getByRole('textbox', { name: label(texts.surname.title) }).fill(child.surname);
  await page.getByRole('textbox', { name: label(texts.birthdate.title) }).fill(child.birthdate);
  await page
    .getByRole('textbox', { name: label(texts.birthnumber.title) })
    .fill(birthNumberFor(child.birthdate, { seed: 456 }));
  await chooseCountry(page, label(texts.nationality.title), JOURNEY_TEXTS[lang].slovakia);
  await checkScreen(journey);
  await continueButtonIn(page, lang).click();
  await expect(toast(page, LOCALE_TEXTS[lang].toasts.childSaved)).toBeVisible();
}

/** Address and bank account with a bank scan (a real PNG); on to the questionnaire's introduction. */
export async function giveAddressAndBank(journey: JourneyContext, prospect: Prospect): Promise<void> {
  const { page, lang } = journey;
  const texts = JOURNEY_TEXTS[lang];
  await expectStep(page, '/steps/address-and-bank-account', texts.address.title);
  await fillAddressAndBank(page, lang, {
    street: 'Hlavná 12',
    zip: '811 01',
    city: 'Bratislava',
    owner: `${prospect.name} ${prospect.surname}`,
    iban: 'SK3112000000198742637541',
    scanName: `bank-statement-${lang}.png`,
  });
  await checkScreen(journey);
  await continueButtonIn(page, lang).click();
  await expect(toast(page, texts.address.saved)).toBeVisible();
}
