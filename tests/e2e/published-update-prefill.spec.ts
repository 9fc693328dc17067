import type { APIRequestContext, Page, Route } from '@playwright/test';
import skFlow from '../../locales/sk/questionnaireFlow.json' with { type: 'json' };
import skRoutes from '../../locales/sk/routes.json' with { type: 'json' };
import { expectNoAxeViolations } from './axe';
import { expect } from './fixtures';
import { bundledVersion, type StoreVersion, test, writeStore } from './published-definitions-store';
import { type Lang, LANGS, lastQuestionnaireOf, odpovedeOf, questionOn, textsIn } from './questionnaire-texts';
import { lastCodeSentTo } from './sandbox';

/**
 * Issue 21, the existing client's update: the last answers are filled in with the versions the update is pinned to
 * (the publication store's, when there is one), not the bundled ones. A published section that changes an answer
 * option: an answer only the published version offers comes back the next year; one it no longer offers is not
 * carried into its form, so nothing of another version reaches the provider.
 */

/** Section C as published anew (1.1.0): c3's "5 to 15 %" replaced by "5 to 20 %", a value the bundled C lacks. */
const NEW_OPTION = '5_20';
const NEW_TEXT = { sk: '5 % až 20 %', en: '5% to 20%', bg: 'От 5% до 20%' } as const satisfies Record<Lang, string>;

function changedOption(): StoreVersion {
  const bundled = bundledVersion('questionnaire-c');
  const definition = structuredClone(bundled.definition) as {
    version: string;
    schema: { properties: { c3: { oneOf: { const: string; title: string; points: number }[] } } };
  };
  definition.version = '1.1.0';
  const option = definition.schema.properties.c3.oneOf.find((candidate) => candidate.const === '5_15')!;
  option.const = NEW_OPTION;
  option.title = `questionnaire.c.c3.answers.${NEW_OPTION}`;
  const texts = structuredClone(bundled.texts);
  for (const lang of LANGS) {
    delete texts[lang]['questionnaire.c.c3.answers.5_15'];
    texts[lang][option.title] = NEW_TEXT[lang];
  }
  return { ...bundled, semver: '1.1.0', versionNo: 2, definition, texts, effectiveAt: new Date(0) };
}

/** Through the update's five parts as they are filled in, from part 3 on with `onC` done first; answers sent. */
async function throughTheParts(page: Page, lang: Lang, onC: () => Promise<void>) {
  const t = textsIn(lang);
  for (let part = 1; part <= 5; part += 1) {
    await expect(page.getByText(t.part(part), { exact: true })).toBeVisible();
    if (part === 3) await onC();
    if (part < 5) await page.getByRole('button', { name: t.next }).click();
  }
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/investment_questionnaire/new'));
  await page.getByRole('button', { name: t.finish }).click();
  const odpovede = odpovedeOf((await sent).postData());
  await expect(page).toHaveURL(`/${lang}/questionnaire-evaluation/`);
  return odpovede;
}

async function sign(page: Page, request: APIRequestContext, lang: Lang, email: string) {
  const { update } = textsIn(lang);
  await page.getByRole('button', { name: update.sendEmail }).click();
  await expect(page.getByRole('status').filter({ hasText: update.sentEmail })).toBeVisible();
  await page.getByRole('textbox', { name: update.codeLabel }).fill(await lastCodeSentTo(request, email));
  await page.getByRole('button', { name: update.sign, exact: true }).click();
  await expect(page).toHaveURL(`/${lang}/update-thank-you`);
}

for (const lang of LANGS)
  test(`${lang}: the update fills in the last answers with the published version: an option only it offers comes back, one it dropped does not`, async ({
    store,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const published = changedOption();
    await writeStore(store, [{ current: published }]);
    const client = (await (await request.post('/sandbox/clients', { data: { lang } })).json()) as {
      email: string;
      links: { questionnaire: string };
    };
    const c3 = () => questionOn(page, 'c3');
    expect(
      (await lastQuestionnaireOf(request, client.email)).find((a) => a.question === 'c3')?.values,
      'the seeded client last chose 5 to 15 %',
    ).toEqual(['5_15']);

    // This year: "5 to 15 %" is no longer offered, so c3 is not filled in; the client chooses the new option.
    await page.goto(client.links.questionnaire);
    const first = await throughTheParts(page, lang, async () => {
      await expect(c3().getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(questionOn(page, 'c1').getByRole('radio', { checked: true })).toHaveCount(1);
      await c3().getByRole('radio', { name: NEW_TEXT[lang], exact: true }).check();
    });
    expect(first.filter((a) => a.question === 'c3').map((a) => a.values)).toEqual([[NEW_OPTION]]);
    await sign(page, request, lang, client.email);

    // The next update (a fresh link): the answer only the published version offers is filled in, as signed.
    const fresh = await request.post('/sandbox/client-links', { data: { email: client.email } });
    const { link_tokens } = (await fresh.json()) as { link_tokens: { questionnaire: string } };
    await page.goto(`/${lang}/investment-questionnaire/${link_tokens.questionnaire}`);
    const second = await throughTheParts(page, lang, async () => {
      await expect(c3().getByRole('radio', { name: NEW_TEXT[lang], exact: true })).toBeChecked();
      await expect(c3().getByRole('radio', { checked: true })).toHaveCount(1);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`update-prefill-published-${lang}.png`), fullPage: true });
    });
    expect(second.filter((a) => a.question === 'c3').map((a) => a.values)).toEqual([[NEW_OPTION]]);
  });

test('a section module that cannot be loaded as the update opens: the fault message and a retry; the retry fills in the published version', async ({
  store,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lang = 'sk';
  const t = textsIn(lang);
  const published = changedOption();
  const { module } = (await writeStore(store, [{ current: published }])).get(published)!;
  const client = (await (await request.post('/sandbox/clients', { data: { lang } })).json()) as {
    links: { questionnaire: string };
  };
  const matches = (url: URL) => url.pathname === `/definitions/${module}`;
  const abort = (route: Route) => route.abort('connectionfailed');
  await page.route(matches, abort);
  await page.goto(client.links.questionnaire);
  await expect(page.getByRole('alert').filter({ hasText: skFlow.definitionsLoadFailed })).toBeVisible();
  await expect(page.getByText(t.part(1), { exact: true })).toHaveCount(0);

  await page.unroute(matches, abort);
  await page.getByRole('button', { name: skRoutes.retry }).click();
  await expect(page.getByText(t.part(1), { exact: true })).toBeVisible();
  for (const group of await page.getByRole('radiogroup').all())
    await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.locator('#field__c3').getByRole('radio', { name: NEW_TEXT[lang], exact: true })).toBeVisible();
  await expect(page.locator('#field__c3').getByRole('radio', { checked: true })).toHaveCount(0);
});
