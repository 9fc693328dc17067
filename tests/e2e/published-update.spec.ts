import type { APIRequestContext, Page } from '@playwright/test';
import bgFlow from '../../locales/bg/questionnaireFlow.json' with { type: 'json' };
import bgRoutes from '../../locales/bg/routes.json' with { type: 'json' };
import enFlow from '../../locales/en/questionnaireFlow.json' with { type: 'json' };
import enRoutes from '../../locales/en/routes.json' with { type: 'json' };
import skFlow from '../../locales/sk/questionnaireFlow.json' with { type: 'json' };
import skRoutes from '../../locales/sk/routes.json' with { type: 'json' };
import { scoreAnswerList } from '../../src/definition/scoring/question-points';
import { parseScoringTable } from '../../src/definition/scoring/scoring-table';
import { CAUTIOUS_SECTIONS } from './answer-sets';
import { expectNoAxeViolations } from './axe';
import { expect } from './fixtures';
import { bundledVersion, changedSection, type StoreVersion, test, writeStore } from './published-definitions-store';
import { answerOn, type Lang, LANGS, lastQuestionnaireOf, odpovedeOf, textsIn } from './questionnaire-texts';
import { lastCodeSentTo } from './sandbox';

/**
 * Issue 21, the existing client's yearly update: it runs on the definitions the registry published, as the prospect's
 * questionnaire does (sections, scoring table and rules pinned when the update opens, nothing rebuilt or restarted);
 * the client-zone call names each section's version and the provider scores with exactly it and keeps it with the
 * client once signed. A client in the middle of the update finishes on the version they started with.
 */

const SECTION = 'questionnaire-c';
/** The cautious person's risk answers (answer-sets.ts); the client changes section C to them. */
const CAUTIOUS_C = CAUTIOUS_SECTIONS[2];
const CHANGED = {
  sk: 'Najviac 5 % (nová formulácia)',
  en: 'At most 5 % (reworded)',
  bg: 'Най-много 5 % (нова формулировка)',
} as const satisfies Record<Lang, string>;
const NEW_POINTS = -10;

/** Section C as published anew: c3's "up to 5 %" with another text in sk, en and bg and other points. */
const changedC = (): StoreVersion =>
  changedSection({
    section: SECTION,
    question: 'c3',
    answer: 'up_to_5',
    points: NEW_POINTS,
    texts: CHANGED,
    effectiveAt: new Date(0),
  });

/** The seeded client's last answers (the update's prefill) with section C changed to the cautious person's. */
async function updatedAnswers(request: APIRequestContext, email: string) {
  const last = await lastQuestionnaireOf(request, email);
  return last.map((answer) => {
    const changed = (CAUTIOUS_C as Record<string, string>)[answer.question];
    return { question: answer.question, values: changed ? [changed] : answer.values };
  });
}

/** The points and profile those answers get with section C's bundled or published definition. */
function scored(answers: { question: string; values: string[] }[], sectionC: StoreVersion['definition']) {
  const sections = ['a', 'b', 'd', 'e'].map((s) => bundledVersion(`questionnaire-${s}`).definition);
  return scoreAnswerList(parseScoringTable(bundledVersion('scoring').definition), [...sections, sectionC], answers);
}

interface SeededClient {
  id: string;
  email: string;
  links: { questionnaire: string };
}

const seedClient = async (request: APIRequestContext, lang: Lang) =>
  (await (await request.post('/sandbox/clients', { data: { lang } })).json()) as SeededClient;

/** From the shown part to part 3: on C, the cautious answers, c3 chosen by the text the client reads. */
async function toTheEnd(page: Page, lang: Lang, from: number, c3Text: string) {
  const t = textsIn(lang);
  for (let part = from; part <= 5; part += 1) {
    await expect(page.getByText(t.part(part), { exact: true })).toBeVisible();
    if (part === 3) {
      const { c3: _byText, ...rest } = CAUTIOUS_C;
      await page.locator('#field__c3').getByRole('radio', { name: c3Text, exact: true }).check();
      await answerOn(page, lang, rest);
    }
    if (part < 5) await page.getByRole('button', { name: t.next }).click();
  }
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/investment_questionnaire/new'));
  await page.getByRole('button', { name: t.finish }).click();
  const odpovede = odpovedeOf((await sent).postData()) as unknown as {
    question: string;
    definition_version: string;
    definition_sha256: string;
  }[];
  await expect(page).toHaveURL(`/${lang}/questionnaire-evaluation/`);
  return odpovede;
}

const sectionOf = (odpovede: { question: string; definition_version: string; definition_sha256: string }[]) =>
  odpovede
    .filter((answer) => answer.question.startsWith('c'))
    .map(({ definition_version, definition_sha256 }) => ({ definition_version, definition_sha256 }));

for (const lang of LANGS)
  test(`${lang}: a published answer text and points reach an existing client's update; the provider scores with them and keeps the new hash`, async ({
    store,
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const published = changedC();
    const sha256 = (await writeStore(store, [{ current: published }])).get(published)!.sha256;
    const client = await seedClient(request, lang);
    const answers = await updatedAnswers(request, client.email);
    const before = scored(answers, bundledVersion(SECTION).definition);
    const after = scored(answers, published.definition);
    expect(before.riskProfileId, 'the bundled points give the seeded client’s profile (balanced)').toBe(2);
    expect(after.riskProfileId, 'the published points move the same answers to conservative').toBe(1);

    await page.goto(client.links.questionnaire);
    const odpovede = await toTheEnd(page, lang, 1, CHANGED[lang]);
    // Every answer of section C names the published version; the bundled text is nowhere on the way.
    expect(new Set(sectionOf(odpovede).map((a) => a.definition_sha256))).toEqual(new Set([sha256]));
    expect(sectionOf(odpovede)[0]?.definition_version).toBe('1.1.0');
    // Scored with the published points: the evaluation shows the conservative profile.
    await expect(page.getByText(textsIn(lang).profileText('conservative'))).toBeVisible();
    await expectNoAxeViolations(page);

    const { update } = textsIn(lang);
    await page.getByRole('button', { name: update.sendEmail }).click();
    await expect(page.getByRole('status').filter({ hasText: update.sentEmail })).toBeVisible();
    await page.getByRole('textbox', { name: update.codeLabel }).fill(await lastCodeSentTo(request, client.email));
    await page.getByRole('button', { name: update.sign, exact: true }).click();
    await expect(page).toHaveURL(`/${lang}/update-thank-you`);
    const kept = (await (await request.get(`/sandbox/clients/${client.id}`)).json()) as {
      risk_profile_id: number;
      definitions: { questionnaire: { id: string; version: string; sha256: string }[] };
    };
    expect(kept.risk_profile_id).toBe(1);
    expect(kept.definitions.questionnaire).toContainEqual({ id: SECTION, version: '1.1.0', sha256 });
    expect(kept.definitions.questionnaire).toContainEqual({
      id: 'scoring',
      version: bundledVersion('scoring').semver,
      sha256: bundledVersion('scoring').sha256,
    });
  });

test('a client in the middle of the update finishes on the version they started with', async ({
  page,
  request,
  store,
}) => {
  test.setTimeout(240_000);
  const lang = 'en';
  const client = await seedClient(request, lang);
  const bundled = bundledVersion(SECTION);
  await page.goto(client.links.questionnaire);
  const t = textsIn(lang);
  await expect(page.getByText(t.part(1), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText(t.part(2), { exact: true })).toBeVisible();

  // Published while the client is on part 2: their update keeps the versions it opened with.
  const published = changedC();
  await writeStore(store, [{ current: published }]);
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText(t.part(3), { exact: true })).toBeVisible();
  await expect(page.getByText(CHANGED.en)).toHaveCount(0);
  const odpovede = await toTheEnd(page, lang, 3, t.answer('c3', 'up_to_5'));
  expect(new Set(sectionOf(odpovede).map((a) => a.definition_sha256))).toEqual(new Set([bundled.sha256]));
  // The bundled points: the profile stays balanced.
  await expect(page.getByText(t.profileText('balanced'))).toBeVisible();
});

/**
 * The fault message where the manifest is first needed: the screen's (the published texts read it as the screen
 * loads) or the questionnaire's (its pin), each with its retry.
 */
const FAULT = {
  sk: { texts: [skRoutes.loadFailed, skFlow.definitionsLoadFailed], retry: skRoutes.retry },
  en: { texts: [enRoutes.loadFailed, enFlow.definitionsLoadFailed], retry: enRoutes.retry },
  bg: { texts: [bgRoutes.loadFailed, bgFlow.definitionsLoadFailed], retry: bgRoutes.retry },
} as const satisfies Record<Lang, { texts: readonly string[]; retry: string }>;

for (const lang of LANGS)
  test(`${lang}: a manifest that cannot be read stops the update with a fault message and a retry, never another version`, async ({
    store,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const published = changedC();
    await writeStore(store, [{ current: published }]);
    const client = await seedClient(request, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/definitions/manifest.json', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(client.links.questionnaire);
    const [screenFault, questionsFault] = FAULT[lang].texts;
    await expect(page.getByText(screenFault).or(page.getByText(questionsFault))).toBeVisible();
    await expect(page.getByRole('button', { name: FAULT[lang].retry })).toBeVisible();
    await expect(page.getByText(textsIn(lang).part(1), { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`update-manifest-fault-${lang}-390.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`update-manifest-fault-${lang}-desktop.png`), fullPage: true });

    // The store answers again: the retry pins the published version, the last answers still filled in.
    await page.unroute('**/definitions/manifest.json');
    await page.getByRole('button', { name: FAULT[lang].retry }).click();
    const t = textsIn(lang);
    await expect(page.getByText(t.part(1), { exact: true })).toBeVisible();
    for (const group of await page.getByRole('radiogroup').all())
      await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.locator('#field__c3').getByRole('radio', { name: CHANGED[lang], exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`update-published-c-${lang}-desktop.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`update-published-c-${lang}-390.png`), fullPage: true });
  });
