import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, type Lang, label } from './journey';
import { openSignedIn } from './sign-in';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

// A screen reader that loses the fieldset's legend once a radiogroup sits between it and the answers still hears
// the question: each group of answers is named by it.

/** The deposit choice's legend and answers on a strategy's card (locales/{lang}/strategies.json, sandbox data). */
const DEPOSIT: Record<Lang, { strategy: string; legend: string; regular: string; oneTime: string }> = {
  sk: {
    strategy: 'Vyvážená stratégia',
    legend: 'Vyvážená stratégia: ako chcete investovať?',
    regular: 'Pravidelný vklad',
    oneTime: 'Jednorazový vklad',
  },
  en: {
    strategy: 'Balanced strategy',
    legend: 'Balanced strategy: how do you want to invest?',
    regular: 'Regular deposit',
    oneTime: 'One-time deposit',
  },
  bg: {
    strategy: 'Балансирана стратегия',
    legend: '„Балансирана стратегия“: как искате да инвестирате?',
    regular: 'Редовна вноска',
    oneTime: 'Еднократна вноска',
  },
};

for (const lang of ['sk', 'en', 'bg'] as const satisfies readonly Lang[]) {
  test(`${lang}: the four yes/no questions of the personal data are radio groups named by their question`, async ({
    page,
    request,
  }) => {
    const lead = (await (await request.post('/sandbox/leads', { data: { at: 'personal-info', lang } })).json()) as {
      email: string;
      password: string;
    };
    await openSignedIn(page, request, lead, '/steps/personal-info', lang);
    await expect(page).toHaveURL('/steps/personal-info');
    const { personal, yes, no } = JOURNEY_TEXTS[lang];
    for (const question of [personal.pep, personal.child, personal.agent, personal.referred]) {
      const group = page.getByRole('radiogroup', { name: label(question) });
      await expect(group.getByRole('radio')).toHaveCount(2);
      await expect(group.getByRole('radio', { name: yes, exact: true })).toBeVisible();
      await expect(group.getByRole('radio', { name: no, exact: true })).toBeVisible();
    }
  });

  test(`${lang}: a chosen strategy’s deposit choice is a radio group named by its question`, async ({
    page,
    request,
  }) => {
    const lead = (await (await request.post('/sandbox/leads', { data: { at: 'strategies', lang } })).json()) as {
      email: string;
      password: string;
    };
    await openSignedIn(page, request, lead, '/steps/investment-strategy', lang);
    await expect(page).toHaveURL('/steps/investment-strategy');
    const texts = DEPOSIT[lang];
    await page.getByRole('checkbox', { name: texts.strategy, exact: true }).check();
    const group = page.getByRole('radiogroup', { name: label(texts.legend) });
    await expect(group.getByRole('radio', { name: texts.regular, exact: true })).toBeVisible();
    await group.getByRole('radio', { name: texts.oneTime, exact: true }).check();
    await expect(group.getByRole('radio', { name: texts.oneTime, exact: true })).toBeChecked();
  });
}
