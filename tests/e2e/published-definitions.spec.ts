import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import skFlow from '../../locales/sk/questionnaireFlow.json' with { type: 'json' };
import { scoreAnswerList } from '../../src/definition/scoring/question-points';
import { parseScoringTable } from '../../src/definition/scoring/scoring-table';
import scoring from '../../schemas/scoring.json' with { type: 'json' };
import { expect } from './fixtures';
import { chooseLanguage } from './journey';
import { bundledVersion, changedSection, type StoreVersion, test, writeStore } from './published-definitions-store';
import { type Answers, answerOn, type Lang, odpovedeOf, startQuestionnaire, textsIn } from './questionnaire-texts';

/**
 * Issue 21, the app's side: the questionnaire runs on the definitions the registry published into the store its
 * origin serves (/definitions/), with nothing rebuilt or restarted; the provider scores with exactly that version.
 */

const SECTION = 'questionnaire-a';
const CHANGED = {
  sk: 'Cena dlhopisu klesne',
  en: 'The bond’s price falls',
  bg: 'Цената на облигацията пада',
} as const satisfies Record<Lang, string>;
const NEW_POINTS = 9;

/** Section A as published anew: the answer "falls" of a3 with another text in sk, en and bg and other points. */
const changedA = (effectiveAt: Date): StoreVersion =>
  changedSection({
    section: SECTION,
    question: 'a3',
    answer: 'falls',
    points: NEW_POINTS,
    texts: CHANGED,
    effectiveAt,
  });
const bundledSection = (effectiveAt: Date): StoreVersion => ({ ...bundledVersion(SECTION), effectiveAt });

/**
 * A cautious person's answers, section by section (a3 "falls": the answer whose text and points change), which
 * break no consistency rule (at most 20 % of savings invested: no contradictions screen on the way).
 */
const SECTIONS: readonly Answers[] = [
  { a3: 'falls', a4: 'dont_know', a5: 'yes_guaranteed', a6: 'dont_know', a7: 'single_share', a8: ['none'] },
  { b1: 'preserve', b2: 'under_3', b3: '3', b4: 'most' },
  { c1: 'sell_all', c2: 'low', c3: 'up_to_5', c4: 'no_loss' },
  { d1: 'pension', d2: 'up_to_2000', d3: 'under_100000', d4: 'up_to_20', d5: '30_50' },
  { e1: 'no' },
];
const REST_OF_A: Answers = { a9: 'never', a10: 'none', a11: 'none', a12: 'no_experience' };

const a3Answer = (page: Page, text: string) =>
  page.locator('#field__a3').getByRole('radio', { name: text, exact: true });

/** Answers every section from the one shown (its index) to the end; a3 "falls" by the text the person reads. */
async function answerToTheEnd(page: Page, lang: Lang, from: number, fallsText: string) {
  const t = textsIn(lang);
  for (let index = from; index < SECTIONS.length; index += 1) {
    await expect(page.getByText(t.part(index + 1), { exact: true })).toBeVisible();
    const { a3, ...rest } = SECTIONS[index] as Answers;
    if (a3) await a3Answer(page, fallsText).check();
    await answerOn(page, lang, { ...rest, ...(index === 0 ? REST_OF_A : {}) });
    if (index < SECTIONS.length - 1) await page.getByRole('button', { name: t.next }).click();
  }
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/onboarding/questionnaire'));
  await page.getByRole('button', { name: t.finish }).click();
  const odpovede = odpovedeOf((await sent).postData()) as unknown as {
    question: string;
    definition_version: string;
    definition_sha256: string;
  }[];
  await expect(page).toHaveURL('/steps/questionnaire-evaluation');
  return odpovede;
}

/**
 * Ticks an answer and waits until the tab's drafts are sealed with it (encrypted in sessionStorage, which takes a
 * few awaits): a reload or a new address before that would find the questionnaire not started yet.
 */
async function answerAndSeal(page: Page, choice: Locator): Promise<void> {
  const sealed = () => page.evaluate(() => sessionStorage.getItem('wem_drafts'));
  const before = await sealed();
  await choice.check();
  await expect.poll(sealed).not.toBe(before);
}

/** Answers to the end and checks that a3 was sent under the bundled section A; returns that version. */
async function finishSendingA3OnTheBundledVersion(page: Page, fallsText: string) {
  const odpovede = await answerToTheEnd(page, 'sk', 0, fallsText);
  const bundled = bundledVersion(SECTION);
  expect(odpovede.find((answer) => answer.question === 'a3')).toMatchObject({
    definition_version: bundled.semver,
    definition_sha256: bundled.sha256,
  });
  return bundled;
}

/**
 * A prospect who started on the bundled section A (a3 "falls" answered and sealed) while a changed A is scheduled, then
 * the page's and the provider's clocks past its effective time: the next questionnaire runs on the new version.
 */
async function startedBeforeScheduled(store: string, page: Page, request: APIRequestContext) {
  const start = Date.now();
  // Minutes ahead: the drafts of the person who started stay sealed for 15 minutes unused.
  const effectiveAt = new Date(start + 5 * 60_000);
  const scheduled = changedA(effectiveAt);
  const written = await writeStore(store, [{ current: bundledSection(new Date(start - 60_000)), next: scheduled }]);
  await page.clock.install({ time: start });
  await startQuestionnaire(page);
  const bundledFalls = textsIn('sk').answer('a3', 'falls');
  await answerAndSeal(page, a3Answer(page, bundledFalls));
  await page.clock.setSystemTime(effectiveAt.getTime() + 60_000);
  await request.post('/sandbox/clock', { data: { advanceMs: effectiveAt.getTime() + 60_000 - start } });
  return { bundledFalls, scheduled, written };
}

interface KeptQuestionnaire {
  points: number;
  definitions: { id: string; version: string; sha256: string }[];
}
const keptOf = async (page: Page, lead: string) =>
  (await (await page.request.get(`/sandbox/leads/${lead}/questionnaire`)).json()) as KeptQuestionnaire;

/** The points of SECTIONS with section A in the version given, by the definition core's scoring. */
function pointsWith(sectionA: unknown): number {
  const all = [...SECTIONS.slice(0, 1), REST_OF_A, ...SECTIONS.slice(1)].flatMap((answers) =>
    Object.entries(answers).map(([question, value]) => ({ question, values: [value].flat() })),
  );
  const others = ['questionnaire-b', 'questionnaire-c', 'questionnaire-d', 'questionnaire-e'].map(
    (id) => bundledVersion(id).definition,
  );
  return scoreAnswerList(parseScoringTable(scoring), [sectionA, ...others], all).points;
}

test('a published answer text shows in sk, en and bg, and the provider scores with the published version and its points', async ({
  store,
  page,
}) => {
  test.setTimeout(150_000);
  const published = changedA(new Date(Date.now() - 60_000));
  const written = await writeStore(store, [{ current: published }]);
  const lead = (await startQuestionnaire(page)).id;

  await expect(a3Answer(page, CHANGED.sk)).toBeVisible();
  await chooseLanguage(page, 'en');
  await expect(a3Answer(page, CHANGED.en)).toBeVisible();
  await chooseLanguage(page, 'bg');
  await expect(a3Answer(page, CHANGED.bg)).toBeVisible();

  const odpovede = await answerToTheEnd(page, 'bg', 0, CHANGED.bg);
  const sha256 = written.get(published)?.sha256;
  const a3 = odpovede.find((answer) => answer.question === 'a3');
  expect(a3).toMatchObject({ definition_version: '1.1.0', definition_sha256: sha256 });
  expect(odpovede.find((answer) => answer.question === 'b1')).toMatchObject({
    definition_sha256: bundledVersion('questionnaire-b').sha256,
  });

  const kept = await keptOf(page, lead);
  expect(kept.definitions).toContainEqual({ id: SECTION, version: '1.1.0', sha256 });
  expect(pointsWith(published.definition)).not.toBe(pointsWith(bundledVersion(SECTION).definition));
  expect(kept.points).toBe(pointsWith(published.definition));
});

test('a prospect who started before the publication finishes on the version they started with, also after a reload', async ({
  store,
  page,
}) => {
  test.setTimeout(150_000);
  const lead = (await startQuestionnaire(page)).id;
  const bundledFalls = textsIn('sk').answer('a3', 'falls');
  await answerAndSeal(page, a3Answer(page, bundledFalls));
  // Published while the person answers section A: nothing changes for them.
  await writeStore(store, [{ current: changedA(new Date(Date.now() - 60_000)) }]);
  await page.reload();
  await page.getByRole('link', { name: textsIn('sk').start }).click();
  await expect(a3Answer(page, bundledFalls)).toBeChecked();

  const bundled = await finishSendingA3OnTheBundledVersion(page, bundledFalls);
  const kept = await keptOf(page, lead);
  expect(kept.definitions).toContainEqual({ id: SECTION, version: bundled.semver, sha256: bundled.sha256 });
  expect(kept.points).toBe(pointsWith(bundled.definition));
});

test('a version scheduled for later takes effect at its time, for the questionnaire started after it', async ({
  store,
  page,
  request,
}) => {
  const { bundledFalls, scheduled, written } = await startedBeforeScheduled(store, page, request);
  // Back to the introduction within the app (the reload case is the test above), and on again.
  await page.goBack();
  await expect(page).toHaveURL('/steps/questionnaire-info');
  await page.getByRole('link', { name: textsIn('sk').start }).click();
  // Who had started finishes on the version they started with.
  await expect(a3Answer(page, bundledFalls)).toBeChecked();
  // The next person (a login ends the session in the tab) starts on the version now in effect.
  await startQuestionnaire(page);
  await expect(a3Answer(page, CHANGED.sk)).toBeVisible();
  expect(written.get(scheduled)?.sha256).toMatch(/^[0-9a-f]{64}$/);
});

test('a prospect who started, then went back and forward after a newer version took effect, stays on their version', async ({
  store,
  page,
  request,
}) => {
  const { bundledFalls } = await startedBeforeScheduled(store, page, request);
  // The browser's back and forward: the questionnaire kept in the tab is shown again, on the versions it started on.
  await page.goBack();
  await expect(page).toHaveURL('/steps/questionnaire-info');
  await page.goForward();
  await expect(a3Answer(page, bundledFalls)).toBeChecked();
  await finishSendingA3OnTheBundledVersion(page, bundledFalls);
});

test('a module whose bytes were changed in the store is refused with the fault message, and a retry loads it once restored', async ({
  store,
  page,
}) => {
  const published = changedA(new Date(Date.now() - 60_000));
  const written = await writeStore(store, [{ current: published }]);
  const module = join(store, written.get(published)?.module ?? '');
  const original = await readFile(module, 'utf8');
  await writeFile(module, original.replace(`"1.1.0"`, `"6.6.6"`));

  await startQuestionnaire(page);
  await expect(page.getByRole('alert').filter({ hasText: skFlow.definitionsLoadFailed })).toBeVisible();
  await expect(a3Answer(page, CHANGED.sk)).toHaveCount(0);

  await writeFile(module, original);
  await page.getByRole('button', { name: 'Skúsiť znova' }).click();
  await expect(a3Answer(page, CHANGED.sk)).toBeVisible();
});
