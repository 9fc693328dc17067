import { rm } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import bgConsistency from '../../locales/bg/consistency.json' with { type: 'json' };
import enConsistency from '../../locales/en/consistency.json' with { type: 'json' };
import skConsistency from '../../locales/sk/consistency.json' with { type: 'json' };
import { scoreAnswerList } from '../../src/definition/scoring/question-points';
import { parseScoringTable } from '../../src/definition/scoring/scoring-table';
import { cautiousToTheEnd } from './answer-sets';
import { expect, test } from './fixtures';
import { bundledVersion, publicationDirOf, type StoreVersion, writeStore } from './published-definitions-store';
import { type Answers, answerOn, type Lang, startQuestionnaire, textsIn } from './questionnaire-texts';

/**
 * Issue 21: the scoring table and the consistency rules are published like the sections. A prospect who starts the
 * questionnaire after a publication is scored with the published table (the sandbox receives its hash and scores
 * with exactly it) and sees the published rules' texts on the contradictions screen; nothing rebuilt or restarted.
 */

/** A cautious person's answers (no consistency rule fires): the bundled table gives them the first profile. */
const CAUTIOUS = cautiousToTheEnd('falls');
/** Answers that break the short-horizon rule (a confirm rule): the contradictions screen comes before sending. */
const SHORT_HORIZON: readonly Answers[] = [
  CAUTIOUS[0]!,
  { b1: 'max_growth', b2: 'under_3', b3: '3', b4: 'most' },
  { c1: 'sell_all', c2: 'low', c3: '5_15', c4: 'small' },
  CAUTIOUS[3]!,
  CAUTIOUS[4]!,
];
const RULE = 'short-horizon-aggressive-goal';
const RULE_TITLE = `consistency.rules.${RULE}.title`;
const NEW_TITLE = {
  sk: 'Krátky horizont, no najvyšší rast (revidované)',
  en: 'A short horizon, yet the highest growth (revised)',
  bg: 'Кратък хоризонт, а най-висок растеж (преработено)',
} as const satisfies Record<Lang, string>;
const BUNDLED_TITLE = { sk: skConsistency, en: enConsistency, bg: bgConsistency };

const sectionDefinitions = ['a', 'b', 'c', 'd', 'e'].map((s) => bundledVersion(`questionnaire-${s}`).definition);
const cautiousPoints = scoreAnswerList(
  parseScoringTable(bundledVersion('scoring').definition),
  sectionDefinitions,
  CAUTIOUS.flatMap((answers) =>
    Object.entries(answers).map(([question, value]) => ({ question, values: [value].flat() })),
  ),
);

/** The scoring table 2.0.0: its first threshold lowered under the cautious total, which now yields profile 2. */
function stricterScoring(): StoreVersion {
  const bundled = bundledVersion('scoring');
  const definition = structuredClone(bundled.definition) as { version: string; bands: { min: number; max: number }[] };
  definition.version = '2';
  definition.bands[0]!.max = cautiousPoints.points - 1;
  definition.bands[1]!.min = cautiousPoints.points;
  return { ...bundled, semver: '2.0.0', versionNo: 2, definition, effectiveAt: new Date(0) };
}

/** The consistency rules 1.1.0: the short-horizon rule's title reworded in sk, en and bg. */
function reworded(): StoreVersion {
  const bundled = bundledVersion('questionnaire-consistency');
  const definition = structuredClone(bundled.definition) as { version: string };
  definition.version = '1.1.0';
  const texts = structuredClone(bundled.texts);
  for (const lang of ['sk', 'en', 'bg'] as const) texts[lang][RULE_TITLE] = NEW_TITLE[lang];
  return { ...bundled, semver: '1.1.0', versionNo: 2, definition, texts, effectiveAt: new Date(0) };
}

let store = '';
test.beforeEach(async ({ request, baseURL }) => {
  await request.post('/sandbox/reset');
  store = publicationDirOf(Number(new URL(baseURL ?? '').port));
  await rm(store, { recursive: true, force: true });
});
test.afterEach(async () => {
  await rm(store, { recursive: true, force: true });
});

async function answerAll(page: Page, lang: Lang, sections: readonly Answers[]) {
  const t = textsIn(lang);
  for (const [index, answers] of sections.entries()) {
    await expect(page.getByText(t.part(index + 1), { exact: true })).toBeVisible();
    await answerOn(page, lang, answers);
    if (index < sections.length - 1) await page.getByRole('button', { name: t.next }).click();
  }
}

const fieldOf = (postData: string | null, name: string) =>
  JSON.parse(new URLSearchParams(postData ?? '').get(name) ?? 'null') as Record<string, unknown> | null;

test('a changed published scoring threshold changes the profile a prospect gets, and the sandbox receives its hash', async ({
  page,
}) => {
  test.setTimeout(300_000);
  expect(cautiousPoints.riskProfileId, 'the bundled table gives the cautious answers profile 1').toBe(1);
  const scoring = stricterScoring();
  const written = await writeStore(store, [{ current: scoring }]);
  const sha256 = written.get(scoring)!.sha256;

  const lead = (await startQuestionnaire(page, 'en')).id;
  await answerAll(page, 'en', CAUTIOUS);
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/onboarding/questionnaire'));
  await page.getByRole('button', { name: textsIn('en').finish }).click();
  const request = await sent;
  expect(fieldOf(request.postData(), 'scoring')).toEqual({
    id: 'scoring',
    version: '2.0.0',
    definition_sha256: sha256,
  });
  // The rules were not published: the bundled version, named by its hash all the same.
  expect(fieldOf(request.postData(), 'consistency')).toMatchObject({
    id: 'questionnaire-consistency',
    definition_sha256: bundledVersion('questionnaire-consistency').sha256,
  });

  await expect(page).toHaveURL('/steps/questionnaire-evaluation');
  const kept = (await (await page.request.get(`/sandbox/leads/${lead}/questionnaire`)).json()) as {
    risk_profile_id: number;
    points: number;
    definitions: { id: string; version: string; sha256: string }[];
  };
  expect(kept.points).toBe(cautiousPoints.points);
  expect(kept.risk_profile_id, 'the published threshold moved the cautious total into profile 2').toBe(2);
  expect(kept.definitions).toContainEqual({ id: 'scoring', version: '2.0.0', sha256 });
  // The person is shown the profile the published table gave.
  await expect(page.getByText(textsIn('en').profileText('balanced'))).toBeVisible();
});

for (const lang of ['sk', 'en', 'bg'] as const)
  test(`${lang}: a changed published rule text shows on the contradictions screen, and the sandbox receives the rules' hash`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const rules = reworded();
    const written = await writeStore(store, [{ current: rules }]);
    const sha256 = written.get(rules)!.sha256;

    const lead = (await startQuestionnaire(page, lang)).id;
    await answerAll(page, lang, SHORT_HORIZON);
    await page.getByRole('button', { name: textsIn(lang).finish }).click();
    const c = BUNDLED_TITLE[lang];
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByRole('article', { name: NEW_TITLE[lang] })).toBeVisible();
    await expect(page.getByRole('article', { name: c.rules[RULE].title })).toHaveCount(0);

    await page.getByRole('checkbox', { name: c.rules[RULE].confirm }).check();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/onboarding/questionnaire'));
    await page.getByRole('button', { name: c.screen.send }).click();
    expect(fieldOf((await sent).postData(), 'consistency')).toMatchObject({
      version: '1.1.0',
      definition_sha256: sha256,
      confirmed: [RULE],
    });
    await expect(page).toHaveURL('/steps/questionnaire-evaluation');
    const kept = (await (await page.request.get(`/sandbox/leads/${lead}/consistency`)).json()) as {
      consistency: { definition_sha256: string; confirmed: string[] };
    };
    expect(kept.consistency).toMatchObject({ definition_sha256: sha256, confirmed: [RULE] });
  });
