import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  birthNumberFor,
  chooseCountry,
  fillPersonalInfo,
  registerThroughUi,
  settleAnimations,
  yearsAgo,
} from './journey';
import { requestCount } from './sandbox';
import { openSignedIn } from './sign-in';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

// A real 1×1 PNG, as a phone's scan app would save a (very small) picture of a bank statement.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const continueButton = (page: Page) => page.getByRole('button', { name: 'Pokračovať' });
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** Switches to English and Bulgarian and back to Slovak, checking the heading and axe in each. */
async function inEveryLanguage(page: Page, headings: { en: string; bg: string; sk: string }): Promise<void> {
  for (const [button, heading] of [
    ['English', headings.en],
    ['Български', headings.bg],
    ['Slovenčina', headings.sk],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    if (button === 'Slovenčina') continue;
    // The switcher's buttons fade between their chosen and plain colours: judge the contrast once they are done.
    await settleAnimations(page);
    await expectNoAxeViolations(page);
  }
}

test('a parent opens an account for a child: personal data, the child’s data, then address and bank account with the scan', async ({
  page,
  request,
}) => {
  await registerThroughUi(page, request, 'maria.kovacova@example.sk');
  const parentBirthdate = '1985-04-12';
  await fillPersonalInfo(page, request, {
    name: 'Mária',
    surname: 'Kováčová',
    birthdate: parentBirthdate,
    birthnumber: birthNumberFor(parentBirthdate, { female: true }),
    phone: '+421 905 123 456',
    childInvestment: true,
  });
  await continueButton(page).click();
  await expect(toast(page, 'Osobné údaje boli uložené')).toBeVisible();

  // The child's data.
  await expect(page).toHaveURL('/steps/child-personal-info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Údaje dieťaťa');
  await expect(page.getByText(/Samotný rodný list nahráte neskôr, v kroku „Doklady“/)).toBeVisible();
  await expectNoAxeViolations(page);
  const childBirthdate = yearsAgo(10);
  await page.getByRole('textbox', { name: 'Meno dieťaťa', exact: true }).fill('Tomáš');
  await page.getByRole('textbox', { name: 'Priezvisko dieťaťa', exact: true }).fill('Kováč');
  const birthdate = page.getByRole('textbox', { name: 'Dátum narodenia dieťaťa', exact: true });
  const childBirthnumber = page.getByRole('textbox', { name: 'Rodné číslo dieťaťa', exact: true });
  await birthdate.fill(yearsAgo(20));
  // Tab would only move between the day, month and year of the date input: leave it for the next field.
  await childBirthnumber.focus();
  await expect(page.getByText('Účet pre dieťa možno založiť, len kým dieťa nedovŕši 18 rokov.')).toBeVisible();
  await birthdate.fill(childBirthdate);
  await expect(page.getByText('Účet pre dieťa možno založiť, len kým dieťa nedovŕši 18 rokov.')).toBeHidden();
  await childBirthnumber.fill(birthNumberFor(childBirthdate, { seed: 321 }));
  await chooseCountry(page, /Štátna príslušnosť dieťaťa/, 'Slovensko');
  await inEveryLanguage(page, { en: "Your child's details", bg: 'Данни на детето', sk: 'Údaje dieťaťa' });
  await expect(page.getByRole('textbox', { name: 'Meno dieťaťa', exact: true })).toHaveValue('Tomáš');
  await continueButton(page).click();
  await expect(toast(page, 'Údaje dieťaťa boli uložené')).toBeVisible();

  // Address and bank account.
  await expect(page).toHaveURL('/steps/address-and-bank-account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adresa a bankový účet');
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Ulica a číslo domu', exact: true }).fill('Hlavná 12');
  await page.getByRole('textbox', { name: 'PSČ', exact: true }).fill('811 01');
  const city = page.getByRole('textbox', { name: 'Obec alebo mesto', exact: true });
  await city.fill('Братислава');
  await city.press('Tab');
  await expect(city).toHaveAccessibleDescription(/Používajte iba latinské znaky\./);
  await expect(page.getByText('Používajte iba latinské znaky.')).toBeVisible();
  await city.fill('Bratislava');
  await expect(page.getByText('Používajte iba latinské znaky.')).toBeHidden();
  await chooseCountry(page, /^Štát/, 'Slovensko');
  await chooseCountry(page, /Daňová rezidencia/, 'Slovensko');
  await page.getByRole('textbox', { name: 'Majiteľ bankového účtu', exact: true }).fill('Mária Kováčová');

  const iban = page.getByRole('textbox', { name: 'Číslo účtu (IBAN)', exact: true });
  await iban.fill('SK31 1200 0000 1987 4263 7542');
  await expect(page.getByText('IBAN je nesprávny.')).toBeHidden();
  await iban.press('Tab');
  await expect(iban).toHaveAccessibleDescription(/IBAN je nesprávny\./);
  await iban.fill('SK3112000000198742637541');
  await expect(iban).toHaveValue('SK31 1200 0000 1987 4263 7541');
  await expect(page.getByText('IBAN je nesprávny.')).toBeHidden();
  await expect(page.getByText('Účet v krajine: Slovensko')).toBeVisible();

  const scan = page.locator('#field__scan_bank__file');
  await scan.setInputFiles({
    name: 'vypis.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Toto je textový súbor, nie obrázok.\n'),
  });
  await expect(
    page.getByText('„vypis.png“ nie je fotografia JPEG ani PNG, ani dokument PDF. Vyberte, prosím, iný súbor.'),
  ).toBeVisible();
  await scan.setInputFiles({ name: 'vypis-z-uctu.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('button', { name: 'Odstrániť vypis-z-uctu.png' })).toBeVisible();
  await expect(page.getByText(/nie je fotografia JPEG ani PNG/)).toBeHidden();
  await expectNoAxeViolations(page);

  await continueButton(page).click();
  await expect(toast(page, 'Adresa a bankový účet boli uložené')).toBeVisible();
  await expect(page).toHaveURL('/steps/questionnaire-info');
  expect(await requestCount(request, 'addressAndBankAccount')).toBe(1);
});

test('the address screen asks for the bank scan and a Slovak postcode of five digits', async ({ page, request }) => {
  // A lead the sandbox brought to the address step (personal data and phone done): the earlier steps have tests of
  // their own.
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'address', lang: 'sk' } })).json()) as {
    email: string;
    password: string;
  };
  await openSignedIn(page, request, lead, '/steps/address-and-bank-account');
  await expect(page).toHaveURL('/steps/address-and-bank-account');

  await page.getByRole('textbox', { name: 'PSČ', exact: true }).fill('8110');
  await chooseCountry(page, /^Štát/, 'Slovensko');
  await continueButton(page).click();
  await expect(
    page.getByText('Zadajte platné PSČ. Slovenské a české PSČ má 5 číslic, napríklad 811 01.'),
  ).toBeVisible();
  await expect(
    page.getByText('Priložte doklad k bankovému účtu, na ktorom je vidieť meno majiteľa účtu a IBAN.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await inEveryLanguage(page, {
    en: 'Address and bank account',
    bg: 'Адрес и банкова сметка',
    sk: 'Adresa a bankový účet',
  });
  expect(await requestCount(request, 'addressAndBankAccount')).toBe(0);
});

test('a second person with an existing client’s birth number is told so at the field and in a toast, and keeps what they typed', async ({
  page,
  request,
}) => {
  await registerThroughUi(page, request, 'druha.osoba@example.sk');
  // The seeded existing client's birth number (src/sandbox/README.md) with its birthdate.
  await fillPersonalInfo(page, request, {
    name: 'Eva',
    surname: 'Mrkvičková',
    birthdate: '1975-01-01',
    birthnumber: '7501011232',
    phone: '+421 905 123 458',
    childInvestment: false,
  });
  await continueButton(page).click();

  await expect(toast(page, 'Toto rodné číslo je už registrované.')).toBeVisible();
  const birthnumber = page.getByRole('textbox', { name: 'Rodné číslo', exact: true });
  await expect(birthnumber).toHaveAccessibleDescription(/Toto rodné číslo je už registrované\./);
  await expect(page).toHaveURL('/steps/personal-info');
  await expect(birthnumber).toHaveValue('750101/1232');
  await expect(page.getByRole('textbox', { name: 'Meno', exact: true })).toHaveValue('Eva');
  await expect(page.getByRole('textbox', { name: 'Priezvisko', exact: true })).toHaveValue('Mrkvičková');
  await expect(page.getByRole('textbox', { name: 'Dátum narodenia', exact: true })).toHaveValue('1975-01-01');
  expect(await requestCount(request, 'personalInfo')).toBe(1);
});
