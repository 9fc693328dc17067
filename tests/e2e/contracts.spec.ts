import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { type Lang, settleAnimations } from './journey';
import { lastCodeSentTo, requestCount } from './sandbox';
import type { SeededLead } from '../../src/sandbox/handlers/seed-lead';
import { openSignedIn } from './sign-in';

// Several axe runs and real SMS round trips per test: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** What a person reads on the contracts and thank-you pages (locales/{lang}/contracts.json, toasts, errors). */
const TEXTS = {
  sk: {
    title: 'Podpis zmlúv',
    electronic: /^Súhlasím s elektronickou komunikáciou/,
    electronicRequired: 'Bez súhlasu s elektronickou komunikáciou nie je možné otvoriť účet online.',
    agentConsent: /^Prečítal\(a\) som si zmluvu o finančnom sprostredkovaní/,
    agentConsentRequired: 'Na podpis je potrebný váš súhlas so zmluvou o finančnom sprostredkovaní.',
    portfolio: 'Zmluva o riadení portfólia',
    intermediation: 'Zmluva o finančnom sprostredkovaní',
    agentDocuments: 'Dokumenty vášho finančného agenta',
    sendSms: 'Poslať kód SMS správou',
    codeSent: 'Kód sme vám poslali SMS správou. Zadajte ho nižšie.',
    code: /^Kód z SMS/,
    sign: 'Podpísať',
    portfolioSigned: 'Zmluva o riadení portfólia je podpísaná.',
    intermediationSigned: 'Zmluva o finančnom sprostredkovaní je podpísaná.',
    portfolioFailed: 'Zmluvu o riadení portfólia sa nepodarilo podpísať',
    intermediationFailed: 'Zmluvu o finančnom sprostredkovaní sa nepodarilo podpísať',
    wrongCode: 'Zadali ste nesprávny kód',
    tooMany: 'Prekročili ste maximálny počet pokusov o prihlásenie. Skúste to znova o 5 minút.',
    agreementsSigned: 'Zmluvy boli podpísané',
    thanks: 'Ďakujeme, zmluvy sú podpísané',
    clientZone: 'Prejsť do klientskej zóny',
  },
  en: {
    title: 'Contract signing',
    electronic: /^I agree to electronic communication/,
    electronicRequired: 'Without consent to electronic communication, the account cannot be opened online.',
    agentConsent: /^I have read the financial intermediation agreement/,
    agentConsentRequired: 'Your agreement to the financial intermediation agreement is needed to sign.',
    portfolio: 'Portfolio management agreement',
    intermediation: 'Financial intermediation agreement',
    agentDocuments: "Your financial agent's documents",
    sendSms: 'Send the code by SMS',
    codeSent: 'We have sent you the code by SMS. Enter it below.',
    code: /^Code from the SMS/,
    sign: 'Sign',
    portfolioSigned: 'The portfolio management agreement is signed.',
    intermediationSigned: 'The financial intermediation agreement is signed.',
    portfolioFailed: 'The portfolio management agreement could not be signed',
    intermediationFailed: 'The financial intermediation agreement could not be signed',
    wrongCode: 'The code you entered is incorrect',
    tooMany: 'You have exceeded the maximum number of login attempts. Please try again in 5 minutes.',
    agreementsSigned: 'The agreements have been signed',
    thanks: 'Thank you, your contracts are signed',
    clientZone: 'Go to the client zone',
  },
  bg: {
    title: 'Подписване на договори',
    electronic: /^Съгласен\(а\) съм с електронна комуникация/,
    electronicRequired: 'Без съгласие за електронна комуникация сметката не може да бъде открита онлайн.',
    agentConsent: /^Прочетох договора за финансово посредничество/,
    agentConsentRequired: 'За подписването е необходимо съгласието ви с договора за финансово посредничество.',
    portfolio: 'Договор за управление на портфейл',
    intermediation: 'Договор за финансово посредничество',
    agentDocuments: 'Документи на вашия финансов агент',
    sendSms: 'Изпрати кода по SMS',
    codeSent: 'Изпратихме ви кода по SMS. Въведете го по-долу.',
    code: /^Код от SMS/,
    sign: 'Подпиши',
    portfolioSigned: 'Договорът за управление на портфейл е подписан.',
    intermediationSigned: 'Договорът за финансово посредничество е подписан.',
    portfolioFailed: 'Договорът за управление на портфейл не можа да бъде подписан',
    intermediationFailed: 'Договорът за финансово посредничество не можа да бъде подписан',
    wrongCode: 'Въведохте грешен код',
    tooMany: 'Превишихте максималния брой опити за вход. Моля, опитайте отново след 5 минути.',
    agreementsSigned: 'Договорите са подписани',
    thanks: 'Благодарим ви, договорите са подписани',
    clientZone: 'Към клиентската зона',
  },
} as const;

/** A lead the sandbox has brought to the contracts step, signed in (sign-in.ts) in `lang`. */
async function loginAtContracts(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  intermediary: boolean,
): Promise<SeededLead> {
  const lead = (await (
    await request.post('/sandbox/leads', { data: { at: 'contracts', lang, intermediary } })
  ).json()) as SeededLead;
  await openSignedIn(page, request, lead, '/steps/contracts', lang);
  await expect(page).toHaveURL('/steps/contracts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[lang].title);
  return lead;
}

function agreement(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** Sends the code for an agreement and answers it from the sandbox outbox, as the person reads the SMS. */
async function requestCode(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  section: string,
  phone: string,
): Promise<string> {
  const region = agreement(page, section);
  await region.getByRole('button', { name: TEXTS[lang].sendSms }).click();
  await expect(region.getByRole('status')).toHaveText(TEXTS[lang].codeSent);
  const codeInput = region.getByRole('textbox', { name: TEXTS[lang].code });
  await expect(codeInput).toBeFocused();
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  return lastCodeSentTo(request, phone);
}

async function sign(page: Page, lang: Lang, section: string, code: string): Promise<void> {
  const region = agreement(page, section);
  await region.getByRole('textbox', { name: TEXTS[lang].code }).fill(code);
  await region.getByRole('button', { name: TEXTS[lang].sign, exact: true }).click();
}

/** The toast (alert) with this text. */
function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

async function expectThankYou(page: Page, lang: Lang): Promise<void> {
  // The success toast first: it leaves by itself after 3 s.
  await expect(toast(page, TEXTS[lang].agreementsSigned)).toBeVisible();
  await expect(page).toHaveURL('/steps/thank-you');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[lang].thanks);
  await expect(page.getByRole('link', { name: TEXTS[lang].clientZone })).toHaveAttribute(
    'href',
    'https://klient.wem.sk/',
  );
  await settleAnimations(page);
  await expectNoAxeViolations(page);
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

for (const lang of ['sk', 'en', 'bg'] as const) {
  test(`${lang}: without an agent, electronic communication is required, the portfolio management agreement is signed by SMS code, and the thank-you page follows`, async ({
    page,
    request,
  }) => {
    const t = TEXTS[lang];
    const lead = await loginAtContracts(page, request, lang, false);
    await expect(agreement(page, t.intermediation)).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: t.agentConsent })).toHaveCount(0);
    await expect(page.getByRole('region', { name: t.agentDocuments })).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(`^${t.portfolio}`) })).toHaveAttribute(
      'href',
      new RegExp(`/sandbox/files/portfolio-management-agreement-${lang}\\.pdf$`),
    );
    await settleAnimations(page);
    await expectNoAxeViolations(page);

    // Without the consent nothing is sent; the page says online onboarding needs it.
    await agreement(page, t.portfolio).getByRole('button', { name: t.sendSms }).click();
    const electronic = page.getByRole('checkbox', { name: t.electronic });
    await expect(page.getByText(t.electronicRequired)).toBeVisible();
    await expect(electronic).toBeFocused();
    await expectNoAxeViolations(page);
    expect(await requestCount(request, 'sendSignCode')).toBe(0);

    await electronic.check();
    await expect(page.getByText(t.electronicRequired)).toHaveCount(0);
    const code = await requestCode(page, request, lang, t.portfolio, lead.phone);
    await settleAnimations(page);
    await expectNoAxeViolations(page);
    await sign(page, lang, t.portfolio, code);
    await expectThankYou(page, lang);
    expect(await requestCount(request, 'verifySignCode')).toBe(1);
    expect(await requestCount(request, 'contract')).toBe(1);
    expect(await requestCount(request, 'sendSignCodeSfa')).toBe(0);
    expect(await requestCount(request, 'verifySignCodeSfa')).toBe(0);

    // Onboarding is over: a reload does not bring the lead back on this computer.
    await page.reload();
    await expect(page).toHaveURL('/login');
  });
}

test('with an agent, the agent’s documents are shown and the financial intermediation agreement is signed separately (-sfa), then the portfolio management agreement', async ({
  page,
  request,
}) => {
  const lang = 'en';
  const t = TEXTS[lang];
  const lead = await loginAtContracts(page, request, lang, true);
  await expect(page.getByRole('region', { name: t.agentDocuments }).getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('link', { name: new RegExp(`^${t.intermediation}`) })).toHaveAttribute(
    'href',
    /\/sandbox\/files\/financial-intermediation-agreement-en\.pdf$/,
  );
  await settleAnimations(page);
  await expectNoAxeViolations(page);

  // Both consents are required to sign.
  await agreement(page, t.intermediation).getByRole('button', { name: t.sendSms }).click();
  await expect(page.getByText(t.agentConsentRequired)).toBeVisible();
  await expect(page.getByText(t.electronicRequired)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: t.agentConsent })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: t.agentConsent }).check();
  await page.getByRole('checkbox', { name: t.electronic }).check();

  const sfaCode = await requestCode(page, request, lang, t.intermediation, lead.phone);
  await sign(page, lang, t.intermediation, sfaCode);
  await expect(agreement(page, t.intermediation).getByText(t.intermediationSigned)).toBeVisible();
  expect(await requestCount(request, 'contract')).toBe(0);
  await settleAnimations(page);
  await expectNoAxeViolations(page);

  const ownCode = await requestCode(page, request, lang, t.portfolio, lead.phone);
  await sign(page, lang, t.portfolio, ownCode);
  await expectThankYou(page, lang);
  for (const endpoint of ['sendSignCode', 'verifySignCode', 'sendSignCodeSfa', 'verifySignCodeSfa', 'contract']) {
    expect({ endpoint, count: await requestCount(request, endpoint) }).toEqual({ endpoint, count: 1 });
  }
});

test('sk with an agent: a wrong sign code and a 429 show their messages at the field and as toasts, and the right code still signs', async ({
  page,
  request,
}) => {
  const lang = 'sk';
  const t = TEXTS[lang];
  const lead = await loginAtContracts(page, request, lang, true);
  await page.getByRole('checkbox', { name: t.agentConsent }).check();
  await page.getByRole('checkbox', { name: t.electronic }).check();
  const code = await requestCode(page, request, lang, t.intermediation, lead.phone);
  const field = agreement(page, t.intermediation).getByRole('textbox', { name: t.code });

  await sign(page, lang, t.intermediation, wrong(code));
  await expect(field).toHaveAccessibleDescription(`${t.intermediationFailed}. ${t.wrongCode}`);
  await expect(toast(page, t.intermediationFailed)).toContainText(t.wrongCode);
  await expect(field).toHaveValue(wrong(code));
  await expect(field).toBeFocused();
  await settleAnimations(page);
  await expectNoAxeViolations(page);

  await request.post('/sandbox/faults', { data: { endpoint: 'verifySignCodeSfa', status: 429 } });
  await agreement(page, t.intermediation).getByRole('button', { name: t.sign, exact: true }).click();
  await expect(field).toHaveAccessibleDescription(`${t.intermediationFailed}. ${t.tooMany}`);
  await expect(toast(page, t.tooMany)).toBeVisible();
  await expectNoAxeViolations(page);

  await sign(page, lang, t.intermediation, code);
  await expect(agreement(page, t.intermediation).getByText(t.intermediationSigned)).toBeVisible();
  expect(await requestCount(request, 'verifySignCodeSfa')).toBe(3);
  await expect(page).toHaveURL('/steps/contracts');
});

test('bg: five wrong codes for the portfolio management agreement, then the provider’s own limit answers 429', async ({
  page,
  request,
}) => {
  const lang = 'bg';
  const t = TEXTS[lang];
  const lead = await loginAtContracts(page, request, lang, false);
  await page.getByRole('checkbox', { name: t.electronic }).check();
  const code = await requestCode(page, request, lang, t.portfolio, lead.phone);
  const field = agreement(page, t.portfolio).getByRole('textbox', { name: t.code });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await sign(page, lang, t.portfolio, wrong(code));
    await expect(field).toHaveAccessibleDescription(`${t.portfolioFailed}. ${t.wrongCode}`);
    expect(await requestCount(request, 'verifySignCode')).toBe(attempt);
  }
  await agreement(page, t.portfolio).getByRole('button', { name: t.sign, exact: true }).click();
  await expect(field).toHaveAccessibleDescription(`${t.portfolioFailed}. ${t.tooMany}`);
  await expect(toast(page, t.tooMany)).toContainText(t.portfolioFailed);
  expect(await requestCount(request, 'verifySignCode')).toBe(6);
  await expect(page).toHaveURL('/steps/contracts');
  await settleAnimations(page);
  await expectNoAxeViolations(page);
});
