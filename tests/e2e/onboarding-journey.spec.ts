import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  JOURNEY_PASSWORD,
  JOURNEY_TEXTS,
  type Lang,
  birthNumberFor,
  continueButtonIn,
  fillPersonalInfo,
  loginThroughUi,
  logout,
  registerThroughUi,
  settleAnimations,
} from './journey';
import { requestCount } from './sandbox';
import { type Prospect, giveAddressAndBank, givePersonalData, openAccountAndRegister } from './steps/first-steps';
import type { JourneyContext } from './steps/journey-context';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** Axe on the screen as it rests: MUI's fades (the language switcher, toasts) would otherwise be judged mid-way. */
async function expectAccessible(page: Page): Promise<void> {
  await settleAnimations(page);
  await expectNoAxeViolations(page);
}

// Three screens with axe each, a logout and a login: longer than most tests, the more so with two workers on two cores.
test.describe.configure({ timeout: 120_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

const people: Record<Lang, Prospect> = {
  sk: {
    email: 'jozef.mrkvicka@example.sk',
    name: 'Jozef',
    surname: 'Mrkvička',
    birthdate: '1988-03-15',
    phone: '+421 905 111 201',
  },
  en: {
    email: 'john.smith@example.com',
    name: 'John',
    surname: 'Smith',
    birthdate: '1979-11-02',
    phone: '+421 905 111 202',
  },
  bg: {
    email: 'ivan.petrov@example.bg',
    name: 'Ivan',
    surname: 'Petrov',
    birthdate: '1991-06-23',
    phone: '+421 905 111 203',
  },
};

for (const lang of ['sk', 'en', 'bg'] as const) {
  test(`[${lang}] a new prospect registers, fills personal data, address and bank, logs out and in again and resumes at the questionnaire`, async ({
    page,
    request,
  }) => {
    const texts = JOURNEY_TEXTS[lang];
    const person = people[lang];

    // Landing (the language chosen with the switcher), registration with the e-mail code, personal data with the
    // SMS code (no child), address and bank account with a real PNG scan; axe on every screen.
    const journey: JourneyContext = { page, request, lang, axe: true };
    await openAccountAndRegister(journey, person);
    await givePersonalData(journey, person);
    await giveAddressAndBank(journey, person);

    // The questionnaire's introduction.
    await expect(page).toHaveURL('/steps/questionnaire-info');
    await expect(heading(page)).toHaveText(texts.questionnaireInfo);
    await expectAccessible(page);
    expect(await requestCount(request, 'addressAndBankAccount')).toBe(1);

    // Log out, log in again: on to the next unfinished step, still in the chosen language.
    await logout(page, lang);
    await expect(heading(page)).toHaveText(texts.login.title);
    await expectAccessible(page);
    await loginThroughUi(page, person.email, JOURNEY_PASSWORD, lang);
    await expect(page).toHaveURL('/steps/questionnaire-info');
    await expect(heading(page)).toHaveText(texts.questionnaireInfo);
    await expect(page.getByRole('button', { name: texts.logout, exact: true })).toBeVisible();
    await expectAccessible(page);
  });
}

test('personal data: a wrong SMS code, an invalid or mismatched birth number, a Cyrillic name and an expired ID card are told at their fields', async ({
  page,
  request,
}) => {
  await registerThroughUi(page, request, 'chybova.osoba@example.sk');
  const birthdate = '1982-07-19';
  const birthnumber = birthNumberFor(birthdate);
  await fillPersonalInfo(page, request, {
    name: 'Ján',
    surname: 'Chybný',
    birthdate,
    birthnumber,
    phone: '+421 905 111 299',
    childInvestment: false,
  });
  const texts = JOURNEY_TEXTS.sk.personal;
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const name = field(texts.name);
  const birthnumberField = field(texts.birthnumber);
  const validity = field(texts.idcardValidity);

  // A name in Cyrillic.
  await name.fill('Ян');
  await name.press('Tab');
  await expect(name).toHaveAccessibleDescription(/Používajte iba latinské znaky\./);
  await expect(page.getByText('Používajte iba latinské znaky.', { exact: true })).toBeVisible();
  await name.fill('Ján');
  await expect(page.getByText('Používajte iba latinské znaky.', { exact: true })).toBeHidden();

  // A birth number that is no birth number (its check digit is off), then one of another birthdate.
  const [digits, serial] = birthnumber.split('/') as [string, string];
  const wrongCheckDigit = `${digits}/${serial.slice(0, 3)}${(Number(serial.slice(3)) + 1) % 10}`;
  await birthnumberField.fill(wrongCheckDigit);
  await birthnumberField.press('Tab');
  await expect(birthnumberField).toHaveAccessibleDescription(/Rodné číslo je nesprávne/);
  await expect(page.getByText('Rodné číslo je nesprávne', { exact: true })).toBeVisible();
  await birthnumberField.fill(birthNumberFor('1982-07-20'));
  await expect(page.getByText('Rodné číslo je nesprávne', { exact: true })).toBeHidden();
  await expect(birthnumberField).toHaveAccessibleDescription(/Rodné číslo nezodpovedá dátumu narodenia\./);
  await expect(page.getByText('Rodné číslo nezodpovedá dátumu narodenia.', { exact: true })).toBeVisible();
  await birthnumberField.fill(birthnumber);
  await expect(page.getByText('Rodné číslo nezodpovedá dátumu narodenia.', { exact: true })).toBeHidden();

  // An ID card that expired yesterday. Tab would only move between the day, month and year: leave for the next field.
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  await validity.fill(`${yesterday.getFullYear()}-${pad(yesterday.getMonth() + 1)}-${pad(yesterday.getDate())}`);
  await field(texts.phone).focus();
  await expect(validity).toHaveAccessibleDescription(/Platnosť dokladu už skončila\./);
  await expect(page.getByText('Platnosť dokladu už skončila.', { exact: true })).toBeVisible();
  await expectAccessible(page);
  // Nothing invalid goes to the provider: continue only points at the field.
  await continueButtonIn(page, 'sk').click();
  await expect(page.getByRole('alert').filter({ hasText: /Formulár obsahuje 1 chybu/ })).toBeVisible();
  await expect(validity).toBeFocused();
  await validity.fill(`${new Date().getFullYear() + 5}-12-31`);
  await expect(page.getByText('Platnosť dokladu už skončila.', { exact: true })).toBeHidden();

  // A wrong SMS code: told at the code field, everything typed stays.
  const code = page.getByRole('textbox', { name: /^Overovací kód z SMS/ });
  const rightCode = await code.inputValue();
  await code.fill(rightCode === '000000' ? '111111' : '000000');
  await continueButtonIn(page, 'sk').click();
  await expect(code).toHaveAccessibleDescription(/Zadali ste nesprávny kód/);
  await expect(toast(page, 'Zadali ste nesprávny kód')).toBeVisible();
  await expect(page).toHaveURL('/steps/personal-info');
  await expect(name).toHaveValue('Ján');
  await expect(field(texts.surname)).toHaveValue('Chybný');
  await expect(field(texts.birthdate)).toHaveValue(birthdate);
  await expect(birthnumberField).toHaveValue(birthnumber);
  await expect(field(texts.phone)).toHaveValue('905 111 299');
  expect(await requestCount(request, 'personalInfo')).toBe(0);
  await expectAccessible(page);

  // The right code goes through.
  await code.fill(rightCode);
  await continueButtonIn(page, 'sk').click();
  await expect(toast(page, texts.saved)).toBeVisible();
  await expect(page).toHaveURL('/steps/address-and-bank-account');
  expect(await requestCount(request, 'personalInfo')).toBe(1);
});
