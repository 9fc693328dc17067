import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { LANGS, textsIn } from './questionnaire-texts';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

const NEW_STRATEGY_TITLE = {
  sk: 'Nová investičná stratégia',
  en: 'New investment strategy',
  bg: 'Нова инвестиционна стратегия',
} as const;

/** Fresh link tokens of a new client (POST /sandbox/clients), in `lang`. */
async function clientTokens(request: APIRequestContext, lang: string) {
  const client = (await (await request.post('/sandbox/clients', { data: { lang } })).json()) as {
    link_tokens: { questionnaire: string; questionnaire_info: string; new_strategy: string };
  };
  return client.link_tokens;
}

/** Opens `/#/{path}` as a click on the e-mailed link does, and checks that the token left the address and the history.
 * */
async function openHashLink(page: Page, path: string, token: string, lands: string | RegExp) {
  await page.goto(`/#/${path}`);
  await expect(page).toHaveURL(lands);
  expect(page.url()).not.toContain(token);
  expect(await page.evaluate(() => window.location.hash)).toBe('');
}

// SPEC §2: the update link's token is "the 4th part of the address hash" (/#/sk/investment-questionnaire/{token}).
// Each link form in hash form opens the screen its path form opens.
for (const lang of LANGS) {
  test(`${lang}: the questionnaire link in hash form opens the pre-filled update in its language`, async ({
    page,
    request,
  }) => {
    const t = textsIn(lang);
    const tokens = await clientTokens(request, lang);
    await openHashLink(
      page,
      `${lang}/investment-questionnaire/${tokens.questionnaire}`,
      tokens.questionnaire,
      `/${lang}/investment-questionnaire/`,
    );
    await expect(page.getByText(t.part(1), { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const group of await page.getByRole('radiogroup').all())
      await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
  });
}

test('the info link in hash form opens the update’s introduction, and its start the questionnaire', async ({
  page,
  request,
}) => {
  const t = textsIn('en');
  const tokens = await clientTokens(request, 'en');
  await openHashLink(
    page,
    `en/questionnaire-info/${tokens.questionnaire_info}`,
    tokens.questionnaire_info,
    '/en/questionnaire-info/',
  );
  await expect(page.getByRole('heading', { level: 1, name: t.update.infoTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: t.update.start }).click();
  await expect(page.getByText(t.part(1), { exact: true })).toBeVisible();
});

test('the evaluation link in hash form opens the update’s evaluation page', async ({ page }) => {
  const t = textsIn('sk');
  await openHashLink(
    page,
    'sk/questionnaire-evaluation/sandbox-questionnaire',
    'sandbox-questionnaire',
    '/sk/questionnaire-evaluation/',
  );
  await expect(page.getByRole('heading', { level: 1, name: t.update.evaluationTitle })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: t.update.nothingToSignTitle })).toBeVisible();
});

for (const lang of ['sk', 'bg'] as const) {
  test(`${lang}: the new-strategy link in hash form opens the new strategy`, async ({ page, request }) => {
    const tokens = await clientTokens(request, lang);
    await openHashLink(
      page,
      `${lang}/new_strategy/${tokens.new_strategy}`,
      tokens.new_strategy,
      `/${lang}/new_strategy/`,
    );
    await expect(page.getByRole('heading', { level: 1, name: NEW_STRATEGY_TITLE[lang] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

test('the reset-password link in hash form sets a new password', async ({ page, request }) => {
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('lead@sandbox.test');
  await page.getByRole('button', { name: 'Poslať odkaz' }).click();
  await expect(page.getByRole('status')).toContainText('lead@sandbox.test');
  const messages = (await (await request.get('/sandbox/outbox?to=lead%40sandbox.test')).json()) as { link?: string }[];
  const link = messages.filter((m) => m.link?.includes('/reset-password/')).at(-1)?.link ?? '';
  const token = link.split('/').at(-1) ?? '';
  expect(token.length).toBeGreaterThan(20);

  await openHashLink(page, `sk/reset-password/${token}`, token, /\/sk\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nové heslo' })).toBeVisible();
  await page.getByLabel(/^Nové heslo/).fill('nove-heslo-7');
  await page.getByLabel(/^Zopakujte nové heslo/).fill('nove-heslo-7');
  await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Heslo bolo zmenené' })).toBeVisible();
  await expect(page).toHaveURL('/login');
});
