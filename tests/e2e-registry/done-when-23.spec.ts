// Issue 23, "Done when", end to end with nothing rebuilt or restarted: a compliance officer (author), in the studio,
// adds a consent tick to the contracts step, rewords the suitability acknowledgement (a strategy riskier than the
// person's profile) in sk, en and bg and changes a FAQ card's text; proposes the three together; an approver (another
// person) approves and publishes; then a prospect sees all three, the new tick is required (its error next to it, the
// focus on it, no code sent without it), and the provider (the sandbox) receives it in the contract request with the
// published version's hash. The app is built once before the journey and served beside the registry, its
// /definitions/ being the folder the registry publishes into (app-under-test.ts).
// Definitions this spec edits (no other spec does): contracts, strategies (and new-strategy, which shares the
// acknowledgement's texts), and in texts-faq the card `documents` (texts-reach-app.spec edits `whyEmail` there).
import type { Page } from '@playwright/test';
import { chooseLanguage } from '../e2e/journey';
import type { Lang } from '../e2e/questionnaire-texts';
import { type AppUnderTest, prospectAtStep, startApp } from './app-under-test';
import { expect, expectNoAxeViolations, expectReflow, signInAs, test } from './support/registry-test';
import { apiFromPage, wordsOf } from './workflow-helpers';
import { allowing } from './support/slowdown';

const sk = wordsOf('sk');
const LANGUAGES = ['sk', 'en', 'bg'] as const;

/** The new consent: MiFID II Art. 50 costs and charges, reported yearly, here by e-mail. */
const CONSENT = 'costs_statement_by_email';
const CONSENT_TEXT: Record<Lang, string> = {
  sk: 'Súhlasím so zasielaním ročného výkazu nákladov a poplatkov e-mailom.',
  en: 'I agree to receive the yearly statement of costs and charges by e-mail.',
  bg: 'Съгласен(а) съм да получавам годишния отчет за разходите и таксите по имейл.',
};
const CONSENT_ERROR: Record<Lang, string> = {
  sk: 'Bez súhlasu so zasielaním výkazu nákladov e-mailom nie je možné zmluvy podpísať.',
  en: 'Without your consent to the statement of costs by e-mail, the contracts cannot be signed.',
  bg: 'Без съгласие за отчета за разходите по имейл договорите не могат да бъдат подписани.',
};

/** The acknowledgement reworded, per plural form each language has (`{{strategies}}` kept, as the gate wants). */
const ACKNOWLEDGEMENT: Record<Lang, Record<string, string>> = {
  sk: {
    one: 'Beriem na vedomie, že {{strategies}} je rizikovejšia ako môj rizikový profil a nemusí byť pre mňa vhodná; investujem do nej na vlastnú zodpovednosť.',
    few: 'Beriem na vedomie, že {{strategies}} sú rizikovejšie ako môj rizikový profil a nemusia byť pre mňa vhodné; investujem do nich na vlastnú zodpovednosť.',
    many: 'Beriem na vedomie, že {{strategies}} sú rizikovejšie ako môj rizikový profil a nemusia byť pre mňa vhodné; investujem do nich na vlastnú zodpovednosť.',
    other:
      'Beriem na vedomie, že {{strategies}} sú rizikovejšie ako môj rizikový profil a nemusia byť pre mňa vhodné; investujem do nich na vlastnú zodpovednosť.',
  },
  en: {
    one: 'I acknowledge that {{strategies}} is riskier than my risk profile and may not be suitable for me; I invest in it at my own responsibility.',
    other:
      'I acknowledge that {{strategies}} are riskier than my risk profile and may not be suitable for me; I invest in them at my own responsibility.',
  },
  bg: {
    one: 'Приемам, че {{strategies}} е по-рискова от моя рисков профил и може да не е подходяща за мен; инвестирам в нея на своя отговорност.',
    other:
      'Приемам, че {{strategies}} са по-рискови от моя рисков профил и може да не са подходящи за мен; инвестирам в тях на своя отговорност.',
  },
};
/** How the prospect reads the acknowledgement's start, whichever strategy it names. */
const ACKNOWLEDGEMENT_SHOWN: Record<Lang, RegExp> = {
  sk: /^Beriem na vedomie, že .+ je rizikovejšia ako môj rizikový profil/,
  en: /^I acknowledge that .+ is riskier than my risk profile/,
  bg: /^Приемам, че .+ е по-рискова от моя рисков профил/,
};

/** The common FAQ card "where are my documents", reworded. */
const FAQ: Record<Lang, string> = {
  sk: 'Kde nájdem zmluvy a výkazy?',
  en: 'Where do I find my contracts and statements?',
  bg: 'Къде да намеря договорите и отчетите си?',
};

/** What the prospect reads on the two steps (locales/sk/{strategies,contracts}.json), in Slovak. */
/** The sandbox's balanced strategy, riskier than a conservative profile, as each language names it. */
const BALANCED: Record<Lang, string> = {
  sk: 'Vyvážená stratégia',
  en: 'Balanced strategy',
  bg: 'Балансирана стратегия',
};
const APP = {
  oneTime: 'Jednorazový vklad',
  amountOneTime: /^Výška jednorazového vkladu/,
  doNotSend: 'Neposielať',
  saveStrategies: 'Uložiť a pokračovať',
  acknowledgeMissing: 'Potvrďte, že ste upozornenie pochopili, alebo rizikovejšiu stratégiu zrušte.',
  contractsTitle: 'Podpis zmlúv',
  electronic: /^Súhlasím s elektronickou komunikáciou/,
  portfolio: 'Zmluva o riadení portfólia',
  sendSms: 'Poslať kód SMS správou',
  code: /^Kód z SMS/,
  sign: 'Podpísať',
  thanks: 'Ďakujeme, zmluvy sú podpísané',
};

interface Live {
  semver: string;
  sha256: string;
}
/** What the approver published, for the prospect's part. */
const published: { contracts?: Live; strategies?: Live } = {};

let app: AppUnderTest | undefined;
test.beforeAll(async () => {
  test.setTimeout(allowing(240_000));
  // Built once, before anything is published: the journey itself rebuilds and restarts nothing.
  app = await startApp(6);
});
test.afterAll(() => app?.stop());
test.describe.configure({ mode: 'serial' });

/** A text card of the open step's texts: the group of its key (a plural form's own key) with a field per language. */
const textCard = (page: Page, key: string) =>
  page.getByRole('group', { name: new RegExp(`^${key.replaceAll('.', '\\.')} `) });

test('in the studio: a consent added to the contracts step, the acknowledgement and a FAQ card reworded, proposed, approved and published', async ({
  page,
  newStaffPage,
}) => {
  test.setTimeout(allowing(420_000));
  await signInAs(page, 'author-1');

  // The contracts step: a new required consent with its text and its error in three languages.
  await page.getByRole('link', { name: 'contracts.json' }).click();
  const consents = page.getByRole('region', { name: sk('cfHeading') });
  await expect(
    consents.getByRole('checkbox', { name: sk('cfRequiredOf', { name: 'electronic_communication' }) }),
  ).toBeChecked();
  const add = page.getByRole('form', { name: sk('cfAddHeading') });
  // Nothing typed: each problem is said at its field, and the focus goes to the first.
  await add.getByRole('button', { name: sk('cfAdd') }).click();
  const name = add.getByRole('textbox', { name: sk('cfName') });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(sk('cfNameInvalid'));
  await name.fill(CONSENT);
  for (const language of LANGUAGES) {
    const label = sk(`lang.${language}.name`);
    const text = add.getByRole('group', { name: sk('cfText') }).getByRole('textbox', { name: label, exact: true });
    await expect(text).toHaveAttribute('lang', language);
    await text.fill(CONSENT_TEXT[language]);
    await add
      .getByRole('group', { name: sk('cfError') })
      .getByRole('textbox', { name: label, exact: true })
      .fill(CONSENT_ERROR[language]);
  }
  await expect(add.getByRole('checkbox', { name: sk('cfRequired') })).toBeChecked();
  await add.getByRole('button', { name: sk('cfAdd') }).click();
  await expect(consents.getByRole('status')).toHaveText(sk('cfAdded', { name: CONSENT }));
  await expect(consents.getByRole('checkbox', { name: sk('cfRequiredOf', { name: CONSENT }) })).toBeChecked();
  await expectNoAxeViolations(page);
  // The consents in the studio's three languages, on a phone and a desk (for a person to look at).
  const studioLanguage = new RegExp(`^(${LANGUAGES.map((l) => wordsOf(l)('uiLanguage')).join('|')})$`);
  for (const language of LANGUAGES) {
    await page.getByLabel(studioLanguage).selectOption(language);
    await expect(page.getByRole('region', { name: wordsOf(language)('cfHeading') })).toBeVisible();
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectReflow(page);
      await page
        .getByRole('region', { name: wordsOf(language)('cfHeading') })
        .screenshot({ path: test.info().outputPath(`studio-consents-${language}-${width}.png`) });
    }
  }
  await page.getByLabel(studioLanguage).selectOption('sk');

  // The strategies step: the acknowledgement in each plural form of each language, in the step's texts.
  await page.getByRole('link', { name: 'strategies.json' }).click();
  for (const language of LANGUAGES)
    for (const [form, text] of Object.entries(ACKNOWLEDGEMENT[language])) {
      const field = textCard(page, `strategies.suitability.acknowledge_${form}`).getByRole('textbox', {
        name: sk(`lang.${language}.text`),
        exact: true,
      });
      await expect(field).toHaveAttribute('lang', language);
      await field.fill(text);
    }
  await expectNoAxeViolations(page);
  const save = page.getByRole('button', { name: sk('save'), exact: true });
  await save.click();
  // Saved as the registry's drafts, each version raised once.
  await expect(page.locator('#save-status')).toContainText('steps/contracts.json 1.0.0 → 1.0.1');
  await expect(page.locator('#save-status')).toContainText('steps/strategies.json 1.0.0 → 1.0.1');

  // The FAQ card, in the texts by screen.
  await page.getByRole('link', { name: sk('txScreen.faq') }).click();
  await page.getByRole('searchbox', { name: sk('txSearch') }).fill('documents');
  const card = page.getByRole('group', { name: 'documentsQ' });
  for (const language of LANGUAGES)
    await card.getByRole('textbox', { name: sk(`lang.${language}.name`), exact: true }).fill(FAQ[language]);
  await page.getByRole('button', { name: sk('txSave') }).click();
  await expect(page.getByText(sk('txSaved', { revision: 1 }))).toBeVisible();

  // Proposed together, with a reason and a reference.
  await page
    .getByRole('main')
    .getByRole('link', { name: sk('txGoPropose') })
    .click();
  for (const draft of [
    /^steps\/contracts\.json/,
    /^steps\/strategies\.json/,
    /^steps\/new-strategy\.json/,
    /^texts\/faq /,
  ])
    await page.getByRole('checkbox', { name: draft }).check();
  await page
    .getByRole('textbox', { name: sk('wfReason') })
    .fill('Costs statement by e-mail; plainer suitability wording');
  await page.getByRole('textbox', { name: sk('wfReference') }).fill('TICKET-23');
  await page.getByRole('button', { name: sk('wfPropose'), exact: true }).click();
  const status = page.getByTestId('workflow-status');
  await expect(status).toContainText(/\d+/, { timeout: allowing(60_000) });
  const changeId = Number(/(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  await expect(status).toHaveText(sk('wfProposedPassed', { id: changeId }));

  // Another person approves and publishes it now.
  const approver = await newStaffPage('approver');
  await approver.goto(`/#workflow/changes/${changeId}`);
  await approver.getByRole('button', { name: sk('wfApprove') }).click();
  await expect(approver.getByTestId('workflow-status')).toHaveText(sk('wfApprovedNow', { id: changeId }));
  await approver.getByRole('button', { name: sk('wfPublishNowButton') }).click();
  await expect(approver.getByTestId('workflow-status')).toHaveText(sk('wfPublishedNow', { id: changeId }));
  published.contracts = (await apiFromPage(approver, '/api/definitions/contracts/live')).json as Live;
  published.strategies = (await apiFromPage(approver, '/api/definitions/strategies/live')).json as Live;
  expect(published.contracts.semver).toBe('1.0.1');
  expect(published.strategies.semver).toBe('1.0.1');
});

test('a prospect then sees the acknowledgement, the FAQ card and the new tick, which is required and reaches the provider', async ({
  browser,
}) => {
  test.setTimeout(allowing(360_000));
  expect(published.contracts, 'published by the test before').toBeDefined();

  // The strategies step, with a profile (1, conservative) the balanced strategy is riskier than.
  const first = await prospectAtStep(browser, app!, 'strategies', 'sk', { risk_profile_id: 1 });
  const page = first.page;
  await expect(page).toHaveURL('/steps/investment-strategy');
  for (const language of LANGUAGES) {
    if (language !== 'sk') await chooseLanguage(page, language);
    await expect(page.getByRole('heading', { name: FAQ[language] })).toBeVisible({ timeout: allowing(60_000) });
    // Chosen once; the language's reload keeps what the person chose (the step's draft), or it is chosen again.
    const strategy = page.getByRole('checkbox', { name: BALANCED[language], exact: true });
    if (!(await strategy.isChecked())) await strategy.check();
    await expect(page.getByRole('checkbox', { name: ACKNOWLEDGEMENT_SHOWN[language] })).toBeVisible();
  }
  await chooseLanguage(page, 'sk');
  const balanced = page.getByRole('checkbox', { name: BALANCED.sk, exact: true });
  if (!(await balanced.isChecked())) await balanced.check();
  const acknowledgement = page.getByRole('checkbox', { name: ACKNOWLEDGEMENT_SHOWN.sk });
  const card = page.getByRole('listitem').filter({ has: balanced });
  await card.getByRole('radio', { name: APP.oneTime, exact: true }).check();
  await card.getByRole('textbox', { name: APP.amountOneTime }).fill('3000');
  await page.getByRole('radio', { name: APP.doNotSend, exact: true }).check();
  await page.getByRole('button', { name: APP.saveStrategies, exact: true }).click();
  await expect(page.getByText(APP.acknowledgeMissing, { exact: true })).toBeVisible();
  await expect(acknowledgement).toBeFocused();
  await acknowledgement.check();
  const strategiesSent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/onboarding/save-strategies'),
  );
  await page.getByRole('button', { name: APP.saveStrategies, exact: true }).click();
  const strategiesBody = new URLSearchParams((await strategiesSent).postData() ?? '');
  expect(strategiesBody.get('definition_sha256')).toBe(published.strategies!.sha256);
  await expect(page).toHaveURL('/steps/start-verification');
  await first.context.close();

  // The contracts step: the new tick in three languages, required before a code is sent.
  const second = await prospectAtStep(browser, app!, 'contracts', 'sk');
  const contracts = second.page;
  const phone = (second.lead as unknown as { phone: string }).phone;
  await expect(contracts).toHaveURL('/steps/contracts');
  await expect(contracts.getByRole('heading', { level: 1 })).toHaveText(APP.contractsTitle);
  for (const language of ['en', 'bg', 'sk'] as const) {
    await chooseLanguage(contracts, language);
    await expect(contracts.getByRole('checkbox', { name: CONSENT_TEXT[language] })).toBeVisible();
  }
  const tick = contracts.getByRole('checkbox', { name: CONSENT_TEXT.sk });
  await contracts.getByRole('checkbox', { name: APP.electronic }).check();
  const portfolio = contracts.getByRole('region', { name: APP.portfolio, exact: true });
  await portfolio.getByRole('button', { name: APP.sendSms }).click();
  await expect(contracts.getByText(CONSENT_ERROR.sk)).toBeVisible();
  await expect(tick).toBeFocused();
  await expect(tick).toHaveAccessibleDescription(new RegExp(CONSENT_ERROR.sk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expectNoAxeViolations(contracts);
  const sendCodes = await contracts.request.get('/sandbox/requests?endpoint=sendSignCode');
  expect(((await sendCodes.json()) as { count: number }).count).toBe(0);
  await contracts.screenshot({ path: test.info().outputPath('contracts-new-consent-sk.png'), fullPage: true });

  await tick.check();
  await expect(contracts.getByText(CONSENT_ERROR.sk)).toHaveCount(0);
  await portfolio.getByRole('button', { name: APP.sendSms }).click();
  const codeField = portfolio.getByRole('textbox', { name: APP.code });
  await expect(codeField).toBeFocused();
  const outbox = (await (await contracts.request.get(`/sandbox/outbox?to=${encodeURIComponent(phone)}`)).json()) as {
    code?: string;
  }[];
  const code = outbox.filter((message) => message.code).at(-1)?.code ?? '';
  await codeField.fill(code);
  const contractSent = contracts.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/onboarding/contract'),
  );
  await portfolio.getByRole('button', { name: APP.sign, exact: true }).click();
  // The provider receives the new consent with the others, and the version it was given on.
  const body = JSON.parse((await contractSent).postData() ?? '{}') as Record<string, unknown>;
  expect(body).toMatchObject({
    electronic_communication: true,
    [CONSENT]: true,
    definition_version: published.contracts!.semver,
    definition_sha256: published.contracts!.sha256,
  });
  await expect(contracts).toHaveURL('/steps/thank-you');
  await expect(contracts.getByRole('heading', { level: 1 })).toHaveText(APP.thanks);
  await second.context.close();
});
