import type { Locator, Page } from '@playwright/test';
import bgConsistency from '../../locales/bg/consistency.json' with { type: 'json' };
import enConsistency from '../../locales/en/consistency.json' with { type: 'json' };
import skConsistency from '../../locales/sk/consistency.json' with { type: 'json' };
import balancedEmployee from '../../schemas/golden/sets/balanced-employee.json' with { type: 'json' };
import consistencyRules from '../../schemas/questionnaire/consistency.json' with { type: 'json' };
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { settleAnimations } from './journey';
import { type Answers, answerOn, LANGS, type Lang, questionOn, textsIn } from './questionnaire-texts';
import { lastCodeSentTo } from './sandbox';
import { openSignedIn } from './sign-in';

// The contradictions screen (issue 22) as a person meets it, by keyboard: a contradiction revised through the link
// to its question, one confirmed with the required tick, and a `review` rule that reaches the provider.

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

const TEXTS = { sk: skConsistency, en: enConsistency, bg: bgConsistency };
const DAYS = consistencyRules.adviserReview.withinWorkingDays;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Section A of the balanced golden set, and answers that break three rules: a short horizon and a no-loss attitude
 * with the highest-growth goal (two to confirm), low means with a large share of savings (one for an adviser). */
const A = Object.fromEntries(Object.entries(balancedEmployee.answers).filter(([slug]) => slug.startsWith('a')));
const CONTRADICTING: Answers[] = [
  A as Answers,
  { b1: 'max_growth', b2: 'under_3', b3: '7', b4: 'part' },
  { c1: 'sell_part', c2: 'medium', c3: '5_15', c4: 'no_loss' },
  { d1: 'employment', d2: 'up_to_2000', d3: 'under_100000', d4: 'over_20', d5: 'up_to_30' },
  { e1: 'no' },
];

/** Presses Tab until the target has the focus (as a keyboard user reaches it). */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('the target was not reached with Tab');
}

const ruleItem = (page: Page, lang: Lang, id: keyof (typeof skConsistency)['rules']) =>
  page.getByRole('article', { name: TEXTS[lang].rules[id].title });

for (const lang of LANGS) {
  test(`${lang}: contradictions before sending: one revised through its link, one confirmed, one for an adviser`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const t = textsIn(lang);
    const c = TEXTS[lang];
    const lead = (await (await request.post('/sandbox/leads', { data: { at: 'questionnaire', lang } })).json()) as {
      id: string;
      email: string;
      password: string;
    };
    await openSignedIn(page, request, lead, '/steps/questionnaire-info', lang);
    await page.getByRole('link', { name: t.start }).click();
    for (const [index, answers] of CONTRADICTING.entries()) {
      await expect(page.getByText(t.part(index + 1), { exact: true })).toBeVisible();
      await answerOn(page, lang, answers);
      await page.getByRole('button', { name: index < 4 ? t.next : t.finish }).click();
    }

    // The check: every contradiction on one screen, nothing sent yet.
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeFocused();
    const shortHorizon = ruleItem(page, lang, 'short-horizon-aggressive-goal');
    const noLoss = ruleItem(page, lang, 'no-loss-high-risk-goal');
    const lowMeans = ruleItem(page, lang, 'low-means-large-investment');
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: c.screen.toReview })).toContainText(
      c.rules['low-means-large-investment'].text,
    );
    await settleAnimations(page);
    await expectNoAxeViolations(page);

    // Sending with the ticks missing: the error beside each, the focus on the first.
    const send = page.getByRole('button', { name: c.screen.send });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const shortTick = shortHorizon.getByRole('checkbox', { name: c.rules['short-horizon-aggressive-goal'].confirm });
    await expect(shortTick).toBeFocused();
    await expect(shortTick).toHaveAccessibleDescription(c.screen.confirmRequired);
    await expect(noLoss.getByText(c.screen.confirmRequired)).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page);

    // Revised: the link to c4 opens section C with the focus on the chosen answer; a milder one clears it at once.
    const toC4 = noLoss.getByRole('link', { name: fill(c.screen.goTo, { question: t.question('c4') }) });
    await tabTo(page, toC4, true);
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.part(3), { exact: true })).toBeVisible();
    await expect(questionOn(page, 'c4').getByRole('radio', { name: t.answer('c4', 'no_loss') })).toBeFocused();
    const open = page.getByRole('status').filter({ hasText: c.rules['no-loss-high-risk-goal'].title });
    await expect(open).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(questionOn(page, 'c4').getByRole('radio', { name: t.answer('c4', 'small') })).toBeChecked();
    await expect(
      page.getByRole('status').filter({ hasText: c.rules['short-horizon-aggressive-goal'].title }),
    ).not.toContainText(c.rules['no-loss-high-risk-goal'].title);
    await settleAnimations(page);
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: c.screen.backToCheck }));
    await page.keyboard.press('Enter');

    // Confirmed: the one left is ticked with Space; the answers go with what was confirmed and what an adviser sees.
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeFocused();
    await expect(noLoss).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(2);
    await tabTo(page, shortTick);
    await page.keyboard.press('Space');
    await expect(shortTick).toBeChecked();
    await expect(shortHorizon.getByText(c.screen.confirmRequired)).toHaveCount(0);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/onboarding/questionnaire'));
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const form = new URLSearchParams((await sent).postData() ?? '');
    expect(JSON.parse(form.get('consistency') ?? 'null')).toEqual({
      id: consistencyRules.id,
      version: consistencyRules.version,
      // The exact rules evaluated, by the registry's hash (issue 21): the bundled ones, no store here.
      definition_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      confirmed: ['short-horizon-aggressive-goal'],
      review: ['low-means-large-investment'],
    });
    expect(JSON.parse(form.get('odpovede') ?? '[]')).toContainEqual(
      expect.objectContaining({ question: 'c4', values: ['small'] }),
    );

    // The evaluation says when an adviser will look; the provider keeps the check with the lead.
    await expect(page).toHaveURL('/steps/questionnaire-evaluation');
    await expect(page.getByText(fill(c.adviserReview, { days: DAYS }))).toBeVisible();
    await expect(lowMeans).toHaveCount(0);
    await settleAnimations(page);
    await expectNoAxeViolations(page);
    const kept = (await (await request.get(`/sandbox/leads/${lead.id}/consistency`)).json()) as unknown;
    expect(kept).toEqual({
      consistency: {
        id: consistencyRules.id,
        version: consistencyRules.version,
        definition_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        confirmed: ['short-horizon-aggressive-goal'],
        review: ['low-means-large-investment'],
        adviser_review_within_working_days: DAYS,
      },
    });
  });
}

test('en: an existing client’s update goes through the same check; the client keeps the review once signed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const t = textsIn(lang);
  const c = TEXTS[lang];
  const client = (await (await request.post('/sandbox/clients', { data: { lang } })).json()) as {
    id: string;
    email: string;
    link_tokens: { questionnaire: string };
  };
  await page.goto(`/${lang}/investment-questionnaire/${client.link_tokens.questionnaire}`);
  // The last answers are filled in: only those that make the contradictions change.
  const changes: Record<number, Answers> = {
    2: { b1: 'max_growth', b2: 'under_3' },
    4: { d2: 'up_to_2000', d3: 'under_100000', d4: 'over_20' },
  };
  for (const part of [1, 2, 3, 4, 5]) {
    await expect(page.getByText(t.part(part), { exact: true })).toBeVisible();
    const change = changes[part];
    if (change) await answerOn(page, lang, change);
    await page.getByRole('button', { name: part < 5 ? t.next : t.finish }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeFocused();
  await expect(page.getByRole('article')).toHaveCount(2);
  const tick = page.getByRole('checkbox', { name: c.rules['short-horizon-aggressive-goal'].confirm });
  await tabTo(page, tick);
  await page.keyboard.press('Space');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/investment_questionnaire/new'));
  await tabTo(page, page.getByRole('button', { name: c.screen.send }));
  await page.keyboard.press('Enter');
  expect(JSON.parse(new URLSearchParams((await sent).postData() ?? '').get('consistency') ?? 'null')).toMatchObject({
    confirmed: ['short-horizon-aggressive-goal'],
    review: ['low-means-large-investment'],
  });
  await expect(page).toHaveURL(`/${lang}/questionnaire-evaluation/`);
  await expect(page.getByText(fill(c.adviserReview, { days: DAYS }))).toBeVisible();
  await settleAnimations(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: t.update.sendEmail }).click();
  await page.getByRole('textbox', { name: t.update.codeLabel }).fill(await lastCodeSentTo(request, client.email));
  await page.getByRole('button', { name: t.update.sign, exact: true }).click();
  await expect(page).toHaveURL(`/${lang}/update-thank-you`);
  const kept = (await (await request.get(`/sandbox/clients/${client.id}`)).json()) as { consistency: unknown };
  expect(kept.consistency).toEqual({
    id: consistencyRules.id,
    version: consistencyRules.version,
    // The rules' exact version, named by the update as by onboarding (issue 21).
    definition_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    confirmed: ['short-horizon-aggressive-goal'],
    review: ['low-means-large-investment'],
    adviser_review_within_working_days: DAYS,
  });
});
