import type { APIRequestContext, Page } from '@playwright/test';
import bgChange from '../../locales/bg/profileChange.json' with { type: 'json' };
import enChange from '../../locales/en/profileChange.json' with { type: 'json' };
import skChange from '../../locales/sk/profileChange.json' with { type: 'json' };
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { settleAnimations } from './journey';
import { answerOn, type Lang, textsIn } from './questionnaire-texts';
import { lastCodeSentTo } from './sandbox';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

const CHANGE = { sk: skChange, en: enChange, bg: bgChange };
const NAMES: Record<Lang, { balanced: string; dynamic: string }> = {
  sk: { balanced: 'Vyvážený', dynamic: 'Dynamický' },
  en: { balanced: 'Balanced', dynamic: 'Dynamic' },
  bg: { balanced: 'Балансиран', dynamic: 'Динамичен' },
};
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

interface Client {
  id: string;
  phone: string;
  link: string;
}

/** A client whose last questionnaire (balanced) was signed `days` ago, and their questionnaire link. */
async function clientSigned(request: APIRequestContext, lang: Lang, days: number): Promise<Client> {
  const answer = await request.post('/sandbox/clients', { data: { lang, last_questionnaire_days_ago: days } });
  const client = (await answer.json()) as { id: string; phone: string; links: { questionnaire: string } };
  return { id: client.id, phone: client.phone, link: client.links.questionnaire };
}

/** Goes through the pre-filled update, answering c2 (risk attitude) as given, and submits it. */
async function updateWith(page: Page, lang: Lang, c2: 'high' | 'medium', startPart = 1): Promise<void> {
  const t = textsIn(lang);
  for (let part = startPart; part <= 5; part += 1) {
    await expect(page.getByText(t.part(part), { exact: true })).toBeVisible();
    if (part === 3) await answerOn(page, lang, { c2 });
    if (part < 5) await page.getByRole('button', { name: t.next }).click();
  }
  await page.getByRole('button', { name: t.finish }).click();
  await expect(page).toHaveURL(`/${lang}/questionnaire-evaluation/`);
}

/** Signs with the code sent by SMS and lands on the thank-you page. */
async function signBySms(page: Page, request: APIRequestContext, lang: Lang, phone: string): Promise<void> {
  const { update } = textsIn(lang);
  await page.getByRole('button', { name: update.sendSms }).click();
  await page.getByRole('textbox', { name: update.codeLabel }).fill(await lastCodeSentTo(request, phone));
  await page.getByRole('button', { name: update.sign, exact: true }).click();
  await expect(page).toHaveURL(`/${lang}/update-thank-you`);
}

async function keptChanges(request: APIRequestContext, id: string): Promise<Record<string, unknown>[]> {
  return (
    (await (await request.get(`/sandbox/clients/${id}`)).json()) as { profile_changes: Record<string, unknown>[] }
  ).profile_changes;
}

const noticeOn = (page: Page, lang: Lang) => page.getByRole('region', { name: CHANGE[lang].noticeTitle });

test('sk, 390 px: a riskier profile 10 days after the last questionnaire is told before signing, and sent flagged', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const client = await clientSigned(request, 'sk', 10);
  await page.goto(client.link);
  await updateWith(page, 'sk', 'high');

  const { balanced, dynamic } = NAMES.sk;
  await expect(page.getByText(fill(skChange.riskier, { from: balanced, to: dynamic }))).toBeVisible();
  const notice = noticeOn(page, 'sk');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(fill(skChange.noticeFlagged_other, { count: 30 }));
  await expect(notice.getByRole('link', { name: skChange.review })).toBeVisible();
  // Before signing: the notice is above the signing section, which names it as its description.
  const signing = page.getByRole('region', { name: textsIn('sk').update.signTitle });
  await expect(signing).toHaveAccessibleDescription(new RegExp(`^${skChange.noticeTitle}`));
  expect((await notice.boundingBox())!.y).toBeLessThan((await signing.boundingBox())!.y);
  await settleAnimations(page);
  await expectNoAxeViolations(page);
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('riskier-notice-sk-390.png') });

  await signBySms(page, request, 'sk', client.phone);
  expect(await keptChanges(request, client.id)).toEqual([
    {
      from_risk_profile_id: 2,
      to_risk_profile_id: 3,
      riskier_within_period: true,
      period_days: 30,
      signed_at: expect.any(String),
    },
  ]);
});

test('bg, desktop: after the notice the client reviews the answers, goes back to the last profile, and no notice is left', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const client = await clientSigned(request, 'bg', 5);
  await page.goto(client.link);
  await updateWith(page, 'bg', 'high');
  const notice = noticeOn(page, 'bg');
  await expect(notice).toBeVisible();
  await settleAnimations(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('riskier-notice-bg-desktop.png'), fullPage: true });

  // By keyboard: the way back to the answers.
  const review = notice.getByRole('link', { name: bgChange.review });
  await review.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/bg/investment-questionnaire/');
  const t = textsIn('bg');
  await expect(page.getByText(t.part(5), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t.back }).click();
  await page.getByRole('button', { name: t.back }).click();
  await updateWith(page, 'bg', 'medium', 3);
  await expect(page.getByText(fill(bgChange.same, { to: NAMES.bg.balanced }))).toBeVisible();
  await expect(noticeOn(page, 'bg')).toHaveCount(0);
});

test('en, desktop: the same change a year after the last questionnaire is stated, signed without the flag', async ({
  page,
  request,
}) => {
  const client = await clientSigned(request, 'en', 365);
  await page.goto(client.link);
  await updateWith(page, 'en', 'high');
  await expect(page.getByText(fill(enChange.riskier, { from: 'Balanced', to: 'Dynamic' }))).toBeVisible();
  await expect(noticeOn(page, 'en')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await signBySms(page, request, 'en', client.phone);
  expect(await keptChanges(request, client.id)).toEqual([
    expect.objectContaining({ from_risk_profile_id: 2, to_risk_profile_id: 3, riskier_within_period: false }),
  ]);
});
