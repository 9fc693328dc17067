import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, label, loginThroughUi } from './journey';
import { textsIn } from './questionnaire-texts';
import { signIn } from './sign-in';
import { LOCALE_TEXTS } from './steps/locale-texts';
import { IDP_BUTTONS } from './steps/verification';
import { APP_SCRIPT } from './hold-app-script';

// Issue 24: the pages a person reaches by a full page load from outside the app (an e-mailed reset-password link, a
// client's e-mailed link, the verification result after the identity provider) are in the HTML
// (src/prerender/prerendered-pages.ts): the heading is shown with the HTML, before any script has arrived, so on a slow
// 4G phone it waits for one round trip, not for the app's code and texts; and the app's and the screen's code and
// texts are asked for with the HTML (build/route-preload.ts), not one after another.

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** Holds back every script of the page (the app's chunks and before-app.js, or those `held` names) until `release`. */
async function holdScripts(
  page: Page,
  held: RegExp = /\/(assets\/[\w.-]+\.js|before-app\.js)$/,
): Promise<{ requested: string[]; release: () => void }> {
  const requested: string[] = [];
  let release: () => void = () => undefined;
  const scripts = new Promise<void>((resolve) => {
    release = resolve;
  });
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  await page.route(held, async (route) => {
    await scripts;
    await route.continue().catch(() => undefined);
  });
  return { requested, release };
}

/**
 * Errors of the page's scripts (a hydration that did not match the HTML is reported as one); the browser's own lines
 * for a refused request (no publication store's manifest, a refused link) are not.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A fresh lead at the verification step, signed in (sk), on the identity provider's page: its success button. */
async function atIdentityProvider(page: Page, request: APIRequestContext): Promise<Locator> {
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'verification', lang: 'sk' } })).json()) as {
    email: string;
    password: string;
  };
  await loginThroughUi(page, lead.email, lead.password);
  await page.getByRole('button', { name: 'Overiť totožnosť', exact: true }).click();
  const idp = page.getByRole('button', { name: IDP_BUTTONS.sk.success, exact: true });
  await expect(idp).toBeVisible();
  return idp;
}

/** The language chosen on an earlier visit, as the app keeps it: the cookie (the servers') and the stored choice. */
async function chosenBefore(page: Page, baseURL: string | undefined, lang: string): Promise<void> {
  await page.context().addCookies([{ name: 'wem_locale', value: lang, url: baseURL ?? '' }]);
  await page.addInitScript((chosen) => localStorage.setItem('wem_locale', chosen), lang);
}

/** Marks the element so that it can be told apart from one the app would put in its place. */
async function mark(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate((element) => element.setAttribute('data-from-html', ''));
}

async function clientLink(request: APIRequestContext, lang: string): Promise<string> {
  const client = (await (await request.post('/sandbox/clients', { data: { lang } })).json()) as { email: string };
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(client.email)}`)).json()) as {
    link?: string;
  }[];
  const link = mails.at(-1)?.link;
  if (!link) throw new Error('no client link was e-mailed');
  return new URL(link).pathname;
}

test('a reset-password link shows its heading and form from the HTML, with no script arrived, and the app takes that page over', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const { requested, release } = await holdScripts(page);
  await page.goto('/en/reset-password/tento-odkaz-neplati', { waitUntil: 'commit' });
  // Every script is held back: what shows came with the HTML, in the link's language.
  await expect(page.getByRole('heading', { level: 1, name: 'New password' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: false }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Only the entry is asked for with the HTML: the preloads of the app's code and texts wait for the page's first
  // paint (the entry issues them), so issuing them does not hold the heading back.
  await expect.poll(() => requested.some((url) => /\/assets\/index-/.test(url))).toBe(true);
  const app = /\/assets\/(start-app|reset-password-screen|auth)-[\w-]+\.js$/;
  expect(requested.filter((url) => app.test(url))).toEqual([]);
  // Typed and sent before the app is there: the browser sends nothing and the address keeps no password.
  await page.locator('#field__password').fill('tajne-heslo');
  await page.locator('#field__password').press('Enter');
  expect(page.url()).not.toContain('tajne');
  await mark(page, 'h1');
  release();
  // Once painted, the app's and the screen's code and texts are asked for all at once, as preloads, not one after
  // another as the app would import them.
  for (const chunk of ['start-app-', 'reset-password-screen-', 'auth-'])
    await expect(page.locator(`head link[rel="modulepreload"][href^="/assets/${chunk}"]`).first()).toBeAttached();
  // The app hydrates the page: the same heading element, the token out of the address, what was typed kept.
  await expect(page).toHaveURL('/en/reset-password');
  await expect(page.locator('h1[data-from-html]')).toHaveText('New password');
  await expect(page.locator('#field__password')).toHaveValue('tajne-heslo');
  await page.getByLabel('Repeat the new password').fill('tajne-heslo');
  await page.getByRole('button', { name: 'Change password' }).click();
  // The link is no real one: the provider refuses it and the page says so (the app sent the form, not the browser).
  await expect(page.getByText('This password reset link is no longer valid. Please ask for a new one.')).toBeVisible();
  expect(page.url()).not.toContain('tajne');
  expect(requested.filter((url) => APP_SCRIPT.test(url))).toHaveLength(1);
  expect(requested.filter((url) => /\/assets\/reset-password-screen-[\w-]+\.js$/.test(url))).toHaveLength(1);
  expect(errors).toEqual([]);
});

// "Forgot your password?" followed from an e-mail or a bookmark: the page was shell.html, whose heading waited for the
// app's code, then the screen's code, then its texts, one after another (0.6-1.2 s at normal speed, 0.7-0.8 s of main
// thread before the heading). Its address names no language: the page of the language cookie, Slovak without one.
for (const { lang, title, email, submit } of [
  { lang: 'sk', title: 'Zabudnuté heslo', email: 'E-mail', submit: 'Poslať odkaz' },
  { lang: 'en', title: 'Forgotten password', email: 'E-mail', submit: 'Send link' },
  { lang: 'bg', title: 'Забравена парола', email: 'Имейл', submit: 'Изпратете връзка' },
] as const) {
  test(`the forgotten-password page loaded directly (${lang}) shows its heading and form from the HTML, with no script arrived, and the app takes it over`, async ({
    page,
    baseURL,
  }) => {
    const errors = consoleErrors(page);
    if (lang !== 'sk') await chosenBefore(page, baseURL, lang);
    const { requested, release } = await holdScripts(page);
    await page.goto('/forgot-password', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const field = page.getByRole('textbox', { name: email, exact: true });
    await expect(field).toBeVisible();
    await expect(page.getByRole('button', { name: submit })).toBeVisible();
    const app = /\/assets\/(start-app|forgot-password-screen|auth)-[\w-]+\.js$/;
    expect(requested.filter((url) => app.test(url))).toEqual([]);
    await field.fill('lead@sandbox.test');
    await mark(page, 'h1');
    release();
    for (const chunk of ['start-app-', 'forgot-password-screen-', 'auth-'])
      await expect(page.locator(`head link[rel="modulepreload"][href^="/assets/${chunk}"]`).first()).toBeAttached();
    // The app hydrates the page (the same heading element) and sends what was typed before it came.
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByRole('status')).toContainText('lead@sandbox.test');
    await expect(page.locator('h1[data-from-html]')).toHaveText(title);
    await expect(page).toHaveURL('/forgot-password');
    expect(requested.filter((url) => /\/assets\/forgot-password-screen-[\w-]+\.js$/.test(url))).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

// The login, linked from the e-mails that bring a person back to a registration begun: the page was shell.html too
// (0.8-1.0 s to its heading at normal speed, 7.6-8.3 s at 4x CPU with slow 4G). What is typed and pressed before the
// app arrives is taken over: the person is logged in and resumes at their step.
for (const lang of ['sk', 'en', 'bg'] as const) {
  const { title, email, password, submit } = JOURNEY_TEXTS[lang].login;
  test(`the login page loaded directly (${lang}) shows its heading and form from the HTML before the app's code, and a press made then logs the person in`, async ({
    page,
    request,
    baseURL,
  }) => {
    const errors = consoleErrors(page);
    const lead = (await (await request.post('/sandbox/leads', { data: { at: 'personal-info', lang } })).json()) as {
      email: string;
      password: string;
    };
    if (lang !== 'sk') await chosenBefore(page, baseURL, lang);
    // The app's code held back; before-app.js, which keeps a press for the app, is not.
    const { requested, release } = await holdScripts(page, /\/assets\/[\w.-]+\.js$/);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const app = /\/assets\/(start-app|login-screen|auth)-[\w-]+\.js$/;
    expect(requested.filter((url) => app.test(url))).toEqual([]);
    await page.getByRole('textbox', { name: label(email) }).fill(lead.email);
    await page.getByLabel(label(password)).fill(lead.password);
    // Pressed before the app is there: kept by before-app.js, the form sends nothing of itself (no password in the
    // address), and the press is replayed once the app has hydrated the form.
    await page.waitForFunction(() => 'wemTakeOver' in window);
    await page.getByRole('button', { name: submit }).click();
    expect(page.url()).not.toContain(encodeURIComponent(lead.password));
    release();
    await expect(page).toHaveURL('/steps/personal-info');
    expect(page.url()).not.toContain(encodeURIComponent(lead.password));
    expect(requested.filter((url) => /\/assets\/login-screen-[\w-]+\.js$/.test(url))).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

test('a client’s e-mailed link shows its heading from the HTML, and the app then opens the link', async ({
  page,
  request,
}) => {
  const errors = consoleErrors(page);
  const link = await clientLink(request, 'sk');
  const { release } = await holdScripts(page);
  await page.goto(link, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Aktualizácia investičného dotazníka' })).toBeVisible();
  // No token in the page the build made: it is read from the address by the app only.
  expect(await page.content()).not.toContain(link.split('/').at(-1));
  await mark(page, 'h1');
  release();
  // The link opens (its first part), the token out of the address, and nothing said it was not valid.
  await expect(page).toHaveURL('/sk/investment-questionnaire/');
  await expect(page.getByText(textsIn('sk').part(1), { exact: true })).toBeVisible();
  await expect(page.getByText('Odkaz nie je platný')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the verification result after the identity provider shows its heading from the HTML, then the outcome, focused', async ({
  page,
  request,
}) => {
  const errors = consoleErrors(page);
  const idp = await atIdentityProvider(page, request);
  const { release } = await holdScripts(page);
  await idp.click();
  const heading = page.getByRole('heading', { level: 1, name: 'Výsledok overenia totožnosti' });
  await expect(heading).toBeVisible();
  await mark(page, 'h1');
  release();
  await expect(page.getByRole('heading', { level: 2, name: 'Vaša totožnosť je overená' })).toBeVisible();
  await expect(page.locator('h1[data-from-html]')).toBeFocused();
  expect(errors).toEqual([]);
});

for (const { lang, button } of [
  { lang: 'en', button: 'English' },
  { lang: 'bg', button: 'Български' },
] as const) {
  test(`the verification result comes from the HTML in the language the person chose (${lang}), never in Slovak first`, async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const texts = LOCALE_TEXTS[lang].verification;
    const lead = (await (await request.post('/sandbox/leads', { data: { at: 'verification', lang } })).json()) as {
      email: string;
      password: string;
    };
    await page.goto('/login');
    await page.getByRole('navigation', { name: 'Jazyk' }).getByRole('button', { name: button }).click();
    await loginThroughUi(page, lead.email, lead.password, lang);
    await page.getByRole('button', { name: texts.start.button, exact: true }).click();
    const idp = page.getByRole('button', { name: IDP_BUTTONS[lang].success, exact: true });
    await expect(idp).toBeVisible();
    // The address names no language: the page in the HTML is the one of the language cookie the app wrote.
    const { release } = await holdScripts(page);
    await idp.click();
    await expect(page.getByRole('heading', { level: 1, name: texts.result.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByText(LOCALE_TEXTS.sk.verification.result.title)).toHaveCount(0);
    await mark(page, 'h1');
    release();
    // The app hydrates that page (the same heading), shows the outcome in the person's language, focuses the heading.
    await expect(page.getByRole('heading', { level: 2, name: texts.result.success.title })).toBeVisible();
    await expect(page.locator('h1[data-from-html]')).toBeFocused();
    expect(errors).toEqual([]);
  });
}

test('a step page reloaded asks only for its own screen, not for the other routes’ screens', async ({
  page,
  request,
}) => {
  // A step is served shell.html (the forgotten-password and login pages, which this used to load, are prerendered).
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'personal-info', lang: 'sk' } })).json()) as {
    email: string;
    password: string;
  };
  await signIn(page, request, lead);
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  await page.goto('/steps/personal-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Osobné údaje' })).toBeVisible();
  expect(requested.filter((url) => /\/assets\/personal-info-screen-[\w-]+\.js$/.test(url))).toHaveLength(1);
  const others =
    /\/assets\/(registration|login|forgot-password|reset-password|address-and-bank-account|contracts)-screen-/;
  expect(requested.filter((url) => others.test(url))).toEqual([]);
});

test('the verification result fetches the documents step once the result is in, without waiting for a first act', async ({
  page,
  request,
}) => {
  const idp = await atIdentityProvider(page, request);
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  page.on('requestfinished', (done) => {
    if (done.url().endsWith('/get-verification-status')) requested.push('answered');
  });
  await idp.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vaša totožnosť je overená' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // Back from the identity provider the person goes on, often with a tap and no hover before it (next-screens.ts,
  // AHEAD_ON_LOAD): the documents' code comes with no act, and only after the result's answer, never competing with it.
  const DOCUMENTS = /\/documents-upload-screen-[\w-]+\.js$/;
  await expect
    .poll(() => {
      const answered = requested.indexOf('answered');
      return answered >= 0 && requested.findIndex((path) => DOCUMENTS.test(path)) > answered;
    })
    .toBe(true);
});

/** The choice as the browser keeps it: the language cookie (the servers') and the stored choice (the app's). */
async function keptLanguage(page: Page): Promise<{ cookie: string | undefined; stored: string | null }> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'wem_locale')?.value;
  return { cookie, stored: await page.evaluate(() => localStorage.getItem('wem_locale')) };
}

// The language cookie chooses the page the servers send (deploy/nginx, vite preview), the stored choice was what the
// app started in. Where they disagree, the cookie is the later choice (src/main.tsx says why): the app starts in the
// page's language and hydrates it, with its held preloads.
for (const { cookie, stored } of [
  { cookie: 'en', stored: 'bg' },
  { cookie: 'bg', stored: 'en' },
  { cookie: 'en', stored: null },
] as const) {
  test(`the language cookie says ${cookie}, the stored choice ${stored ?? 'nothing'}: the verification result is hydrated in the cookie's language, with its preloads`, async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const texts = LOCALE_TEXTS[cookie].verification;
    const idp = await atIdentityProvider(page, request);
    // The cookie's language chosen last; the storage missed it (a failed write) or lost it (cleared).
    await page.evaluate(
      ({ cookie, stored }) => {
        if (stored) localStorage.setItem('wem_locale', stored);
        else localStorage.removeItem('wem_locale');
        document.cookie = `wem_locale=${cookie}; Path=/; Secure; SameSite=Lax`;
      },
      { cookie, stored },
    );
    const { release } = await holdScripts(page);
    await idp.click();
    await expect(page.getByRole('heading', { level: 1, name: texts.result.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', cookie);
    await expect(page.locator('template#wem-preloads')).toBeAttached();
    await mark(page, 'h1');
    release();
    // The preloads the page held are issued and the app hydrates the page: the same heading, focused, the outcome in
    // the cookie's language, now the stored choice too.
    await expect(page.getByRole('heading', { level: 2, name: texts.result.success.title })).toBeVisible();
    await expect(page.locator('h1[data-from-html]')).toBeFocused();
    await expect(page.locator('template#wem-preloads')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', cookie);
    expect(await keptLanguage(page)).toEqual({ cookie, stored: cookie });
    expect(errors).toEqual([]);
  });
}
