import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, settleAnimations } from './journey';
import {
  answerOn,
  expectAnswered,
  LANGS,
  type Lang,
  lastQuestionnaireOf,
  odpovedeOf,
  type SentAnswer,
  textsIn,
} from './questionnaire-texts';
import { bundledVersion } from './published-definitions-store';
import { lastCodeSentTo, requestCount } from './sandbox';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

interface SeededClient {
  email: string;
  phone: string;
  link_tokens: { questionnaire: string };
  /** The questionnaire link of the e-mail the client received. */
  link: string;
}

/** An existing client (POST /sandbox/clients) and the questionnaire link of the e-mail the sandbox "sent" them. */
async function clientWithLink(request: APIRequestContext, lang: Lang): Promise<SeededClient> {
  const client = (await (await request.post('/sandbox/clients', { data: { lang } })).json()) as Omit<
    SeededClient,
    'link'
  >;
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(client.email)}`)).json()) as {
    link?: string;
  }[];
  const link = mails.at(-1)?.link;
  if (!link) throw new Error('no link was e-mailed');
  return { ...client, link };
}

/** The two answers the client changes: a longer horizon (b2) and selling part on a loss (c1). */
const CHANGES = { b2: { from: '5_10', to: 'over_10' }, c1: { from: 'hold', to: 'sell_part' } } as const;

/** Opens the link, goes through the pre-filled sections changing the two answers, and submits; answers what was sent.
 * */
async function updateQuestionnaire(page: Page, lang: Lang, client: SeededClient): Promise<SentAnswer[]> {
  const t = textsIn(lang);
  await page.goto(client.link);
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(`/${lang}/investment-questionnaire/`);
  expect(page.url()).not.toContain(client.link_tokens.questionnaire);
  await expect(page.getByText(t.part(1), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: JOURNEY_TEXTS[lang].languageButton, exact: true })).toHaveCount(0);

  for (const part of [1, 2, 3, 4, 5]) {
    await expect(page.getByText(t.part(part), { exact: true })).toBeVisible();
    // Pre-filled: every question shown already has its answer.
    for (const group of await page.getByRole('radiogroup').all())
      await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
    if (part === 2) {
      await expectAnswered(page, lang, { b2: CHANGES.b2.from });
      await answerOn(page, lang, { b2: CHANGES.b2.to });
    }
    if (part === 3) {
      await expectAnswered(page, lang, { c1: CHANGES.c1.from });
      await answerOn(page, lang, { c1: CHANGES.c1.to });
    }
    if (part === 1 || part === 5) {
      await settleAnimations(page);
      await expectNoAxeViolations(page);
    }
    if (part < 5) await page.getByRole('button', { name: t.next }).click();
  }
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/investment_questionnaire/new'));
  await page.getByRole('button', { name: t.finish }).click();
  const odpovede = odpovedeOf((await sent).postData());
  await expect(page).toHaveURL(`/${lang}/questionnaire-evaluation/`);
  await expect(page.getByText(t.profile)).toBeVisible();
  await expect(page.getByRole('button', { name: JOURNEY_TEXTS[lang].languageButton, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  return odpovede;
}

/** Asks for the sign code by e-mail or SMS, optionally tries a wrong one first, signs, and lands on the thank-you. */
async function sign(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  client: SeededClient,
  { channel, wrongFirst }: { channel: 'email' | 'sms'; wrongFirst: boolean },
) {
  const { update, signFailed } = textsIn(lang);
  await page.getByRole('button', { name: channel === 'email' ? update.sendEmail : update.sendSms }).click();
  await expect(
    page.getByRole('status').filter({ hasText: channel === 'email' ? update.sentEmail : update.sentSms }),
  ).toBeVisible();
  const code = await lastCodeSentTo(request, channel === 'email' ? client.email : client.phone);
  const codeInput = page.getByRole('textbox', { name: update.codeLabel });
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  if (wrongFirst) {
    await codeInput.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: update.sign, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: signFailed })).toBeVisible();
    await expect(page).toHaveURL(`/${lang}/questionnaire-evaluation/`);
    await settleAnimations(page);
    await expectNoAxeViolations(page);
  }
  await codeInput.fill(code);
  await page.getByRole('button', { name: update.sign, exact: true }).click();
  await expect(page).toHaveURL(`/${lang}/update-thank-you`);
  await expect(page.getByRole('heading', { level: 1, name: update.thankYouTitle })).toBeVisible();
  expect(await requestCount(request, 'signQuestionnaire')).toBe(wrongFirst ? 2 : 1);
  await expectNoAxeViolations(page);
}

const RUNS: { lang: Lang; channel: 'email' | 'sms'; wrongFirst: boolean }[] = [
  ...LANGS.map((lang) => ({ lang, channel: 'email' as const, wrongFirst: lang === 'sk' })),
  { lang: 'sk', channel: 'sms', wrongFirst: false },
];

for (const { lang, channel, wrongFirst } of RUNS) {
  const how = `${channel === 'email' ? 'the e-mail' : 'the SMS'} code${wrongFirst ? ' after a wrong one' : ''}`;
  test(`${lang}: an existing client opens the e-mailed link, changes two answers and signs with ${how}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const client = await clientWithLink(request, lang);
    const before = await lastQuestionnaireOf(request, client.email);
    const odpovede = await updateQuestionnaire(page, lang, client);
    // Sent: the last answers with exactly the two changed, each naming the bundled section it was given on (issue 21).
    const changed: Record<string, string> = { b2: CHANGES.b2.to, c1: CHANGES.c1.to };
    const section = (question: string) => bundledVersion(`questionnaire-${question[0]}`);
    expect(odpovede).toEqual(
      before.map((answer) => ({
        ...answer,
        ...(changed[answer.question] ? { values: [changed[answer.question]] } : {}),
        definition_version: section(answer.question).semver,
        definition_sha256: section(answer.question).sha256,
      })),
    );
    expect(await requestCount(request, 'newQuestionnaire')).toBe(1);

    await sign(page, request, lang, client, { channel, wrongFirst });
    // Signed: the provider's last questionnaire is now the one sent, with the two changes.
    const after = await lastQuestionnaireOf(request, client.email);
    expect(after).toEqual(odpovede);
    expect(after.filter((answer) => answer.question in changed).map((a) => [a.question, a.values])).toEqual([
      ['b2', ['over_10']],
      ['c1', ['sell_part']],
    ]);
  });
}

test('the info link opens the update, and an unknown link says so', async ({ page }) => {
  await page.goto('/sk/questionnaire-info/sandbox-questionnaire-info');
  await expect(page).toHaveURL('/sk/questionnaire-info/');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktualizácia investičného dotazníka' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Pokračovať na dotazník' }).click();
  await expect(page.getByText('Časť 1 z 5')).toBeVisible();

  await page.goto('/en/investment-questionnaire/not-a-link');
  await expect(page).toHaveURL('/en/investment-questionnaire/');
  await expect(page.getByRole('alert').filter({ hasText: 'The link is not valid' })).toBeVisible();
  await expectNoAxeViolations(page);
});
