import type { Page } from '@playwright/test';
import type { SeededLead } from '../../src/sandbox/handlers/seed-lead';
import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, chooseLanguage, continueButtonIn, fillAddressAndBank, fillRegistration } from './journey';
import { textsIn } from './questionnaire-texts';
import { openSignedIn } from './sign-in';
import { BALANCED_ANSWERS, answerBalancedSection } from './steps/questionnaire';
import { LOCALE_TEXTS } from './steps/locale-texts';
import { type Prospect, givePersonalData, openAccountAndRegister } from './steps/first-steps';
import { SHOWN_HEADING, expectTabOnShownScreen } from './shown-screen';
import { checkScreen, expectStep, toast } from './steps/journey-context';

// Issue 24: while the person fills a step, the screen it leads to is rendered ahead, hidden from everyone in a box of
// its own (src/app/shell/screen-boxes.ts); after the provider's answer the navigation only shows it. The heading shown
// is the very element rendered before the press, the screen shows what a fresh load of it shows, it takes the focus,
// and while hidden nothing of it is shown or reached (no second main or heading for a screen reader, nothing for axe
// or the keyboard).

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** Notes every heading of the first level the page creates, in order, attached to the document or not. */
function noteHeadings(): void {
  const created: Element[] = [];
  (window as unknown as { createdHeadings: Element[] }).createdHeadings = created;
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (this: Document, name: string, options?: ElementCreationOptions) {
    const element = createElement.call(this, name, options);
    if (name.toLowerCase() === 'h1') created.push(element);
    return element;
  } as typeof Document.prototype.createElement;
}

/** Whether a heading named `name` was created and is held hidden (the screen rendered ahead). */
const renderedAhead = (page: Page, name: string) =>
  page.evaluate(
    (title) =>
      (window as unknown as { createdHeadings: Element[] }).createdHeadings.some(
        (heading) => heading.closest('[data-hidden-screen]') !== null && heading.textContent === title,
      ),
    name,
  );

/** The number of headings created so far; the shown heading's position among them. */
const createdCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { createdHeadings: Element[] }).createdHeadings.length);
const shownHeadingIndex = (page: Page) =>
  page.evaluate(
    (shown) =>
      (window as unknown as { createdHeadings: Element[] }).createdHeadings.indexOf(
        document.querySelector(shown) as Element,
      ),
    SHOWN_HEADING,
  );

for (const [lang, width] of [
  ['sk', 390],
  ['en', 1280],
  ['bg', 390],
] as const) {
  test(`${lang}: the address step is rendered ahead while personal data is filled, shown by Continue as a fresh load shows it, focused, hidden from everyone until then (${width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(noteHeadings);
    const journey = { page, request, lang, axe: true };
    const texts = JOURNEY_TEXTS[lang];
    const prospect: Prospect = {
      email: `ahead-${lang}@example.sk`,
      name: 'Mária',
      surname: 'Kováčová',
      birthdate: '1986-04-12',
      phone: '+421 905 222 377',
    };
    await openAccountAndRegister(journey, prospect);

    // Personal data: givePersonalData fills and presses Continue; the address step must be ready before that press.
    await expectStep(page, '/steps/personal-info', texts.personal.title);
    // The person's first act on the screen, the pointer moving (the app focusing its heading is none).
    await page.mouse.move(20, 20);
    await expect.poll(() => renderedAhead(page, texts.address.title), { timeout: 20_000 }).toBe(true);
    // Hidden from everyone: one main, one heading, no address field for a screen reader, none reached by Tab.
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: texts.address.title })).toHaveCount(0);
    await expectTabOnShownScreen(page, 25);
    const before = await createdCount(page);
    await givePersonalData(journey, prospect);
    const address = page.getByRole('heading', { level: 1, name: texts.address.title });
    await expect(address).toBeFocused();
    const shown = await shownHeadingIndex(page);
    expect(shown).toBeGreaterThanOrEqual(0);
    expect(shown).toBeLessThan(before);
    await expect(page.getByRole('main')).toHaveCount(1);
    await checkScreen(journey);
    await page.screenshot({ path: testInfo.outputPath(`address-ahead-${lang}-${width}.png`), fullPage: true });
    const aheadSnapshot = await page.getByRole('main').ariaSnapshot();

    // A fresh load of the same step shows the same screen, once it has loaded what the screen rendered ahead had
    // (the country lists: until the provider's list arrives they offer "Loading countries…", seen once in CI).
    await page.reload();
    await expect(address).toBeVisible();
    await expect.poll(() => page.getByRole('main').ariaSnapshot()).toBe(aheadSnapshot);

    // The revealed step works: filled and sent, on to the questionnaire's introduction.
    await fillAddressAndBank(page, lang, {
      street: 'Hlavná 12',
      zip: '811 01',
      city: 'Bratislava',
      owner: 'Mária Kováčová',
      iban: 'SK3112000000198742637541',
      scanName: `bank-statement-${lang}.png`,
    });
    await expect.poll(() => renderedAhead(page, texts.questionnaireInfo), { timeout: 20_000 }).toBe(true);
    const beforeInfo = await createdCount(page);
    await continueButtonIn(page, lang).click();
    await expect(toast(page, texts.address.saved)).toBeVisible();
    const info = page.getByRole('heading', { level: 1, name: texts.questionnaireInfo });
    await expect(info).toBeFocused();
    expect(await shownHeadingIndex(page)).toBeLessThan(beforeInfo);
    await expect(page).toHaveURL('/steps/questionnaire-info');
    await checkScreen(journey);
    await page.screenshot({ path: testInfo.outputPath(`info-ahead-${lang}-${width}.png`), fullPage: true });
  });
}

for (const [lang, width] of [
  ['sk', 390],
  ['bg', 1280],
] as const) {
  test(`${lang}: the registration is rendered ahead once the pointer reaches “Open an account”, shown by the click, focused, hidden from everyone until then (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(noteHeadings);
    const journey = { page, request, lang, axe: true };
    const texts = JOURNEY_TEXTS[lang];
    await page.goto('/');
    await chooseLanguage(page, lang);
    const open = page.getByRole('link', { name: texts.openAccount, exact: true });
    // A pointer on the page, which loads the app, and once the app has taken the page over, on the button, as a person
    // heads for it (a pointer reaching it before the app has arrived asks for nothing: the app's handler is not there).
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => !('wemTakeOver' in window && window.wemTakeOver));
    await open.hover();
    await expect.poll(() => renderedAhead(page, texts.registration.title), { timeout: 20_000 }).toBe(true);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const before = await createdCount(page);

    await open.click();
    const registration = page.getByRole('heading', { level: 1, name: texts.registration.title });
    await expect(registration).toBeFocused();
    expect(await shownHeadingIndex(page)).toBeLessThan(before);
    await expect(page.getByRole('main')).toHaveCount(1);
    await checkScreen(journey);
    // It shows what the registration loaded afresh in another tab shows.
    const fresh = await page.context().newPage();
    await fresh.goto('/registration');
    await expect(fresh.getByRole('heading', { level: 1, name: texts.registration.title })).toBeVisible();
    const shown = await page.getByRole('main').ariaSnapshot();
    await expect.poll(() => fresh.getByRole('main').ariaSnapshot()).toBe(shown);
    await fresh.close();
    // The screen shown works as a fresh one: filled and sent, on to the personal data.
    await fillRegistration(page, request, `landing-ahead-${lang}@example.sk`, lang);
    await continueButtonIn(page, lang).click();
    await expectStep(page, '/steps/personal-info', texts.personal.title);
  });
}

for (const [lang, width] of [
  ['sk', 390],
  ['en', 1280],
  ['bg', 390],
] as const) {
  test(`${lang}: the evaluation is rendered ahead once the questionnaire's last section is answered, shown by Finish with the provider's risk profile, focused (${width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(noteHeadings);
    const journey = { page, request, lang, axe: true };
    const t = textsIn(lang);
    const flow = LOCALE_TEXTS[lang].flow;
    const lead = (await (
      await request.post('/sandbox/leads', { data: { at: 'questionnaire', lang } })
    ).json()) as SeededLead;
    await openSignedIn(page, request, lead, '/steps/questionnaire-info', lang);
    await page.getByRole('link', { name: t.start }).click();
    const last = BALANCED_ANSWERS.sections.length - 1;
    for (const index of BALANCED_ANSWERS.sections.keys()) {
      await answerBalancedSection(page, lang, index);
      if (index === last) break;
      // Not before the last section: its code is fetched only once the person answers there (the route's budget).
      expect(await renderedAhead(page, flow.evaluationTitle)).toBe(false);
      await page.getByRole('button', { name: t.next }).click();
    }
    // Before the provider's answer: rendered with the profile as it is (no risk profile yet), hidden from everyone.
    await page.getByRole('button', { name: t.finish }).hover();
    await expect.poll(() => renderedAhead(page, flow.evaluationTitle), { timeout: 20_000 }).toBe(true);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(t.profileText(BALANCED_ANSWERS.profile))).toHaveCount(0);
    const before = await createdCount(page);

    await page.getByRole('button', { name: t.finish }).click();
    const evaluation = page.getByRole('heading', { level: 1, name: flow.evaluationTitle });
    await expect(evaluation).toBeFocused();
    expect(await shownHeadingIndex(page)).toBeLessThan(before);
    await expect(page).toHaveURL('/steps/questionnaire-evaluation');
    // The risk profile of the provider's answer, as a screen rendered after it shows it.
    await expect(page.getByText(t.profileText(BALANCED_ANSWERS.profile))).toBeVisible();
    await expect(page.getByText(t.profile)).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await checkScreen(journey);
    await page.screenshot({ path: testInfo.outputPath(`evaluation-ahead-${lang}-${width}.png`), fullPage: true });
    await page.getByRole('link', { name: flow.toStrategies }).click();
    await expectStep(page, '/steps/investment-strategy', LOCALE_TEXTS[lang].strategies.title);
  });
}
