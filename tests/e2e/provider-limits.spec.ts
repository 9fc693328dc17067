import type { APIRequestContext, Page } from '@playwright/test';
import bgErrors from '../../locales/bg/errors.json' with { type: 'json' };
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { fillPersonalInfo, JOURNEY_TEXTS, label, type Lang, registerThroughUi } from './journey';
import { textsIn } from './questionnaire-texts';
import { requestCount } from './sandbox';
import { openSignedIn } from './sign-in';

// The provider's limits (src/sandbox/README.md, "Rules the provider must enforce") as a person meets them: the
// toast says what was refused and how long to wait, and nothing typed is lost.

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

const API = '/production/v1';

async function appToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/oauth/onboarding-token', {
    form: { scope: 'onboarding', user: 'onboarding-web', pass: 'sandbox' },
  });
  return ((await answer.json()) as { authorization_token: string }).authorization_token;
}

/** Sends e-mail codes to `email` as another tab or device of the person would, before the one the test presses. */
async function sendEmailCodes(request: APIRequestContext, email: string, times: number): Promise<void> {
  const token = await appToken(request);
  for (let i = 0; i < times; i += 1) {
    const sent = await request.post(`${API}/onboarding/send-email-code?lang=sk`, {
      headers: { authorization: `Bearer ${token}` },
      data: { email },
    });
    expect(sent.status()).toBe(200);
  }
}

async function leadToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post(`${API}/onboarding/login`, {
    headers: { authorization: `Bearer ${await appToken(request)}` },
    data: { email, password },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { lead_token: string }).lead_token;
}

/** The toast (an alert with a title and a text) that says `title` and `text`. */
async function expectToast(page: Page, title: string, text: string | RegExp): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
}

async function openIn(page: Page, lang: Lang, path: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((l) => localStorage.setItem('wem_locale', l), lang);
  await page.goto(path);
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
  }
}

const codeLimitTexts: Record<Lang, { title: string; text: string }> = {
  sk: {
    title: 'Overovací kód nebol odoslaný',
    text: 'Požiadali ste o príliš veľa kódov. Nový kód si môžete vyžiadať o 60 min.',
  },
  en: {
    title: 'The verification code was not sent',
    text: 'You have requested too many codes. You can request a new one in 60 min.',
  },
  bg: { title: bgErrors.emailCodeNotSent, text: bgErrors.tooManyCodes.replace('{{minutes}}', '60') },
};

for (const lang of ['sk', 'en', 'bg'] as const) {
  test(`${lang}: a fourth e-mail code within the hour is refused with the wait, and what was typed stays`, async ({
    page,
    request,
  }) => {
    const texts = JOURNEY_TEXTS[lang].registration;
    const email = `limit-${lang}@example.sk`;
    await sendEmailCodes(request, email, 3);
    await openIn(page, lang, '/registration');
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await page.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
    await page.getByLabel(label(texts.password)).fill('tajne-heslo');
    await page.getByLabel(texts.repeatPassword).fill('tajne-heslo');
    await page.getByRole('button', { name: texts.sendCode, exact: true }).click();
    await expectToast(page, codeLimitTexts[lang].title, codeLimitTexts[lang].text);
    await expect(page.getByRole('status').filter({ hasText: texts.codeSent })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: texts.email, exact: true })).toHaveValue(email);
    await expect(page.getByLabel(label(texts.password))).toHaveValue('tajne-heslo');
    await expect(page.getByLabel(texts.repeatPassword)).toHaveValue('tajne-heslo');
    await expect(page.getByRole('button', { name: texts.sendCode, exact: true })).toBeEnabled();
    expect(await requestCount(request, 'sendEmailCode')).toBe(4);
    await expectNoAxeViolations(page);
    await screenshots(page, `code-limit-${lang}`);
  });
}

test('a registered e-mail gets the same answer as a new one; its mail says the account exists and links to login and password reset', async ({
  page,
  request,
}) => {
  const texts = JOURNEY_TEXTS.sk.registration;
  await page.goto('/registration');
  await page.getByRole('textbox', { name: texts.email, exact: true }).fill('lead@sandbox.test');
  await page.getByLabel(label(texts.password)).fill('tajne-heslo');
  await page.getByLabel(texts.repeatPassword).fill('tajne-heslo');
  await page.getByRole('button', { name: texts.sendCode, exact: true }).click();
  // What the page says is what it says for any e-mail: no hint that this one has an account.
  await expect(page.getByRole('status').filter({ hasText: texts.codeSent })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: texts.email, exact: true })).toHaveValue('lead@sandbox.test');

  // The owner reads the mail (the sandbox's outbox panel shows it, as their mailbox would).
  await page.getByRole('button', { name: /Sandbox: odoslané správy \(1\)/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Účet s týmto e-mailom už existuje')).toBeVisible();
  await screenshots(page, 'account-exists-mail');
  const mails = (await (await request.get('/sandbox/outbox?to=lead@sandbox.test')).json()) as {
    text: string;
    code?: string;
    links?: string[];
  }[];
  const mail = mails.at(-1);
  expect(mail?.code).toBeUndefined();
  expect(mail?.text).toContain('Účet s ňou už máte, preto sme overovací kód neposlali.');
  const [loginLink, resetLink] = mail?.links ?? [];
  await page.goto(new URL(resetLink ?? '').pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Zabudnuté heslo' })).toBeVisible();
  await page.goto(new URL(loginLink ?? '').pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Prihlásenie' })).toBeVisible();
});

// The provider's Retry-After counts from the last failure, so on a slow machine the wait read may be 4 s or less.
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const slowDownTexts: Record<'sk' | 'bg', { title: string; text: RegExp }> = {
  sk: {
    title: 'Prihlásenie sa nepodarilo',
    text: /Príliš veľa neúspešných pokusov o prihlásenie\. Z bezpečnostných dôvodov to skúste znova o [1-5] s\./,
  },
  bg: {
    title: bgErrors.loginFailed,
    text: new RegExp(escaped(bgErrors.tooManyLoginsSeconds).replace('\\{\\{seconds\\}\\}', '[1-5]')),
  },
};

for (const lang of ['sk', 'bg'] as const) {
  test(`${lang}: after three wrong passwords the login waits 5 s, says so, keeps what was typed, then lets the right password in`, async ({
    page,
    request,
  }) => {
    const texts = JOURNEY_TEXTS[lang].login;
    await openIn(page, lang, '/login');
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await page.getByRole('textbox', { name: texts.email, exact: true }).fill('lead@sandbox.test');
    await page.getByLabel(label(texts.password)).fill('nespravne-heslo');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await expect(page.getByRole('button', { name: texts.submit })).toBeEnabled();
      await page.getByRole('button', { name: texts.submit }).click();
      await expect.poll(() => requestCount(request, 'login')).toBe(attempt);
    }
    await page.getByLabel(label(texts.password)).fill('Sandbox123');
    await page.getByRole('button', { name: texts.submit }).click();
    await expectToast(page, slowDownTexts[lang].title, slowDownTexts[lang].text);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('textbox', { name: texts.email, exact: true })).toHaveValue('lead@sandbox.test');
    await expect(page.getByLabel(label(texts.password))).toHaveValue('Sandbox123');
    await expectNoAxeViolations(page);
    await screenshots(page, `login-slowed-${lang}`);
    await request.post('/sandbox/clock', { data: { advanceMs: 5000 } });
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page).toHaveURL('/steps/personal-info');
  });
}

test('sk: the SMS code of the personal data step is limited per lead; the toast says so and the typed data stays', async ({
  page,
  request,
}) => {
  const texts = JOURNEY_TEXTS.sk.personal;
  const seeded = await request.post('/sandbox/leads', { data: { at: 'personal-info', lang: 'sk' } });
  const lead = (await seeded.json()) as { email: string; password: string };
  const token = await leadToken(request, lead.email, lead.password);
  for (let i = 0; i < 3; i += 1) {
    const sent = await request.post(`${API}/onboarding/send-sms-code`, {
      headers: { authorization: `Bearer ${token}` },
      data: { phone: '+421905111222' },
    });
    expect(sent.status()).toBe(200);
  }
  await openSignedIn(page, request, lead, '/steps/personal-info');
  await expect(page).toHaveURL('/steps/personal-info');
  await page.getByRole('textbox', { name: texts.name, exact: true }).fill('Ľubica');
  await page.getByRole('textbox', { name: texts.surname, exact: true }).fill('Limitová');
  await page.getByRole('textbox', { name: texts.phone, exact: true }).fill('+421905333444');
  await page.getByRole('button', { name: texts.sendCode, exact: true }).click();
  await expectToast(
    page,
    'Kód nebol odoslaný',
    'Požiadali ste o príliš veľa kódov. Nový kód si môžete vyžiadať o 60 min.',
  );
  await expect(page.getByRole('textbox', { name: texts.name, exact: true })).toHaveValue('Ľubica');
  await expect(page.getByRole('textbox', { name: texts.surname, exact: true })).toHaveValue('Limitová');
  await expect(page.getByRole('textbox', { name: texts.phone, exact: true })).toHaveValue(/905\s?333\s?444/);
  await screenshots(page, 'sms-limit-sk');
});

test('sk: the portfolio agreement’s sign code is limited per lead; the toast says no code was sent and when to ask again', async ({
  page,
  request,
}) => {
  const seeded = await request.post('/sandbox/leads', { data: { at: 'contracts', lang: 'sk' } });
  const lead = (await seeded.json()) as { email: string; password: string };
  const token = await leadToken(request, lead.email, lead.password);
  for (let i = 0; i < 3; i += 1) {
    const sent = await request.post(`${API}/onboarding/send-sign-code`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(sent.status()).toBe(200);
  }
  await openSignedIn(page, request, lead, '/steps/contracts');
  await expect(page).toHaveURL('/steps/contracts');
  await page.getByRole('checkbox', { name: /^Súhlasím s elektronickou komunikáciou/ }).check();
  const portfolio = page.getByRole('region', { name: 'Zmluva o riadení portfólia', exact: true });
  await portfolio.getByRole('button', { name: 'Poslať kód SMS správou' }).click();
  await expectToast(
    page,
    'Kód nebol odoslaný',
    'Požiadali ste o príliš veľa kódov. Nový kód si môžete vyžiadať o 60 min.',
  );
  await expect(page.getByRole('checkbox', { name: /^Súhlasím s elektronickou komunikáciou/ })).toBeChecked();
  await screenshots(page, 'sign-code-limit-sk');
});

test('sk: a birth number refused as registered three times, the fourth try is told to wait or call support, and the data stays', async ({
  page,
  request,
}) => {
  await registerThroughUi(page, request, 'skusa.cisla@example.sk');
  // The seeded existing client's birth number (src/sandbox/README.md) with its birthdate.
  await fillPersonalInfo(page, request, {
    name: 'Eva',
    surname: 'Skúšková',
    birthdate: '1975-01-01',
    birthnumber: '7501011232',
    phone: '+421 905 123 459',
    childInvestment: false,
  });
  const continueButton = page.getByRole('button', { name: 'Pokračovať' });
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await expect(continueButton).toBeEnabled();
    await continueButton.click();
    await expect.poll(() => requestCount(request, 'personalInfo')).toBe(attempt);
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Toto rodné číslo je už registrované.' })).toBeVisible();
  await continueButton.click();
  await expectToast(
    page,
    'Vyskytla sa chyba',
    'Príliš veľa pokusov s rodným číslom, ktoré je už registrované. Skúste to znova o 60 min. alebo kontaktujte podporu.',
  );
  expect(await requestCount(request, 'personalInfo')).toBe(4);
  await expect(page).toHaveURL('/steps/personal-info');
  await expect(page.getByRole('textbox', { name: 'Meno', exact: true })).toHaveValue('Eva');
  await expect(page.getByRole('textbox', { name: 'Priezvisko', exact: true })).toHaveValue('Skúšková');
  await expect(page.getByRole('textbox', { name: 'Rodné číslo', exact: true })).toHaveValue('750101/1232');
  await screenshots(page, 'birth-number-limit-sk');
});

test('sk: the questionnaire update’s sign code is limited per client; the toast says no code was sent and when to ask again', async ({
  page,
  request,
}) => {
  const client = (await (await request.post('/sandbox/clients', { data: { lang: 'sk' } })).json()) as {
    email: string;
    link_tokens: { questionnaire_info: string };
  };
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(client.email)}`)).json()) as {
    link?: string;
  }[];
  const link = mails.at(-1)?.link ?? '';
  // Three codes asked for earlier (another device, through the questionnaire-info link).
  const exchanged = await request.post(`${API}/authentication`, {
    data: { token: client.link_tokens.questionnaire_info },
  });
  const auth = {
    authorization: `Bearer ${((await exchanged.json()) as { authorization_token: string }).authorization_token}`,
  };
  const last = (await (
    await request.get(`${API}/client_zone/investment_questionnaire/last_questionnaire`, { headers: auth })
  ).json()) as { answers: unknown[] };
  const created = await request.post(`${API}/client_zone/investment_questionnaire/new`, {
    headers: auth,
    form: { odpovede: JSON.stringify(last.answers), lang: 'sk' },
  });
  const { signature_token } = (await created.json()) as { signature_token: string };
  for (let i = 0; i < 3; i += 1) {
    expect(
      (
        await request.post(`${API}/client_zone/investment_questionnaire/request_sign_code`, {
          headers: auth,
          data: { signature_token },
        })
      ).status(),
    ).toBe(200);
  }

  const t = textsIn('sk');
  await page.goto(link);
  for (const part of [1, 2, 3, 4]) {
    await expect(page.getByText(t.part(part), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t.next }).click();
  }
  await page.getByRole('button', { name: t.finish }).click();
  await expect(page.getByText(t.profile)).toBeVisible();
  await page.getByRole('button', { name: t.update.sendSms }).click();
  await expectToast(
    page,
    'Kód nebol odoslaný',
    'Požiadali ste o príliš veľa kódov. Nový kód si môžete vyžiadať o 60 min.',
  );
  await expect(page.getByRole('button', { name: t.update.sendEmail })).toBeEnabled();
  await screenshots(page, 'questionnaire-sign-code-limit-sk');
});
