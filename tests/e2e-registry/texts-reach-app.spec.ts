// Issue 23, the texts of locales/ under change control, end to end with nothing rebuilt or restarted: a compliance
// officer (author) rewords a FAQ card in Slovak, English and Bulgarian in the studio's texts editor, saves and
// proposes it; an approver approves and publishes it; a prospect who then opens the app sees the new card in the
// three languages. The app is built once before the journey and served beside the registry (app-under-test.ts).
// Definition this spec edits: texts-faq (the FAQ cards every step shows).
import { chooseLanguage } from '../e2e/journey';
import { type AppUnderTest, startApp } from './app-under-test';
import { expect, expectNoAxeViolations, expectReflow, signInAs, test } from './support/registry-test';
import { apiFromPage, tabTo, typeByKeyboard, wordsOf } from './workflow-helpers';
import { allowing } from './support/slowdown';

const sk = wordsOf('sk');
const CHANGED = {
  sk: 'Načo vám je môj e-mail?',
  en: 'What do you need my e-mail for?',
  bg: 'За какво ви е моят имейл?',
} as const;
const LANGUAGES = ['sk', 'en', 'bg'] as const;

let app: AppUnderTest | undefined;
test.beforeAll(async () => {
  test.setTimeout(allowing(240_000));
  // Built once, before anything is published: the journey itself rebuilds and restarts nothing.
  app = await startApp(4);
});
test.afterAll(() => app?.stop());

test('a FAQ card reworded in sk, en and bg in the studio, approved and published, reaches the next prospect', async ({
  page,
  newStaffPage,
  browser,
}) => {
  test.setTimeout(allowing(360_000));
  // A prospect before the change sees the card as the repository has it.
  const before = await browser.newContext({ baseURL: app!.origin, locale: 'sk-SK' });
  const early = await before.newPage();
  await early.goto('/registration');
  // The prerendered page starts the app when the person first acts.
  await early.mouse.move(10, 10);
  // The footer's questions come once the page is hydrated, with their texts (published ones included).
  await expect(early.getByRole('heading', { name: 'Prečo potrebujete môj e-mail?' })).toBeVisible({
    timeout: allowing(60_000),
  });
  await before.close();

  // The compliance officer opens the FAQ cards' texts from the navigation and rewords the card, by keyboard.
  await signInAs(page, 'author-1');
  const liveBefore = (await apiFromPage(page, '/api/definitions/texts-faq/live')).json as { semver: string };
  await page.getByRole('link', { name: sk('txScreen.faq') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: sk('txHeading', { screen: sk('txScreen.faq') }) }),
  ).toBeFocused();
  await page.getByRole('searchbox', { name: sk('txSearch') }).fill('e-mail');
  const card = page.getByRole('group', { name: 'whyEmailQ' });
  for (const language of LANGUAGES) {
    const field = card.getByRole('textbox', { name: sk(`lang.${language}.name`), exact: true });
    await expect(field).toHaveAttribute('lang', language);
    await tabTo(page, field);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    // Empty, the text is flagged at once: approval would be blocked.
    await expect(card.getByText(sk('txMissingIn', { languages: sk(`lang.${language}.name`) }))).toBeVisible();
    await typeByKeyboard(page, field, CHANGED[language]);
  }
  await expect(card.getByText(sk('txMissing'))).toHaveCount(0);
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: sk('txSave') }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(sk('txSaved', { revision: 1 }))).toBeVisible();

  // …and proposes it, with a reason and a reference.
  await page
    .getByRole('main')
    .getByRole('link', { name: sk('txGoPropose') })
    .click();
  await page.getByRole('checkbox', { name: /^texts\/faq / }).check();
  await page.getByRole('textbox', { name: sk('wfReason') }).fill('Plainer wording of the e-mail card');
  await page.getByRole('textbox', { name: sk('wfReference') }).fill('TICKET-23');
  await page.getByRole('button', { name: sk('wfPropose'), exact: true }).click();
  const status = page.getByTestId('workflow-status');
  await expect(status).toContainText(/\d+/);
  const changeId = Number(/(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  await expect(status).toHaveText(sk('wfProposedPassed', { id: changeId }));

  // An approver (another person) approves and publishes it now.
  const approver = await newStaffPage('approver');
  await approver.goto(`/#workflow/changes/${changeId}`);
  await approver.getByRole('button', { name: sk('wfApprove') }).click();
  await expect(approver.getByTestId('workflow-status')).toHaveText(sk('wfApprovedNow', { id: changeId }));
  await approver.getByRole('button', { name: sk('wfPublishNowButton') }).click();
  await expect(approver.getByTestId('workflow-status')).toHaveText(sk('wfPublishedNow', { id: changeId }));
  const live = (await apiFromPage(approver, '/api/definitions/texts-faq/live')).json as { semver: string };
  // A minor version above the one live before (done-when-23.spec may have published another FAQ card first).
  expect(live.semver).not.toBe(liveBefore.semver);

  // A prospect then opens the app: the new card in Slovak, English and Bulgarian, nothing rebuilt.
  const context = await browser.newContext({ baseURL: app!.origin, locale: 'sk-SK' });
  const prospect = await context.newPage();
  await prospect.goto('/registration');
  await prospect.mouse.move(10, 10);
  await expect(prospect.getByRole('heading', { name: CHANGED.sk })).toBeVisible({ timeout: allowing(60_000) });
  for (const language of ['en', 'bg'] as const) {
    await chooseLanguage(prospect, language);
    await expect(prospect.getByRole('heading', { name: CHANGED[language] })).toBeVisible();
  }
  await context.close();
});

test('an auditor reads a screen’s texts side by side but cannot change them, in sk, en and bg, on a phone and a desk', async ({
  page,
}) => {
  test.setTimeout(allowing(300_000));
  const studioLanguageLabel = new RegExp(`^(${LANGUAGES.map((l) => wordsOf(l)('uiLanguage')).join('|')})$`);
  await signInAs(page, 'auditor');
  await page.goto('/#texts/help');
  for (const language of LANGUAGES) {
    const words = wordsOf(language);
    // The studio's language select, labelled in the language the studio shows now.
    await page.getByLabel(studioLanguageLabel).selectOption(language);
    const heading = page.getByRole('heading', {
      level: 1,
      name: words('txHeading', { screen: words('txScreen.help') }),
    });
    await expect(heading).toBeVisible();
    await expect(page.getByText(words('txReadOnly'))).toBeVisible();
    await expect(page.getByRole('button', { name: words('txSave') })).toHaveCount(0);
    const field = page.getByRole('group', { name: 'title' }).getByRole('textbox', { name: words('lang.bg.name') });
    const before = await field.inputValue();
    await field.press('End');
    await page.keyboard.type('x');
    await expect(field).toHaveValue(before);
    await expectNoAxeViolations(page);
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectReflow(page);
      await heading.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: test.info().outputPath(`texts-editor-${language}-${width}.png`),
        fullPage: width === 320,
      });
    }
  }
});
