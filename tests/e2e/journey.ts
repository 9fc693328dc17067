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
  /** The financial agent's registration number, on the intermediary path (the agent question answered yes). */
  agentNumber?: string;
}

/** Chooses a country in a country field (a native select) by its name in the current language. */
export async function chooseCountry(page: Page, field: RegExp | string, country: string): Promise<void> {
  const select = page.getByRole('combobox', { name: field });
  await select.selectOption({ label: country });
  await expect(select.locator('option:checked')).toHaveText(country);
}

/** Answers a yes/no question of the personal data by the start of its text. */
async function answer(page: Page, question: RegExp, yes: boolean): Promise<void> {
  await page
    .getByRole('group', { name: question })
    .getByRole('radio', { name: yes ? 'Áno' : 'Nie' })
    .check();
}

/** Fills the personal data screen (Slovak) and verifies the phone with the SMS code from the sandbox outbox; does not
 * continue. */
export async function fillPersonalInfo(page: Page, request: APIRequestContext, person: PersonalData): Promise<void> {
  await page.getByRole('textbox', { name: 'Meno', exact: true }).fill(person.name);
  await page.getByRole('textbox', { name: 'Priezvisko', exact: true }).fill(person.surname);
  await page.getByRole('textbox', { name: 'Dátum narodenia', exact: true }).fill(person.birthdate);
  await page.getByRole('textbox', { name: 'Rodné číslo', exact: true }).fill(person.birthnumber);
  await page.getByRole('textbox', { name: 'Číslo dokladu totožnosti', exact: true }).fill('EA123456');
  await page
    .getByRole('textbox', { name: 'Doklad platí do', exact: true })
    .fill(`${new Date().getFullYear() + 5}-12-31`);
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

// ---------------------------------------------------------------------------------------------------------
// The same journey in each language: the texts a person reads on the way, from locales/{lang}/*.json.

export type Lang = 'sk' | 'en' | 'bg';

export interface JourneyTexts {
  /** The language switcher's button (app shell), named in its own language. */
  languageButton: string;
  /** landing.open */
  openAccount: string;
  /** engine.continue */
  continue: string;
  /** app.logout */
  logout: string;
  yes: string;
  no: string;
  /** The name of Slovakia in the country lists (sandbox data). */
  slovakia: string;
  registration: {
    title: string;
    email: string;
    password: string;
    repeatPassword: string;
    emailCode: string;
    consent: string;
    sendCode: string;
    /** widgets.code.sentEmail up to its first placeholder. */
    codeSent: string;
    saved: string;
  };
  personal: {
    title: string;
    name: string;
    surname: string;
    birthdate: string;
    birthnumber: string;
    idcardNo: string;
    idcardValidity: string;
    nationality: string;
    phone: string;
    sendCode: string;
    codeSent: string;
    smsCode: string;
    pep: string;
    child: string;
    agent: string;
    agentNumber: string;
    referred: string;
    saved: string;
  };
  address: {
    title: string;
    street: string;
    zip: string;
    city: string;
    country: string;
    taxResidency: string;
    owner: string;
    iban: string;
    /** widgets.iban.country with Slovakia. */
    ibanCountry: string;
    /** widgets.file.removeNamed with a file name. */
    removeFile: (name: string) => string;
    saved: string;
  };
  /** routes.questionnaire-info */
  questionnaireInfo: string;
  login: { title: string; email: string; password: string; submit: string };
}

export const JOURNEY_TEXTS: Readonly<Record<Lang, JourneyTexts>> = {
  sk: {
    languageButton: 'Slovenčina',
    openAccount: 'Otvoriť účet',
    continue: 'Pokračovať',
    logout: 'Odhlásiť sa',
    yes: 'Áno',
    no: 'Nie',
    slovakia: 'Slovensko',
    registration: {
      title: 'Registrácia',
      email: 'E-mail',
      password: 'Heslo',
      repeatPassword: 'Zopakujte heslo',
      emailCode: 'Overovací kód z e-mailu',
      consent: 'Súhlasím so spracúvaním svojich osobných údajov',
      sendCode: 'Poslať kód e-mailom',
      codeSent: 'Kód sme vám poslali e-mailom.',
      saved: 'Registrácia prebehla úspešne',
    },
    personal: {
      title: 'Osobné údaje',
      name: 'Meno',
      surname: 'Priezvisko',
      birthdate: 'Dátum narodenia',
      birthnumber: 'Rodné číslo',
      idcardNo: 'Číslo dokladu totožnosti',
      idcardValidity: 'Doklad platí do',
      nationality: 'Štátna príslušnosť',
      phone: 'Mobilný telefón',
      sendCode: 'Poslať kód SMS správou',
      codeSent: 'Kód sme vám poslali SMS správou.',
      smsCode: 'Overovací kód z SMS',
      pep: 'Ste politicky exponovaná osoba?',
      child: 'Zakladáte účet pre svoje dieťa ako jeho zákonný zástupca?',
      agent: 'Pomáha vám s otvorením účtu finančný agent?',
      agentNumber: 'Registračné číslo finančného agenta',
      referred: 'Odporučil vám nás niektorý z našich klientov?',
      saved: 'Osobné údaje boli uložené',
    },
    address: {
      title: 'Adresa a bankový účet',
      street: 'Ulica a číslo domu',
      zip: 'PSČ',
      city: 'Obec alebo mesto',
      country: 'Štát',
      taxResidency: 'Daňová rezidencia',
      owner: 'Majiteľ bankového účtu',
      iban: 'Číslo účtu (IBAN)',
      ibanCountry: 'Účet v krajine: Slovensko',
      removeFile: (name) => `Odstrániť ${name}`,
      saved: 'Adresa a bankový účet boli uložené',
    },
    questionnaireInfo: 'Investičný dotazník',
    login: { title: 'Prihlásenie', email: 'E-mail', password: 'Heslo', submit: 'Prihlásiť sa' },
  },
  en: {
    languageButton: 'English',
    openAccount: 'Open an account',
    continue: 'Continue',
    logout: 'Log out',
    yes: 'Yes',
    no: 'No',
    slovakia: 'Slovakia',
    registration: {
      title: 'Registration',
      email: 'E-mail',
      password: 'Password',
      repeatPassword: 'Repeat the password',
      emailCode: 'Verification code from the e-mail',
      consent: 'I consent to the processing of my personal data',
      sendCode: 'Send code by e-mail',
      codeSent: 'We have sent the code to your e-mail.',
      saved: 'Registration successful',
    },
    personal: {
      title: 'Personal details',
      name: 'First name',
      surname: 'Surname',
      birthdate: 'Date of birth',
      birthnumber: 'Birth number',
      idcardNo: 'Identity document number',
      idcardValidity: 'Document valid until',
      nationality: 'Nationality',
      phone: 'Mobile phone',
      sendCode: 'Send code by SMS',
      codeSent: 'We have sent the code by SMS.',
      smsCode: 'Verification code from the SMS',
      pep: 'Are you a politically exposed person?',
      child: 'Are you opening the account for your child, as their legal representative?',
      agent: 'Is a financial agent helping you open the account?',
      agentNumber: 'Registration number of the financial agent',
      referred: 'Were you referred to us by one of our clients?',
      saved: 'Personal data saved',
    },
    address: {
      title: 'Address and bank account',
      street: 'Street and house number',
      zip: 'Postcode',
      city: 'Town or city',
      country: 'Country',
      taxResidency: 'Tax residency',
      owner: 'Bank account holder',
      iban: 'Account number (IBAN)',
      ibanCountry: 'Bank account in Slovakia',
      removeFile: (name) => `Remove ${name}`,
      saved: 'Address and bank account saved',
    },
    questionnaireInfo: 'Investment questionnaire',
    login: { title: 'Log in', email: 'E-mail', password: 'Password', submit: 'Log in' },
  },
  bg: {
    languageButton: 'Български',
    openAccount: 'Открийте сметка',
    continue: 'Продължете',
    logout: 'Изход',
    yes: 'Да',
    no: 'Не',
    slovakia: 'Словакия',
    registration: {
      title: 'Регистрация',
      email: 'Имейл',
      password: 'Парола',
      repeatPassword: 'Повторете паролата',
      emailCode: 'Код за потвърждение от имейла',
      consent: 'Съгласявам се личните ми данни да бъдат обработвани',
      sendCode: 'Изпрати код по имейл',
      codeSent: 'Изпратихме ви кода по имейл.',
      saved: 'Регистрацията е успешна',
    },
    personal: {
      title: 'Лични данни',
      name: 'Име',
      surname: 'Фамилия',
      birthdate: 'Дата на раждане',
      birthnumber: 'Личен номер (rodné číslo)',
      idcardNo: 'Номер на личния документ',
      idcardValidity: 'Документът е валиден до',
      nationality: 'Гражданство',
      phone: 'Мобилен телефон',
      sendCode: 'Изпрати код чрез SMS',
      codeSent: 'Изпратихме ви кода чрез SMS.',
      smsCode: 'Код за потвърждение от SMS',
      pep: 'Видна политическа личност ли сте?',
      child: 'Откривате ли сметката за своето дете като негов законен представител?',
      agent: 'Помага ли ви финансов агент при откриването на сметката?',
      agentNumber: 'Регистрационен номер на финансовия агент',
      referred: 'Препоръча ли ви някой от нашите клиенти?',
      saved: 'Личните данни са запазени',
    },
    address: {
      title: 'Адрес и банкова сметка',
      street: 'Улица и номер',
      zip: 'Пощенски код',
      city: 'Населено място',
      country: 'Държава',
      taxResidency: 'Държава на данъчно пребиваване',
      owner: 'Титуляр на банковата сметка',
      iban: 'Номер на сметката (IBAN)',
      ibanCountry: 'Сметка в: Словакия',
      removeFile: (name) => `Премахване на ${name}`,
      saved: 'Адресът и банковата сметка са запазени',
    },
    questionnaireInfo: 'Инвестиционен въпросник',
    login: { title: 'Вход', email: 'Имейл', password: 'Парола', submit: 'Вход' },
  },
};

/** The password every journey registers with. */
export const JOURNEY_PASSWORD = 'tajne-heslo';

// A real 1×1 PNG, as a phone's scan app would save a (very small) picture of a bank statement.
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A label as a whole-string pattern: exact, but tolerating the required field's asterisk after it. */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
}

/**
 * Waits until no finite CSS/web animation of the screen shown is running (MUI fades and ripples), so axe judges the
 * final colours. A screen the app keeps hidden beside it holds its animations until it is shown again.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity ||
          (animation.effect as KeyframeEffect | null)?.target?.closest('[data-hidden-screen]'),
      ),
  );
}

/** Chooses a language with the switcher in the header and waits until its button says it is the current one. */
export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  const button = page.getByRole('button', { name: JOURNEY_TEXTS[lang].languageButton, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The continue (submit) button of a step, in a language. */
export function continueButtonIn(page: Page, lang: Lang) {
  return page.getByRole('button', { name: JOURNEY_TEXTS[lang].continue, exact: true });
}

/** Fills the registration screen (already shown) in a language with the e-mail code from the outbox; does not continue.
 * */
export async function fillRegistration(
  page: Page,
  request: APIRequestContext,
  email: string,
  lang: Lang,
  password = JOURNEY_PASSWORD,
): Promise<void> {
  const texts = JOURNEY_TEXTS[lang].registration;
  await page.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
  await page.getByLabel(label(texts.password)).fill(password);
  await page.getByLabel(texts.repeatPassword).fill(password);
  await page.getByRole('button', { name: texts.sendCode, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.codeSent })).toBeVisible();
  await page.getByRole('textbox', { name: label(texts.emailCode) }).fill(await lastCodeSentTo(request, email));
  await page.getByRole('checkbox', { name: label(texts.consent) }).check();
}

/** Fills the personal data screen in a language and verifies the phone with the SMS code from the outbox; does not
 * continue. */
export async function fillPersonalInfoIn(
  page: Page,
  request: APIRequestContext,
  person: PersonalData,
  lang: Lang,
): Promise<void> {
  const texts = JOURNEY_TEXTS[lang].personal;
  const { yes, no, slovakia } = JOURNEY_TEXTS[lang];
  await page.getByRole('textbox', { name: texts.name, exact: true }).fill(person.name);
  await page.getByRole('textbox', { name: texts.surname, exact: true }).fill(person.surname);
  await page.getByRole('textbox', { name: texts.birthdate, exact: true }).fill(person.birthdate);
  await page.getByRole('textbox', { name: texts.birthnumber, exact: true }).fill(person.birthnumber);
  await page.getByRole('textbox', { name: texts.idcardNo, exact: true }).fill('EA123456');
  await page
    .getByRole('textbox', { name: texts.idcardValidity, exact: true })
    .fill(`${new Date().getFullYear() + 5}-12-31`);
  await chooseCountry(page, label(texts.nationality), slovakia);
  await page.getByRole('textbox', { name: texts.phone, exact: true }).fill(person.phone);
  await page.getByRole('button', { name: texts.sendCode, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.codeSent })).toBeVisible();
  await page
    .getByRole('textbox', { name: label(texts.smsCode) })
    .fill(await lastCodeSentTo(request, person.phone.replace(/\s/g, '')));
  const questions: [string, boolean][] = [
    [texts.pep, false],
    [texts.child, person.childInvestment],
    [texts.agent, person.agentNumber !== undefined],
    [texts.referred, false],
  ];
  for (const [question, answerYes] of questions) {
    await page
      .getByRole('group', { name: label(question) })
      .getByRole('radio', { name: answerYes ? yes : no, exact: true })
      .check();
  }
  if (person.agentNumber !== undefined)
    await page.getByRole('textbox', { name: label(texts.agentNumber) }).fill(person.agentNumber);
}

export interface AddressAndBank {
  street: string;
  zip: string;
  city: string;
  owner: string;
  /** Typed without spaces; the field groups it by four. */
  iban: string;
  /** The file name of the bank scan (a real 1×1 PNG). */
  scanName: string;
}

/** Fills the address and bank account screen in a language (Slovakia, Slovak tax residency) with a PNG scan; does not
 * continue. */
export async function fillAddressAndBank(page: Page, lang: Lang, address: AddressAndBank): Promise<void> {
  const texts = JOURNEY_TEXTS[lang].address;
  const { slovakia } = JOURNEY_TEXTS[lang];
  await page.getByRole('textbox', { name: texts.street, exact: true }).fill(address.street);
  await page.getByRole('textbox', { name: texts.zip, exact: true }).fill(address.zip);
  await page.getByRole('textbox', { name: texts.city, exact: true }).fill(address.city);
  await chooseCountry(page, label(texts.country), slovakia);
  await chooseCountry(page, label(texts.taxResidency), slovakia);
  await page.getByRole('textbox', { name: texts.owner, exact: true }).fill(address.owner);
  const iban = page.getByRole('textbox', { name: texts.iban, exact: true });
  await iban.fill(address.iban);
  await expect(iban).toHaveValue(address.iban.replace(/(.{4})(?!$)/g, '$1 '));
  await expect(page.getByText(texts.ibanCountry, { exact: true })).toBeVisible();
  await page
    .locator('#field__scan_bank__file')
    .setInputFiles({ name: address.scanName, mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('button', { name: texts.removeFile(address.scanName), exact: true })).toBeVisible();
}

/** Logs out with the header button and waits for the login screen. */
export async function logout(page: Page, lang: Lang): Promise<void> {
  const button = page.getByRole('button', { name: JOURNEY_TEXTS[lang].logout, exact: true });
  await button.click();
  await expect(page).toHaveURL('/login');
  await expect(button).toHaveCount(0);
}

/** Logs in on the login screen (opened first unless it is shown) with e-mail and password; the caller checks where it
 * lands. */
export async function loginThroughUi(page: Page, email: string, password: string, lang: Lang = 'sk'): Promise<void> {
  const texts = JOURNEY_TEXTS[lang].login;
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
  await page.getByRole('textbox', { name: label(texts.email) }).fill(email);
  await page.getByLabel(label(texts.password)).fill(password);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
}
