import type { Page, Route } from '@playwright/test';
import bgConsistency from '../../locales/bg/consistency.json' with { type: 'json' };
import enConsistency from '../../locales/en/consistency.json' with { type: 'json' };
import skConsistency from '../../locales/sk/consistency.json' with { type: 'json' };
import bgErrors from '../../locales/bg/errors.json' with { type: 'json' };
import enErrors from '../../locales/en/errors.json' with { type: 'json' };
import skErrors from '../../locales/sk/errors.json' with { type: 'json' };
import bgFlow from '../../locales/bg/questionnaireFlow.json' with { type: 'json' };
import enFlow from '../../locales/en/questionnaireFlow.json' with { type: 'json' };
import skFlow from '../../locales/sk/questionnaireFlow.json' with { type: 'json' };
import bgRoutes from '../../locales/bg/routes.json' with { type: 'json' };
import enRoutes from '../../locales/en/routes.json' with { type: 'json' };
import skRoutes from '../../locales/sk/routes.json' with { type: 'json' };
import { cautiousToTheEnd } from './answer-sets';
import { expect } from './fixtures';
import { settleAnimations } from './journey';
import { bundledVersion, type StoreVersion, test, writeStore } from './published-definitions-store';
import {
  type Answers,
  answerOn,
  expectAnswered,
  type Lang,
  LANGS,
  odpovedeOf,
  startQuestionnaire,
  textsIn,
} from './questionnaire-texts';

/**
 * Issue 21: "If the manifest or a module cannot be loaded: the same fault handling as any request (message, retry,
 * nothing typed lost), never a silent fall back to another version." The last section's check of the answers as a
 * whole loads the pinned consistency rules' module; when that fails as the person finishes, the SPEC §8 error toast
 * and a retry beside the section's buttons, every answer kept; the retry checks with the published rules.
 */

const CAUTIOUS = cautiousToTheEnd('falls');
/** Answers that break the short-horizon rule: the contradictions screen comes before sending. */
const SHORT_HORIZON: readonly Answers[] = [
  CAUTIOUS[0]!,
  { b1: 'max_growth', b2: 'under_3', b3: '3', b4: 'most' },
  { c1: 'sell_all', c2: 'low', c3: '5_15', c4: 'small' },
  CAUTIOUS[3]!,
  CAUTIOUS[4]!,
];
const RULE = 'short-horizon-aggressive-goal';
const NEW_TITLE = {
  sk: 'Krátky horizont, no najvyšší rast (revidované)',
  en: 'A short horizon, yet the highest growth (revised)',
  bg: 'Кратък хоризонт, а най-висок растеж (преработено)',
} as const satisfies Record<Lang, string>;
const TEXTS = {
  sk: { consistency: skConsistency, errors: skErrors, flow: skFlow, routes: skRoutes },
  en: { consistency: enConsistency, errors: enErrors, flow: enFlow, routes: enRoutes },
  bg: { consistency: bgConsistency, errors: bgErrors, flow: bgFlow, routes: bgRoutes },
};
const SHOTS = { sk: { width: 390, height: 844 }, en: { width: 1280, height: 900 }, bg: { width: 390, height: 844 } };

/** The consistency rules 1.1.0: the short-horizon rule's title reworded in sk, en and bg. */
function reworded(): StoreVersion {
  const bundled = bundledVersion('questionnaire-consistency');
  const definition = structuredClone(bundled.definition) as { version: string };
  definition.version = '1.1.0';
  const texts = structuredClone(bundled.texts);
  for (const lang of LANGS) texts[lang][`consistency.rules.${RULE}.title`] = NEW_TITLE[lang];
  return { ...bundled, semver: '1.1.0', versionNo: 2, definition, texts, effectiveAt: new Date(0) };
}

/** Fails every request for the module (any retry's query string too) until the returned function is called. */
async function failModule(page: Page, module: string): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === `/definitions/${module}`;
  const abort = (route: Route) => route.abort('connectionfailed');
  await page.route(matches, abort);
  return () => page.unroute(matches, abort);
}

for (const lang of LANGS)
  test(`${lang}: the published rules' module failing as the person finishes gives the error toast and a retry; every answer is kept`, async ({
    store,
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const rules = reworded();
    const { module, sha256 } = (await writeStore(store, [{ current: rules }])).get(rules)!;
    const t = textsIn(lang);
    const { consistency, errors, flow, routes } = TEXTS[lang];
    await page.setViewportSize(SHOTS[lang]);
    const restore = await failModule(page, module);

    await startQuestionnaire(page, lang);
    for (const [index, answers] of SHORT_HORIZON.entries()) {
      await expect(page.getByText(t.part(index + 1), { exact: true })).toBeVisible();
      await answerOn(page, lang, answers);
      if (index < SHORT_HORIZON.length - 1) await page.getByRole('button', { name: t.next }).click();
    }
    await page.getByRole('button', { name: t.finish }).click();

    // The SPEC §8 toast, and beside the section's buttons what failed, that the answers are kept, and the retry.
    await expect(page.getByRole('alert').filter({ hasText: errors.generic })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: flow.definitionsLoadFailed })).toBeVisible();
    const retry = page.getByRole('button', { name: routes.retry });
    await expect(retry).toBeFocused();
    await expect(page.getByText(t.part(5), { exact: true })).toBeVisible();
    await expectAnswered(page, lang, SHORT_HORIZON[4]!);
    for (const size of [SHOTS[lang], ...Object.values(SHOTS).filter((other) => other.width !== SHOTS[lang].width)]) {
      await page.setViewportSize(size);
      await settleAnimations(page);
      await page.screenshot({ path: testInfo.outputPath(`check-fault-${lang}-${size.width}.png`), fullPage: true });
    }

    // Still failing: the retry says so again, nothing lost.
    await retry.click();
    await expect(retry).toBeFocused();
    await expectAnswered(page, lang, SHORT_HORIZON[4]!);

    // The store answers again: the retry checks with the published rules (their new title), never the bundled ones.
    await restore();
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: consistency.title })).toBeVisible();
    await expect(page.getByRole('article', { name: NEW_TITLE[lang] })).toBeVisible();
    await expect(page.getByRole('article', { name: consistency.rules[RULE].title })).toHaveCount(0);

    // Every answer of the five parts reaches the provider, checked with the published rules' hash.
    await page.getByRole('checkbox', { name: consistency.rules[RULE].confirm }).check();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/onboarding/questionnaire'));
    await page.getByRole('button', { name: consistency.screen.send }).click();
    const body = (await sent).postData();
    const given = SHORT_HORIZON.flatMap((answers) => Object.entries(answers)).map(([question, value]) => ({
      question,
      values: [value].flat(),
    }));
    expect(odpovedeOf(body).map(({ question, values }) => ({ question, values }))).toEqual(
      expect.arrayContaining(given),
    );
    expect(JSON.parse(new URLSearchParams(body ?? '').get('consistency') ?? '{}')).toMatchObject({
      definition_sha256: sha256,
      confirmed: [RULE],
    });
    await expect(page).toHaveURL('/steps/questionnaire-evaluation');
  });
