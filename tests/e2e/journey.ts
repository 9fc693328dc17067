import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { lastCodeSentTo } from './sandbox';

/** Registers a new lead through the registration screen, as a person does (in Slovak), and waits for personal data. */
export async function registerThroughUi(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await page.goto('/registration');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel(/^Heslo/).fill('tajne-heslo');
  await page.getByLabel('Zopakujte heslo').fill('tajne-heslo');
  await page.getByRole('button', { name: 'Poslať kód e-mailom' }).click();
  await expect(page.getByText(/Kód sme vám poslali e-mailom/)).toBeVisible();
  await page.getByRole('textbox', { name: /Overovací kód z e-mailu/ }).fill(await lastCodeSentTo(request, email));
  await page.getByRole('checkbox', { name: /Súhlasím so spracúvaním/ }).check();
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await expect(page).toHaveURL('/steps/personal-info');
}

/**
 * A valid 10-digit Slovak birth number (YYMMDD/SSSC, the whole number divisible by 11) for a birthdate
 * `YYYY-MM-DD` from 1954 on; women's months carry +50. `seed` picks another serial, so two people born the
 * same day get different numbers.
 */
export function birthNumberFor(birthdate: string, { female = false, seed = 123 } = {}): string {
  const [year, month, day] = birthdate.split('-');
  const mm = String(Number(month) + (female ? 50 : 0)).padStart(2, '0');
  const prefix = Number(`${year?.slice(2)}${mm}${day}`) * 10_000;
  for (let suffix = seed * 10; suffix < 10_000; suffix += 1) {
    if ((prefix + suffix) % 11 === 0) {
      const digits = String(prefix + suffix).padStart(10, '0');
      return `${digits.slice(0, 6)}/${digits.slice(6)}`;
    }
  }
  throw new Error(`no birth number for ${birthdate}`);
}

/** The date `years` years before today (local calendar), as YYYY-MM-DD. */
export function yearsAgo(years: number, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear() - years}-${pad(now.getMonth() + 1)}-${pad(now.getDate() > 28 ? 28 : now.getDate())}`;
}

export interface PersonalData {
  name: string;
  surname: string;
  birthdate: string;
  birthnumber: string;
  phone: string;
  childInvestment: boolean;
}

/** Chooses a country in a country field (a native select) by its name in the current language. */
export async function chooseCountry(page: Page, field: RegExp | string, country: string): Promise<void> {
  const select = page.getByRole('combobox', { name: field });
  await select.selectOption({ label: country });
  await expect(select.locator('option:checked')).toHaveText(country);
}

/** Answers a yes/no question of the personal data by the start of its text. */
async function answer(page: Page, question: RegExp, yes: boolean): Promise<void> {
  await page.getByRole('group', { name: question }).getByRole('radio', { name: yes ? 'Áno' : 'Nie' }).check();
}

/** Fills the personal data screen (Slovak) and verifies the phone with the SMS code from the sandbox outbox; does not continue. */
export async function fillPersonalInfo(page: Page, request: APIRequestContext, person: PersonalData): Promise<void> {
  await page.getByRole('textbox', { name: 'Meno', exact: true }).fill(person.name);
  await page.getByRole('textbox', { name: 'Priezvisko', exact: true }).fill(person.surname);
  await page.getByRole('textbox', { name: 'Dátum narodenia', exact: true }).fill(person.birthdate);
  await page.getByRole('textbox', { name: 'Rodné číslo', exact: true }).fill(person.birthnumber);
  await page.getByRole('textbox', { name: 'Číslo dokladu totožnosti', exact: true }).fill('EA123456');
  await page.getByRole('textbox', { name: 'Doklad platí do', exact: true }).fill(`${new Date().getFullYear() + 5}-12-31`);
  await chooseCountry(page, /Štátna príslušnosť/, 'Slovensko');
  await page.getByRole('textbox', { name: 'Mobilný telefón', exact: true }).fill(person.phone);
  await page.getByRole('button', { name: 'Poslať kód SMS správou' }).click();
  await expect(page.getByText(/Kód sme vám poslali SMS správou/)).toBeVisible();
  const e164 = person.phone.replace(/\s/g, '');
  await page.getByRole('textbox', { name: /Overovací kód z SMS/ }).fill(await lastCodeSentTo(request, e164));
  await answer(page, /Ste politicky exponovaná osoba/, false);
  await answer(page, /Zakladáte účet pre svoje dieťa/, person.childInvestment);
  await answer(page, /Pomáha vám s otvorením účtu finančný agent/, false);
  await answer(page, /Odporučil vám nás niektorý z našich klientov/, false);
}
