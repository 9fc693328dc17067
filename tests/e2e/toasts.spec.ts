import type { APIRequestContext, Locator, Page } from '@playwright/test';
import bgApp from '../../locales/bg/app.json' with { type: 'json' };
import bgErrors from '../../locales/bg/errors.json' with { type: 'json' };
import enApp from '../../locales/en/app.json' with { type: 'json' };
import enErrors from '../../locales/en/errors.json' with { type: 'json' };
import skApp from '../../locales/sk/app.json' with { type: 'json' };
import skErrors from '../../locales/sk/errors.json' with { type: 'json' };
import { expect, test } from './fixtures';
import {
  JOURNEY_TEXTS,
  type Lang,
  birthNumberFor,
  continueButtonIn,
  fillPersonalInfoIn,
  label,
  yearsAgo,
} from './journey';
import { agreement, expectThankYou, requestSignCode, signContracts } from './steps/contracts';
import { requestCount } from './sandbox';
import { LOCALE_TEXTS } from './steps/locale-texts';
import type { SeededLead } from '../../src/sandbox/handlers/seed-lead';
import { SEEDED_STEP, type SeededAt, openSignedIn } from './sign-in';

/*
 * Issue 17, toasts: a toast never covers the header's controls or the screen's heading (320 to 1440 px); an
 * error toast leaves once its cause is resolved or the person is on another screen it does not concern, and
 * is never timed out; a success toast leaves after SPEC §9's 3000 ms; a repeated toast is shown once.
 */

const APP = { sk: skApp, en: enApp, bg: bgApp } as const;
const ERRORS = { sk: skErrors, en: enErrors, bg: bgErrors } as const;

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** A lead the sandbox brought to a step, signed in (sign-in.ts) in `lang`, on that step. */
async function seededAt(page: Page, request: APIRequestContext, at: SeededAt, lang: Lang): Promise<SeededLead> {
  const answer = await request.post('/sandbox/leads', { data: { at, lang } });
  expect(answer.status()).toBe(201);
  const lead = (await answer.json()) as SeededLead;
  await openSignedIn(page, request, lead, SEEDED_STEP[at], lang);
  return lead;
}

/** Makes the next `times` calls of an endpoint fail with a 500 at the sandbox. */
async function failNext(request: APIRequestContext, endpoint: string, times = 1): Promise<void> {
  expect((await request.post('/sandbox/faults', { data: { endpoint, status: 500, times } })).ok()).toBe(true);
}

/** Every toast on screen (a form keeps empty alerts in place for its fields' messages). */
const toasts = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** The toast with this title (and text). */
function toast(page: Page, title: string, text?: string): Locator {
  const titled = toasts(page).filter({ hasText: title });
  return text === undefined ? titled : titled.filter({ hasText: text });
}

/** What a toast must never cover: the header's logo, logout and language buttons, and the screen's heading. */
function headerAndHeading(page: Page, lang: Lang): Locator[] {
  const controls = [
    page.getByRole('link', { name: APP[lang].home, exact: true }),
    page.getByRole('button', { name: JOURNEY_TEXTS[lang].logout, exact: true }),
    ...(['sk', 'en', 'bg'] as const).map((one) =>
      page.getByRole('button', { name: JOURNEY_TEXTS[one].languageButton, exact: true }),
    ),
    page.getByRole('heading', { level: 1 }),
  ];
  return controls;
}

/**
 * Fails when any toast on screen overlaps any of `targets` (their bounding boxes, in the viewport), or when there
 * are not `expectedToasts` to judge. Looked at again for a second: the page may still be scrolling the focus out from
 * under a
 * toast that has just come.
 */
async function expectNotCovered(page: Page, targets: Locator[], expectedToasts: number | 'any' = 1): Promise<void> {
  if (expectedToasts !== 'any') await expect(toasts(page)).toHaveCount(expectedToasts);
  for (const target of targets) await expect(target).toBeVisible();
  await expect(async () => {
    const toastBoxes = await Promise.all((await toasts(page).all()).map((one) => one.boundingBox()));
    for (const target of targets) {
      const box = await target.boundingBox();
      if (!box) throw new Error(`no box for ${String(target)}`);
      for (const toastBox of toastBoxes) {
        if (!toastBox) throw new Error('a toast without a box');
        const overlaps =
          toastBox.x < box.x + box.width &&
          box.x < toastBox.x + toastBox.width &&
          toastBox.y < box.y + box.height &&
          box.y < toastBox.y + toastBox.height;
        expect(
          overlaps,
          `a toast at ${JSON.stringify(toastBox)} covers ${String(target)} at ${JSON.stringify(box)}`,
        ).toBe(false);
      }
    }
  }).toPass({ timeout: 3000 });
}

/**
 * Starts recording, in the page, when a toast whose text contains `text` appears and when it leaves
 * (performance.now(), from a MutationObserver), so its lifetime is measured by the page's own clock rather than
 * by how often the test looks.
 */
async function recordToastLifetime(page: Page, text: string): Promise<void> {
  await page.evaluate((wanted) => {
    const record: { shown?: number; gone?: number } = {};
    (window as Window & { toastLifetime?: typeof record }).toastLifetime = record;
    const present = () =>
      [...document.querySelectorAll('[role="alert"]')].some((element) => element.textContent?.includes(wanted));
    new MutationObserver(() => {
      const now = performance.now();
      if (record.shown === undefined && present()) record.shown = now;
      else if (record.shown !== undefined && record.gone === undefined && !present()) record.gone = now;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
}

async function recordedLifetime(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (window as Window & { toastLifetime?: { gone?: number } }).toastLifetime?.gone !== undefined,
    undefined,
    { timeout: 10_000 },
  );
  return page.evaluate(() => {
    const record = (window as Window & { toastLifetime?: { shown: number; gone: number } }).toastLifetime;
    return record ? record.gone - record.shown : Number.NaN;
  });
}

/** Personal data filled in `lang` with the SMS code read from the outbox; answers the code. */
async function fillPersonalData(page: Page, request: APIRequestContext, lang: Lang): Promise<string> {
  const birthdate = yearsAgo(34);
  await fillPersonalInfoIn(
    page,
    request,
    {
      name: 'Ľubica',
      surname: 'Oznamová',
      birthdate,
      birthnumber: birthNumberFor(birthdate, { female: true }),
      phone: '+421 905 123 456',
      childInvestment: false,
    },
    lang,
  );
  return page.getByRole('textbox', { name: label(JOURNEY_TEXTS[lang].personal.smsCode) }).inputValue();
}

for (const lang of ['sk', 'en', 'bg'] as const) {
  test(`${lang}: a wrong SMS code, then the right one: the error toast leaves with it and does not follow to the address step, whose header can be pressed`, async ({
    page,
    request,
  }) => {
    const texts = JOURNEY_TEXTS[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    await seededAt(page, request, 'personal-info', lang);
    await expect(page).toHaveURL('/steps/personal-info');
    const code = await fillPersonalData(page, request, lang);
    const codeField = page.getByRole('textbox', { name: label(texts.personal.smsCode) });
    await codeField.fill(code.startsWith('1') ? `2${code.slice(1)}` : `1${code.slice(1)}`);
    await continueButtonIn(page, lang).click();
    const wrongCode = toast(page, ERRORS[lang].codeVerificationFailed, ERRORS[lang].wrongCode);
    await expect(wrongCode).toBeVisible();

    await codeField.fill(code);
    await continueButtonIn(page, lang).click();
    await expect(page).toHaveURL('/steps/address-and-bank-account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.address.title);
    await expect(toast(page, texts.personal.saved)).toBeVisible();
    await expect(wrongCode).toHaveCount(0);
    // Pressable as a person presses them: nothing over their middle takes the click (a trial click checks that).
    for (const control of headerAndHeading(page, lang).slice(0, -1))
      await control.click({ trial: true, timeout: 2000 });
    await expectNotCovered(page, headerAndHeading(page, lang));
  });
}

for (const [width, lang] of [
  [320, 'bg'],
  [390, 'sk'],
  [1440, 'en'],
] as const) {
  test(`${width} px, ${lang}: a step's success toast covers neither the header's controls nor the heading nor the floating buttons, and leaves after 3000 ms`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 1000 ? 700 : 900 });
    await seededAt(page, request, 'personal-info', lang);
    await expect(page).toHaveURL('/steps/personal-info');
    await fillPersonalData(page, request, lang);
    const saved = JOURNEY_TEXTS[lang].personal.saved;
    await recordToastLifetime(page, saved);
    await continueButtonIn(page, lang).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOURNEY_TEXTS[lang].address.title);
    await expect(toast(page, saved)).toBeVisible();
    const floating = [page.getByRole('button', { name: LOCALE_TEXTS[lang].help.button, exact: true })];
    await expectNotCovered(page, [...headerAndHeading(page, lang), ...floating]);
    // SPEC §9's 3000 ms run from the toast's raising; the page shows it once the next screen has rendered, which
    // on a busy machine takes a few hundred ms of those.
    const lifetime = await recordedLifetime(page);
    expect(lifetime).toBeGreaterThanOrEqual(2500);
    expect(lifetime).toBeLessThan(3500);
  });
}

for (const [width, lang] of [
  [320, 'bg'],
  [1440, 'sk'],
] as const) {
  test(`${width} px, ${lang}: on the thank-you page the toasts cover neither its heading nor the header`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 1000 ? 700 : 900 });
    const lead = await seededAt(page, request, 'contracts', lang);
    await expect(page).toHaveURL('/steps/contracts');
    await signContracts({ page, request, lang, axe: false }, lead.phone, false);
    await expectThankYou({ page, request, lang, axe: false });
    const count = await toasts(page).count();
    expect(count).toBeGreaterThan(0);
    await expectNotCovered(page, headerAndHeading(page, lang), count);
  });
}

for (const [width, lang] of [
  [390, 'en'],
  [1440, 'bg'],
] as const) {
  test(`${width} px, ${lang}: on contracts the code's toast covers neither the agreement read from its top nor its code field and button, nor the header`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 1000 ? 844 : 900 });
    const lead = await seededAt(page, request, 'contracts', lang);
    await expect(page).toHaveURL('/steps/contracts');
    const t = LOCALE_TEXTS[lang].contracts;
    await page.getByRole('checkbox', { name: label(t.electronicCommunication) }).check();
    await requestSignCode(page, request, lang, t.portfolio.title, lead.phone);
    await expect(toasts(page)).toHaveCount(1);
    const region = agreement(page, t.portfolio.title);
    const own = [
      region.getByRole('heading').first(),
      region.getByRole('textbox', { name: new RegExp(`^${t.codeLabel}`) }),
      region.getByRole('button', { name: t.sign, exact: true }),
    ];
    await expectNotCovered(page, [...own, ...headerAndHeading(page, lang)]);
    // Read from its top, as a person reads the agreement on.
    await region.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    // (The toast may have had its 3 s by now; then nothing covers it either.)
    await expectNotCovered(page, own.slice(0, 1), 'any');
  });
}

test('sk: an error toast of one screen is gone once the person is on another; one that the new screen raises as it opens stays', async ({
  page,
  request,
}) => {
  const texts = JOURNEY_TEXTS.sk.registration;
  await page.goto('/registration');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
  await failNext(request, 'sendEmailCode');
  await page.getByRole('textbox', { name: texts.email, exact: true }).fill('oznamy@example.sk');
  await page.getByRole('button', { name: texts.sendCode, exact: true }).click();
  const notSent = toast(page, skErrors.emailCodeNotSent, skErrors.emailVerificationFailed);
  await expect(notSent).toBeVisible();

  // The landing page asks for the onboarding token as it opens; that call fails now.
  await failNext(request, 'onboardingToken');
  await page.getByRole('link', { name: skApp.home, exact: true }).click();
  await expect(page).toHaveURL('/');
  const landingError = toast(page, skErrors.title);
  await expect(landingError).toBeVisible();
  await expect(notSent).toHaveCount(0);
  // An error toast is not timed out (WCAG 2.2.1): still there well past a success toast's 3 s.
  await page.waitForTimeout(4000);
  await expect(landingError).toBeVisible();
});

test('en: an error toast stays until dismissed or until the same request goes through, and a repeated one is shown once', async ({
  page,
  request,
}) => {
  const texts = JOURNEY_TEXTS.en.personal;
  await seededAt(page, request, 'personal-info', 'en');
  await expect(page).toHaveURL('/steps/personal-info');
  await page.getByRole('textbox', { name: texts.phone, exact: true }).fill('+421 905 654 321');
  const send = page.getByRole('button', { name: texts.sendCode, exact: true });
  await failNext(request, 'sendSmsCode', 3);

  await send.click();
  const failed = toast(page, enErrors.title);
  await expect(failed).toBeVisible();
  await page.waitForTimeout(4000);
  await expect(failed).toBeVisible();

  await send.click();
  // The second failure's toast says the same: suppressed (SPEC §2), after the request has come back.
  await expect.poll(() => requestCount(request, 'sendSmsCode')).toBe(2);
  await expect(send).toBeEnabled();
  await expect(failed).toHaveCount(1);

  await failed.getByRole('button', { name: enApp.dismiss }).click();
  await expect(failed).toHaveCount(0);
  await send.click();
  await expect(failed).toHaveCount(1);

  // The same request, retried, goes through: its error is resolved.
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: texts.codeSent })).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('sk, 390 px: a toast that comes while an answer is pressed moves nothing under the pointer: the click lands, then the answer moves out from under it', async ({
  page,
  request,
}) => {
  const texts = JOURNEY_TEXTS.sk.personal;
  await page.setViewportSize({ width: 390, height: 844 });
  await seededAt(page, request, 'personal-info', 'sk');
  await expect(page).toHaveURL('/steps/personal-info');
  await page.getByRole('textbox', { name: texts.phone, exact: true }).fill('+421 905 654 321');
  await failNext(request, 'sendSmsCode');
  // The request for the code is held until the answer is pressed, so that its error toast comes during the press.
  let letThrough: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route('**/onboarding/send-sms-code', async (route) => {
    await held;
    await route.continue();
  });
  // By keyboard: the pointer is kept for the press.
  await page.getByRole('button', { name: texts.sendCode, exact: true }).focus();
  await page.keyboard.press('Enter');

  // The last question's answer, above where the toast will be, with "Continue" below it, where the toast will be.
  const answer = page
    .getByRole('group', { name: /Odporučil vám nás niektorý z našich klientov/ })
    .getByRole('radio', { name: JOURNEY_TEXTS.sk.no });
  const proceed = continueButtonIn(page, 'sk');
  await answer.scrollIntoViewIfNeeded();
  const start = await answer.boundingBox();
  if (!start) throw new Error('the answer has no box');
  await page.evaluate((by) => window.scrollBy(0, by), start.y + start.height / 2 - 600);
  const box = await answer.boundingBox();
  if (!box) throw new Error('the answer has no box');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await expect(answer).toBeFocused();
  const scrolled = await page.evaluate(() => window.scrollY);

  letThrough();
  const failed = toast(page, skErrors.title);
  await expect(failed).toBeVisible();
  const toastBox = await failed.boundingBox();
  expect(toastBox && toastBox.y > y, 'the toast is below the pressed point').toBe(true);
  // Frames after the toast came: the page has not moved under the pointer.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await answer.boundingBox()).toEqual(box);
  await page.mouse.up();
  await expect(answer).toBeChecked();
  // Once the click is handled, the answer and "Continue" below it are moved out from under the toast.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  await expectNotCovered(page, [answer, proceed]);
});
