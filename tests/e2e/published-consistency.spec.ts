import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import bgConsistency from '../../locales/bg/consistency.json' with { type: 'json' };
import enConsistency from '../../locales/en/consistency.json' with { type: 'json' };
import skConsistency from '../../locales/sk/consistency.json' with { type: 'json' };
import balancedEmployee from '../../schemas/golden/sets/balanced-employee.json' with { type: 'json' };
import consistencyRules from '../../schemas/questionnaire/consistency.json' with { type: 'json' };
import type { PublishedTexts } from '../../src/definition/publication/publication-contract';
import { expect } from './fixtures';
import { chooseLanguage, loginThroughUi, settleAnimations } from './journey';
import { bundledVersion, type StoreVersion, test, writeStore } from './published-definitions-store';
import {
  type Answers,
  answerOn,
  LANGS,
  type Lang,
  questionOn,
  startQuestionnaire,
  textsIn,
} from './questionnaire-texts';

// Issue 21, the questionnaire on published modules only: its first route fetches none of the bundled sections'
// definitions or texts (each module carries its own), and the consistency check reads the versions the person
// answered, also after a reload on the last section, when the earlier sections' modules were never loaded in that page.

const CONSISTENCY = { sk: skConsistency, en: enConsistency, bg: bgConsistency };
const SECTIONS = ['questionnaire-a', 'questionnaire-b', 'questionnaire-c', 'questionnaire-d', 'questionnaire-e'];
/** c4 ("a loss you could bear") as the published section D names it. */
const RENAMED = {
  sk: 'Akú stratu by ste dokázali uniesť bez zmeny plánov?',
  en: 'What loss could you bear without changing your plans?',
  bg: 'Каква загуба бихте понесли, без да промените плановете си?',
} as const satisfies Record<Lang, string>;

const effectiveAt = () => new Date(Date.now() - 60_000);

/** A section published anew with nothing changed but its version: not the bundled one, so its module is used. */
function republished(id: string): StoreVersion {
  const bundled = bundledVersion(id);
  const definition = structuredClone(bundled.definition) as { version: string };
  definition.version = '1.0.1';
  return { ...bundled, semver: '1.0.1', versionNo: 2, definition, effectiveAt: effectiveAt() };
}

type SectionJson = {
  version: string;
  schema: { required: string[]; properties: Record<string, unknown> };
  uiSchema: Record<string, unknown> & { 'ui:order': string[] };
};

/**
 * Sections C and D published anew (1.1.0): question c4 moved from the end of C to the end of D, with its texts, and
 * its title worded anew in sk, en and bg. The bundled C still asks it: a check reading the bundled sections would
 * link to C and name it as C's texts do.
 */
function movedC4(): StoreVersion[] {
  const c = bundledVersion('questionnaire-c');
  const d = bundledVersion('questionnaire-d');
  const cDefinition = structuredClone(c.definition) as unknown as SectionJson;
  const dDefinition = structuredClone(d.definition) as unknown as SectionJson;
  const { c4, ...cProperties } = cDefinition.schema.properties;
  cDefinition.schema.properties = cProperties;
  cDefinition.schema.required = cDefinition.schema.required.filter((slug) => slug !== 'c4');
  cDefinition.uiSchema['ui:order'] = cDefinition.uiSchema['ui:order'].filter((slug) => slug !== 'c4');
  const c4Ui = cDefinition.uiSchema.c4;
  delete cDefinition.uiSchema.c4;
  dDefinition.schema.properties.c4 = c4;
  dDefinition.schema.required.push('c4');
  dDefinition.uiSchema['ui:order'].splice(dDefinition.uiSchema['ui:order'].indexOf('*'), 0, 'c4');
  dDefinition.uiSchema.c4 = c4Ui;
  const cTexts = structuredClone(c.texts);
  const dTexts = structuredClone(d.texts);
  for (const lang of LANGS) {
    for (const key of Object.keys(cTexts[lang]).filter((key) => key.startsWith('questionnaire.c.c4.'))) {
      dTexts[lang][key] = cTexts[lang][key] as string;
      delete cTexts[lang][key];
    }
    dTexts[lang]['questionnaire.c.c4.title'] = RENAMED[lang];
  }
  const version = (base: typeof c, definition: SectionJson, texts: PublishedTexts): StoreVersion => {
    definition.version = '1.1.0';
    return { ...base, semver: '1.1.0', versionNo: 2, definition, texts, effectiveAt: effectiveAt() };
  };
  return [version(c, cDefinition, cTexts), version(d, dDefinition, dTexts)];
}

/**
 * The balanced golden set's section A, and answers that break three rules (as consistency.spec.ts): two to confirm
 * (a short horizon, and no loss borne, with the highest-growth goal) and one for an adviser (low means); c4 answered
 * where the published versions ask it, in section D.
 */
const A = Object.fromEntries(Object.entries(balancedEmployee.answers).filter(([slug]) => slug.startsWith('a')));
const CONTRADICTING: Answers[] = [
  A as Answers,
  { b1: 'max_growth', b2: 'under_3', b3: '7', b4: 'part' },
  { c1: 'sell_part', c2: 'medium', c3: '5_15' },
  { d1: 'employment', d2: 'up_to_2000', d3: 'under_100000', d4: 'over_20', d5: 'up_to_30', c4: 'no_loss' },
  { e1: 'no' },
];
const FIRED = ['short-horizon-aggressive-goal', 'no-loss-high-risk-goal', 'low-means-large-investment'] as const;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/**
 * Waits until the tab's drafts are sealed with everything so far (encrypted in sessionStorage a few awaits after each
 * change): the same for half a second.
 */
async function draftsSealed(page: Page): Promise<void> {
  const sealed = () => page.evaluate(() => sessionStorage.getItem('wem_drafts'));
  let last = await sealed();
  await expect
    .poll(async () => {
      await page.waitForTimeout(500);
      const now = await sealed();
      const same = now !== null && now === last;
      last = now;
      return same;
    })
    .toBe(true);
}

const SHOTS = { sk: { width: 390, height: 844 }, en: { width: 1280, height: 900 }, bg: { width: 390, height: 844 } };

for (const lang of LANGS)
  test(`${lang}: after a reload on the last section, the contradictions name and reach each question as the published versions ask it`, async ({
    store,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    await writeStore(store, [
      ...[
        republished('questionnaire-a'),
        republished('questionnaire-b'),
        ...movedC4(),
        republished('questionnaire-e'),
      ].map((current) => ({ current })),
    ]);
    const t = textsIn(lang);
    const c = CONSISTENCY[lang];
    const lead = (await (await request.post('/sandbox/leads', { data: { at: 'questionnaire', lang } })).json()) as {
      email: string;
      password: string;
    };
    await page.setViewportSize(SHOTS[lang]);
    await page.goto('/login');
    if (lang !== 'sk') await chooseLanguage(page, lang);
    await loginThroughUi(page, lead.email, lead.password, lang);
    await page.getByRole('link', { name: t.start }).click();
    for (const [index, answers] of CONTRADICTING.slice(0, 4).entries()) {
      await expect(page.getByText(t.part(index + 1), { exact: true })).toBeVisible();
      await answerOn(page, lang, answers);
      await page.getByRole('button', { name: t.next }).click();
    }
    await expect(page.getByText(t.part(5), { exact: true })).toBeVisible();
    await draftsSealed(page);

    // A new page on the last section: sections A-D's modules are in none of its caches of code or texts.
    await page.reload();
    await page.getByRole('link', { name: t.start }).click();
    await expect(page.getByText(t.part(5), { exact: true })).toBeVisible();
    await answerOn(page, lang, CONTRADICTING[4] as Answers);
    await page.getByRole('button', { name: t.finish }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeFocused();
    await expect(page.getByRole('article')).toHaveCount(FIRED.length);

    // Every question a contradiction concerns by its title as the published version words it, never a key.
    const titleOf = (slug: string) => (slug === 'c4' ? RENAMED[lang] : t.question(slug));
    for (const id of FIRED) {
      const rule = consistencyRules.rules.find((candidate) => candidate.id === id);
      const item = page.getByRole('article', { name: c.rules[id].title });
      await expect(item.getByRole('link')).toHaveText(
        (rule?.questions ?? []).map((slug) => fill(c.screen.goTo, { question: titleOf(slug) })),
      );
    }
    await expect(page.getByRole('main')).not.toContainText(/questionnaire\.[a-e]\./);
    await settleAnimations(page);
    await page.screenshot({
      path: testInfo.outputPath(`contradictions-published-${lang}-${SHOTS[lang].width}.png`),
      fullPage: true,
    });

    // c4's link opens section D, where the published version asks it, with the focus on the answer chosen.
    const noLoss: Locator = page.getByRole('article', { name: c.rules['no-loss-high-risk-goal'].title });
    await noLoss.getByRole('link', { name: fill(c.screen.goTo, { question: RENAMED[lang] }) }).click();
    await expect(page.getByText(t.part(4), { exact: true })).toBeVisible();
    await expect(questionOn(page, 'c4').getByRole('radio', { name: t.answer('c4', 'no_loss') })).toBeFocused();
    // And b2's opens section B, focused on its answer.
    await page.getByRole('button', { name: c.screen.backToCheck }).click();
    const shortHorizon = page.getByRole('article', { name: c.rules['short-horizon-aggressive-goal'].title });
    await shortHorizon.getByRole('link', { name: fill(c.screen.goTo, { question: t.question('b2') }) }).click();
    await expect(page.getByText(t.part(2), { exact: true })).toBeVisible();
    await expect(questionOn(page, 'b2').getByRole('radio', { name: t.answer('b2', 'under_3') })).toBeFocused();
  });

/** Every request of the page, by its path. */
function requestsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/**
 * The build's chunks of the bundled sections' definitions (src/flows/questionnaire/sections.ts: a chunk of its own,
 * named after it, whether imported lazily or, as before, with the screens) and of their texts in each language, as
 * Vite's manifest names them.
 */
function bundledSectionChunks(): { definitions: string; texts: string[] } {
  const manifest = JSON.parse(
    readFileSync(join(process.env.E2E_DIST ?? 'dist', '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string; name?: string }>;
  const fileOf = (src: string, name: string) => {
    const found = Object.values(manifest).filter(
      (entry) => entry.src === src || (entry.src === undefined && entry.name === name),
    );
    if (found.length !== 1) throw new Error(`${src} is not one chunk of the build`);
    return `/${found[0]?.file}`;
  };
  return {
    definitions: fileOf('src/flows/questionnaire/sections.ts', 'sections'),
    texts: LANGS.map((lang) => fileOf(`locales/${lang}/questionnaire.json`, 'questionnaire')),
  };
}

test('the first route on published sections fetches neither the bundled sections’ definitions nor their texts', async ({
  store,
  page,
}) => {
  await writeStore(
    store,
    SECTIONS.map((id) => ({ current: republished(id) })),
  );
  const { definitions, texts } = bundledSectionChunks();
  const paths = requestsOf(page);
  await startQuestionnaire(page);
  await expect(questionOn(page, 'a3').getByRole('radio', { name: textsIn('sk').answer('a3', 'falls') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(paths.filter((path) => path.startsWith('/definitions/') && path.endsWith('.js'))).not.toEqual([]);
  expect(paths.filter((path) => path === definitions || texts.includes(path))).toEqual([]);
});

test('with no publication store, the bundled sections’ definitions and texts come before “Start”, none after', async ({
  page,
}) => {
  const { definitions, texts } = bundledSectionChunks();
  const paths = requestsOf(page);
  const lead = (await (await page.request.post('/sandbox/leads', { data: { at: 'questionnaire' } })).json()) as {
    email: string;
    password: string;
  };
  await page.goto('/login');
  await loginThroughUi(page, lead.email, lead.password, 'sk');
  await expect(page).toHaveURL('/steps/questionnaire-info');
  // Slovak: the page's language, the fallback's too.
  await expect
    .poll(() => paths.filter((path) => path === definitions || texts.includes(path)).sort())
    .toEqual([definitions, texts[0]].sort());
  await page.waitForLoadState('networkidle');
  const beforeStart = paths.length;
  await page.getByRole('link', { name: textsIn('sk').start }).click();
  await expect(page.getByText(textsIn('sk').part(1), { exact: true })).toBeVisible();
  await expect(questionOn(page, 'a3').getByRole('radio', { name: textsIn('sk').answer('a3', 'falls') })).toBeVisible();
  expect(paths.slice(beforeStart).filter((path) => path === definitions || texts.includes(path))).toEqual([]);
});
