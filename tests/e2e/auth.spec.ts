import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { requestCount } from './sandbox';
import { SEEDED_STEP, type SeededAt } from './sign-in';
import type { SeededLead } from '../../src/sandbox/handlers/seed-lead';

/** The heading of each step a seeded lead continues at, in Slovak. */
const SEEDED_STEP_TITLE: Record<SeededAt, string> = {
  'personal-info': 'Osobné údaje',
  address: 'Adresa a bankový účet',
  questionnaire: 'Investičný dotazník',
  strategies: 'Investičné stratégie',
  verification: 'Overenie totožnosti',
  documents: 'Nahratie dokladov',
  contracts: 'Podpis zmlúv',
};

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

const PASSWORD = 'Sandbox123';

/** Chooses the language as a returning visitor has it stored (wem_locale), before opening `path`. */
async function openIn(page: Page, lang: 'sk' | 'en' | 'bg', path: string) {
  await page.goto('/');
  await page.evaluate((l) => localStorage.setItem('wem_locale', l), lang);
  await page.goto(path);
}

async function logIn(
  page: Page,
  email: string,
  password: string,
  labels = { email: 'E-mail', password: /^Heslo/, submit: 'Prihlásiť sa' },
) {
  await page.getByRole('textbox', { name: labels.email, exact: true }).fill(email);
  await page.getByLabel(labels.password).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

/** The toast (an alert with a title and a text) that says exactly `text`, case and punctuation included. */
async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(text);
}

/** The newest reset link the sandbox e-mailed to `email`, read from its outbox as a person reads their mail. */
async function resetLinkSentTo(request: APIRequestContext, email: string): Promise<string> {
  const messages = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    link?: string;
  }[];
  const link = messages.filter((m) => m.link?.includes('/reset-password/')).at(-1)?.link;
  if (!link) throw new Error(`no reset link was sent to ${email}`);
  return link;
}

test.describe('login', () => {
  test('each seeded person resumes where the provider says', async ({ page }) => {
    const people = [
      ['lead@sandbox.test', /\/steps\/personal-info$/, 'Osobné údaje'],
      [
        'pending@sandbox.test',
        /\/steps\/verification-result\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        undefined,
      ],
      ['klient@sandbox.test', /\/sk\/questionnaire-info\/$/, 'Aktualizácia investičného dotazníka'],
    ] as const;
    for (const [email, route, heading] of people) {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Prihlásenie' })).toBeVisible();
      await logIn(page, email, PASSWORD);
      await expect(page).toHaveURL(route);
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  // The specs of single steps sign their lead in without this screen (sign-in.ts): here the screen takes a lead the
  // sandbox seeded at each step (POST /sandbox/leads) to that step, one after another as on a shared computer.
  test('a lead seeded at any step logs in at that step', async ({ page, request }) => {
    await page.goto('/login');
    for (const [at, path] of Object.entries(SEEDED_STEP)) {
      const answer = await request.post('/sandbox/leads', { data: { at } });
      expect(answer.status()).toBe(201);
      const lead = (await answer.json()) as SeededLead;
      await expect(page.getByRole('heading', { level: 1, name: 'Prihlásenie' })).toBeVisible();
      await logIn(page, lead.email, lead.password);
      await expect(page, `seeded at ${at}`).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEEDED_STEP_TITLE[at as SeededAt]);
      await page.getByRole('button', { name: 'Odhlásiť sa', exact: true }).click();
      await expect(page).toHaveURL('/login');
    }
  });

  test('the login screen passes axe and links to the forgotten password and to registration', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Prihlásenie' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAttribute(
      'autocomplete',
      'username',
    );
    await expect(page.getByLabel(/^Heslo/)).toHaveAttribute('autocomplete', 'current-password');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Otvorte si účet' }).click();
    await expect(page).toHaveURL('/registration');
    await page.goBack();
    await page.getByRole('link', { name: 'Zabudli ste heslo?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Zabudnuté heslo' })).toBeVisible();
  });

  test('a wrong password gives the wrong-password message and the e-mail stays', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'lead@sandbox.test', 'nespravne-heslo');
    await expectToast(page, 'Zadali ste nesprávny e-mail alebo heslo.');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('lead@sandbox.test');
    await expectNoAxeViolations(page);
  });

  test('empty fields are named before anything is sent', async ({ page, request }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Formulár obsahuje 2 chyby/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeFocused();
    expect(await requestCount(request, 'login')).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('in English: after three wrong passwords the provider slows logins down, the toast says for how long, and the right password gets in after it', async ({
    page,
    request,
  }) => {
    await openIn(page, 'en', '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const labels = { email: 'E-mail', password: /^Password/, submit: 'Log in' };
    await logIn(page, 'lead@sandbox.test', 'wrong-password', labels);
    await expectToast(page, 'The e-mail or password you entered is wrong.');
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect.poll(() => requestCount(request, 'login')).toBe(attempt);
    }
    // Even the right password waits: the provider answers 429 with Retry-After 5 (src/sandbox/README.md).
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Retry-After counts from the last failure: on a slow machine the wait read may already be shorter.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /Too many failed login attempts\. For your security, please try again in [1-5] s\./ }),
    ).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('lead@sandbox.test');
    await expect(page.getByLabel(/^Password/)).toHaveValue(PASSWORD);
    await expectNoAxeViolations(page);
    // No lock-out: once the wait is over the right password gets in.
    await request.post('/sandbox/clock', { data: { advanceMs: 5000 } });
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/steps/personal-info');
  });

  test('in Bulgarian', async ({ page }) => {
    await openIn(page, 'bg', '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await expectNoAxeViolations(page);
    await logIn(page, 'lead@sandbox.test', 'грешна-парола', { email: 'Имейл', password: /^Парола/, submit: 'Вход' });
    await expectToast(page, 'Въведеният имейл или парола са грешни.');
    await logIn(page, 'lead@sandbox.test', PASSWORD, { email: 'Имейл', password: /^Парола/, submit: 'Вход' });
    await expect(page).toHaveURL('/steps/personal-info');
  });
});

test.describe('forgotten password', () => {
  test('a new password through the e-mailed link, the token leaving the address at once', async ({ page, request }) => {
    const email = 'lead@sandbox.test';
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Zabudnuté heslo' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Poslať odkaz' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Ak je e-mail ${email} zaregistrovaný, poslali sme naň odkaz na nastavenie nového hesla. Ak správu nevidíte, pozrite sa aj do priečinka nevyžiadanej pošty.`,
    );
    await expectToast(page, 'Žiadosť sme prijali');
    await expectNoAxeViolations(page);

    const link = await resetLinkSentTo(request, email);
    const token = link.split('/').at(-1) ?? '';
    expect(token.length).toBeGreaterThan(20);
    await page.goto(link);
    await expect(page).toHaveURL(/\/sk\/reset-password$/);
    expect(page.url()).not.toContain(token);
    await expect(page.getByRole('heading', { level: 1, name: 'Nové heslo' })).toBeVisible();
    await expect(page.getByLabel(/^Nové heslo/)).toHaveAttribute('autocomplete', 'new-password');
    await expectNoAxeViolations(page);
    // Neither the address, the page, nor the browser's storage holds the token.
    const kept = await page.evaluate(() =>
      [
        document.body.innerHTML,
        JSON.stringify({ ...localStorage }),
        JSON.stringify({ ...sessionStorage }),
        document.cookie,
      ].join('\n'),
    );
    expect(kept).not.toContain(token);

    await page.getByLabel(/^Nové heslo/).fill('kratk');
    await page.getByLabel(/^Zopakujte nové heslo/).fill('kratk');
    await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await expect(page.getByText('Heslo musí obsahovať najmenej 6 znakov!', { exact: true })).toBeVisible();
    expect(await requestCount(request, 'changeLostPassword')).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByLabel(/^Nové heslo/).fill('nove-heslo-7');
    await page.getByLabel(/^Zopakujte nové heslo/).fill('ine-heslo-7');
    await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await expect(page.getByText('Zadané heslá sa nezhodujú!', { exact: true })).toBeVisible();

    await page.getByLabel(/^Zopakujte nové heslo/).fill('nove-heslo-7');
    await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await expectToast(page, 'Heslo bolo zmenené');
    await expect(page).toHaveURL('/login');

    await logIn(page, email, PASSWORD);
    await expectToast(page, 'Zadali ste nesprávny e-mail alebo heslo.');
    await logIn(page, email, 'nove-heslo-7');
    await expect(page).toHaveURL('/steps/personal-info');
  });

  test('a reload after the token left the address asks to open the link again; the link still works', async ({
    page,
    request,
  }) => {
    const email = 'pending@sandbox.test';
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Poslať odkaz' }).click();
    await expect(page.getByRole('status')).toContainText(email);
    const link = await resetLinkSentTo(request, email);

    await page.goto(link);
    await expect(page).toHaveURL(/\/sk\/reset-password$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Nové heslo' })).toBeVisible();
    await expect(page.getByText(/Odkaz na zmenu hesla treba otvoriť znova z e-mailu/)).toBeVisible();
    await expect(page.getByLabel(/^Nové heslo/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The history entry was replaced, not added to: back and forward never bring the token back.
    await page.goBack();
    await expect(page).toHaveURL('/forgot-password');
    await page.goForward();
    await expect(page).toHaveURL(/\/sk\/reset-password$/);
    await expect(page.getByText(/Odkaz na zmenu hesla treba otvoriť znova z e-mailu/)).toBeVisible();

    await page.goto(link);
    await page.getByLabel(/^Nové heslo/).fill('druhe-heslo');
    await page.getByLabel(/^Zopakujte nové heslo/).fill('druhe-heslo');
    await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await expect(page).toHaveURL('/login');
    await page.getByRole('link', { name: 'Zabudli ste heslo?' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test('an invalid link is refused with the not-authorized message and a way to ask for a new one', async ({
    page,
  }) => {
    await page.goto('/sk/reset-password/tento-odkaz-neplati');
    await expect(page).toHaveURL(/\/sk\/reset-password$/);
    await page.getByLabel(/^Nové heslo/).fill('nove-heslo');
    await page.getByLabel(/^Zopakujte nové heslo/).fill('nove-heslo');
    await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await expectToast(
      page,
      'Na túto akciu nemáte oprávnenie. Odkaz na obnovu hesla je neplatný alebo mu vypršala platnosť.',
    );
    await expect(page.getByText('Tento odkaz na zmenu hesla už neplatí. Požiadajte o nový.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Nové heslo' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Požiadať o nový odkaz' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test('the same answer for an unknown e-mail, and no e-mail is sent', async ({ page, request }) => {
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('nikto@example.sk');
    await page.getByRole('button', { name: 'Poslať odkaz' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Ak je e-mail nikto@example.sk zaregistrovaný, poslali sme naň odkaz na nastavenie nového hesla. Ak správu nevidíte, pozrite sa aj do priečinka nevyžiadanej pošty.',
    );
    const messages = (await (await request.get('/sandbox/outbox?to=nikto@example.sk')).json()) as unknown[];
    expect(messages).toEqual([]);
  });

  test('in English: the sixth request within five minutes is refused with SPEC’s text', async ({ page, request }) => {
    await openIn(page, 'en', '/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgotten password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('lead@sandbox.test');
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await expect(page.getByRole('button', { name: 'Send link' })).toBeEnabled();
      await page.getByRole('button', { name: 'Send link' }).click();
      await expect.poll(() => requestCount(request, 'forgotPassword')).toBe(attempt);
    }
    await expectToast(
      page,
      'You have exceeded the maximum number of attempts to password recovery. Please try again in 5 minutes.',
    );
    // The confirmation is taken back: this request was not accepted.
    await expect(page.getByRole('status')).toHaveText('');
    await expectNoAxeViolations(page);
  });

  test('the reset page in Bulgarian', async ({ page, request }) => {
    await openIn(page, 'bg', '/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Забравена парола' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Имейл', exact: true }).fill('lead@sandbox.test');
    await page.getByRole('button', { name: 'Изпратете връзка' }).click();
    await expect(page.getByRole('status')).toContainText('lead@sandbox.test');
    const link = await resetLinkSentTo(request, 'lead@sandbox.test');
    expect(link).toContain('/bg/reset-password/');
    await page.goto(link);
    await expect(page).toHaveURL(/\/bg\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Нова парола' })).toBeVisible();
    await page.getByLabel(/^Нова парола/).fill('abc');
    await page.getByLabel(/^Повторете новата парола/).fill('abc');
    await page.getByRole('button', { name: 'Сменете паролата' }).click();
    await expect(page.getByText('Паролата трябва да съдържа най-малко 6 знака!', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
