import type { APIRequestContext, Page } from '@playwright/test';
import bgStrategies from '../../locales/bg/strategies.json' with { type: 'json' };
import enStrategies from '../../locales/en/strategies.json' with { type: 'json' };
import skStrategies from '../../locales/sk/strategies.json' with { type: 'json' };
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { type Lang, settleAnimations } from './journey';
import { lastCodeSentTo, requestCount } from './sandbox';
import { openSignedIn } from './sign-in';

const SIGN_TEXTS = { sk: skStrategies.newStrategy, en: enStrategies.newStrategy, bg: bgStrategies.newStrategy };

/** What a person reads on the strategies screens, per language (locales/{lang}/strategies.json, sandbox data). */
const TEXTS = {
  sk: {
    title: 'Investičné stratégie',
    save: 'Uložiť a pokračovať',
    noneChosen: 'Musíte vybrať aspoň jednu investičnú stratégiu',
    incomplete: 'Všetky vybrané stratégie musia mať vybranú frekvenciu a výšku pravidelného vkladu.',
    regular: 'Pravidelný vklad',
    oneTime: 'Jednorazový vklad',
    amountRegular: /^Výška pravidelného vkladu/,
    amountOneTime: /^Výška jednorazového vkladu/,
    frequency: /^Frekvencia vkladu/,
    monthly: 'Mesačne',
    regularAmount: '150,50',
    sendRegularly: 'Pravidelne',
    doNotSend: 'Neposielať',
    byEmail: 'E-mailom',
    statementFrequency: /^Ako často posielať výpisy/,
    quarterly: 'Štvrťročne',
    balanced: 'Vyvážená stratégia',
    bonds: 'Štátne dlhopisy',
    dynamic: 'Dynamická stratégia',
    warning: 'Táto stratégia je rizikovejšia ako váš rizikový profil',
    acknowledge: /^Rozumiem, že /,
    acknowledgeMissing: 'Potvrďte, že ste upozornenie pochopili, alebo rizikovejšiu stratégiu zrušte.',
    saved: 'Investičné stratégie boli uložené',
    newTitle: 'Nová investičná stratégia',
    send: 'Odoslať',
    thanks: 'Ďakujeme',
  },
  en: {
    title: 'Investment strategies',
    save: 'Save and continue',
    noneChosen: 'You must choose at least one investment strategy',
    incomplete: 'Every chosen strategy must have a frequency and a regular deposit amount.',
    regular: 'Regular deposit',
    oneTime: 'One-time deposit',
    amountRegular: /^Regular deposit amount/,
    amountOneTime: /^One-time deposit amount/,
    frequency: /^Deposit frequency/,
    monthly: 'Monthly',
    regularAmount: '150.50',
    sendRegularly: 'Regularly',
    doNotSend: 'Do not send',
    byEmail: 'By e-mail',
    statementFrequency: /^How often to send statements/,
    quarterly: 'Quarterly',
    balanced: 'Balanced strategy',
    bonds: 'Sovereign bonds',
    dynamic: 'Dynamic strategy',
    warning: 'This strategy is riskier than your risk profile',
    acknowledge: /^I understand that/,
    acknowledgeMissing: 'Please confirm that you have understood the warning, or remove the riskier strategy.',
    saved: 'Investment strategies saved',
    newTitle: 'New investment strategy',
    send: 'Send',
    thanks: 'Thank you',
  },
  bg: {
    title: 'Инвестиционни стратегии',
    save: 'Запазете и продължете',
    noneChosen: 'Трябва да изберете поне една инвестиционна стратегия',
    incomplete: 'Всички избрани стратегии трябва да имат избрана честота и размер на редовната вноска.',
    regular: 'Редовна вноска',
    oneTime: 'Еднократна вноска',
    amountRegular: /^Размер на редовната вноска/,
    amountOneTime: /^Размер на еднократната вноска/,
    frequency: /^Честота на вноските/,
    monthly: 'Месечно',
    regularAmount: '150,50',
    sendRegularly: 'Редовно',
    doNotSend: 'Да не се изпращат',
    byEmail: 'По имейл',
    statementFrequency: /^Колко често да се изпращат извлеченията/,
    quarterly: 'На тримесечие',
    balanced: 'Балансирана стратегия',
    bonds: 'Държавни облигации',
    dynamic: 'Динамична стратегия',
    warning: 'Тази стратегия е по-рискова от вашия рисков профил',
    acknowledge: /^Разбирам, че /,
    acknowledgeMissing: 'Потвърдете, че сте разбрали предупреждението, или премахнете по-рисковата стратегия.',
    saved: 'Инвестиционните стратегии са запазени',
    newTitle: 'Нова инвестиционна стратегия',
    send: 'Изпратете',
    thanks: 'Благодарим ви',
  },
} as const;

const LANGS: Lang[] = ['sk', 'en', 'bg'];

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});
// Each test runs axe on several states of a long page: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** Takes a picture of the screen for a person to look at, when SCREENSHOTS names a folder. */
async function picture(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Seeds a lead standing at the strategies (sandbox control) and signs in as that person in `lang` (sign-in.ts). */
async function loginAtStrategies(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  riskProfileId: number,
): Promise<void> {
  const seeded = (await (
    await request.post('/sandbox/leads', { data: { at: 'strategies', lang, risk_profile_id: riskProfileId } })
  ).json()) as {
    email: string;
    password: string;
  };
  await openSignedIn(page, request, seeded, '/steps/investment-strategy', lang);
  await expect(page).toHaveURL('/steps/investment-strategy');
  await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].title })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: TEXTS[lang].balanced, exact: true })).toBeVisible();
}

/** The card of a strategy, found by its checkbox. */
function card(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name, exact: true }) });
}

for (const lang of LANGS) {
  test(`${lang}: two strategies, one regular and one one-time, after the validation messages; saved, on to the verification`, async ({
    page,
    request,
  }) => {
    const t = TEXTS[lang];
    await loginAtStrategies(page, request, lang, 2);
    await settleAnimations(page);
    await expectNoAxeViolations(page);

    // None chosen.
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.noneChosen, { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t.dynamic, exact: true })).toBeFocused();

    // Chosen, a regular deposit without amount and frequency.
    await page.getByRole('checkbox', { name: t.balanced, exact: true }).check();
    const balanced = card(page, t.balanced);
    await balanced.getByRole('radio', { name: t.regular, exact: true }).check();
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(balanced.getByText(t.incomplete, { exact: true })).toBeVisible();
    await expect(balanced.getByRole('textbox', { name: t.amountRegular })).toBeFocused();
    await settleAnimations(page);
    await expectNoAxeViolations(page);
    await picture(page, `strategies-errors-${lang}`);

    await balanced.getByRole('textbox', { name: t.amountRegular }).fill(t.regularAmount);
    await balanced.getByRole('combobox', { name: t.frequency }).selectOption({ label: t.monthly });
    await page.getByRole('checkbox', { name: t.bonds, exact: true }).check();
    const bonds = card(page, t.bonds);
    await bonds.getByRole('radio', { name: t.oneTime, exact: true }).check();
    await bonds.getByRole('textbox', { name: t.amountOneTime }).fill('1250');
    await page.getByRole('radio', { name: t.sendRegularly, exact: true }).check();
    await page.getByRole('radio', { name: t.byEmail, exact: true }).check();
    await page.getByRole('combobox', { name: t.statementFrequency }).selectOption({ label: t.quarterly });
    await expect(page.getByText(t.incomplete, { exact: true })).toHaveCount(0);
    await settleAnimations(page);
    await expectNoAxeViolations(page);
    await picture(page, `strategies-filled-${lang}`);

    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page).toHaveURL('/steps/start-verification');
    await expect(page.getByRole('alert').filter({ hasText: t.saved })).toBeVisible();
    expect(await requestCount(request, 'saveStrategies')).toBe(1);
  });
}

test('the suitability warning: a strategy riskier than the risk profile is saved only after the acknowledgement', async ({
  page,
  request,
}) => {
  const t = TEXTS.sk;
  await loginAtStrategies(page, request, 'sk', 1);
  await page.getByRole('checkbox', { name: t.balanced, exact: true }).check();
  const balanced = card(page, t.balanced);
  await expect(balanced.getByText(t.warning, { exact: true })).toBeVisible();
  // Within the profile: no warning.
  await page.getByRole('checkbox', { name: t.bonds, exact: true }).check();
  await expect(card(page, t.bonds).getByText(t.warning, { exact: true })).toHaveCount(0);
  await page.getByRole('checkbox', { name: t.bonds, exact: true }).uncheck();

  await balanced.getByRole('radio', { name: t.oneTime, exact: true }).check();
  await balanced.getByRole('textbox', { name: t.amountOneTime }).fill('3000');
  await page.getByRole('radio', { name: t.doNotSend, exact: true }).check();
  await page.getByRole('button', { name: t.save, exact: true }).click();
  const acknowledgement = page.getByRole('checkbox', { name: t.acknowledge });
  await expect(page.getByText(t.acknowledgeMissing, { exact: true })).toBeVisible();
  await expect(acknowledgement).toBeFocused();
  await settleAnimations(page);
  await expectNoAxeViolations(page);
  await picture(page, 'strategies-suitability-sk');
  expect(await requestCount(request, 'saveStrategies')).toBe(0);

  await acknowledgement.check();
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page).toHaveURL('/steps/start-verification');
  expect(await requestCount(request, 'saveStrategies')).toBe(1);
});

for (const lang of LANGS) {
  test(`${lang}: the existing client's new-strategy link, the token leaving the address, ends with thanks`, async ({
    page,
    request,
  }) => {
    const t = TEXTS[lang];
    await page.goto(`/${lang}/new_strategy/sandbox-new-strategy`);
    await expect(page).toHaveURL(`/${lang}/new_strategy/`);
    expect(page.url()).not.toContain('sandbox-new-strategy');
    await expect(page.getByRole('heading', { level: 1, name: t.newTitle })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t.balanced, exact: true })).toBeVisible();
    // The language comes from the link, as on the questionnaire update pages.
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveCount(0);
    await settleAnimations(page);
    await expectNoAxeViolations(page);

    await page.getByRole('checkbox', { name: t.balanced, exact: true }).check();
    const balanced = card(page, t.balanced);
    await balanced.getByRole('radio', { name: t.regular, exact: true }).check();
    await balanced.getByRole('textbox', { name: t.amountRegular }).fill('100');
    await balanced.getByRole('combobox', { name: t.frequency }).selectOption({ label: t.monthly });
    await page.getByRole('checkbox', { name: t.dynamic, exact: true }).check();
    const dynamic = card(page, t.dynamic);
    // The client's profile is balanced: the dynamic strategy is flagged.
    await expect(dynamic.getByText(t.warning, { exact: true })).toBeVisible();
    await dynamic.getByRole('radio', { name: t.oneTime, exact: true }).check();
    await dynamic.getByRole('textbox', { name: t.amountOneTime }).fill('2000');
    await page.getByRole('checkbox', { name: t.acknowledge }).check();
    await settleAnimations(page);
    await expectNoAxeViolations(page);
    await picture(page, `new-strategy-${lang}`);

    await page.getByRole('button', { name: t.send, exact: true }).click();
    // Signed with a code, like the questionnaire update (the provider keeps the strategies only then).
    const sign = SIGN_TEXTS[lang];
    await expect(page.getByRole('heading', { level: 2, name: sign.signTitle })).toBeFocused();
    await page.getByRole('button', { name: sign.sendEmail, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: sign.sentEmail })).toBeVisible();
    await page
      .getByRole('textbox', { name: new RegExp(`^${sign.codeLabel}`) })
      .fill(await lastCodeSentTo(request, 'klient@sandbox.test'));
    await page.getByRole('button', { name: sign.sign, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
    expect(await requestCount(request, 'newStrategy')).toBe(1);
    expect(await requestCount(request, 'signStrategy')).toBe(1);
    await settleAnimations(page);
    await expectNoAxeViolations(page);
  });
}
