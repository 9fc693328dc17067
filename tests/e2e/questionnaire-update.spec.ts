import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { settleAnimations } from './journey';
import { lastCodeSentTo, requestCount } from './sandbox';

const CLIENT = 'klient@sandbox.test';

const texts = {
  sk: { part: (n: number) => `Časť ${n} z 5`, next: 'Ďalšia časť', finish: 'Odoslať dotazník', profile: /^Váš rizikový profil: / },
  en: { part: (n: number) => `Part ${n} of 5`, next: 'Next part', finish: 'Submit the questionnaire', profile: /^Your risk profile: / },
} as const;

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** Opens the e-mailed questionnaire link; the token leaves the address bar at once. */
async function openLink(page: Page, lang: 'sk' | 'en'): Promise<void> {
  await page.goto(`/${lang}/investment-questionnaire/sandbox-questionnaire`);
  await expect(page).toHaveURL(`/${lang}/investment-questionnaire/`);
  expect(page.url()).not.toContain('sandbox-questionnaire');
  await expect(page.getByText(texts[lang].part(1))).toBeVisible();
}

/** Changes the first two single-choice questions of the section to another answer than the pre-filled one. */
async function changeTwoAnswers(page: Page): Promise<void> {
  for (const group of (await page.getByRole('radiogroup').all()).slice(0, 2)) {
    const radios = group.getByRole('radio');
    const checked = await radios.evaluateAll((inputs) => inputs.findIndex((input) => (input as HTMLInputElement).checked));
    await radios.nth(checked === 1 ? 0 : 1).check();
  }
}

/** Goes through the five pre-filled sections (changing two answers in the first) and submits. */
async function answerAndSubmit(page: Page, lang: 'sk' | 'en'): Promise<void> {
  const t = texts[lang];
  expect(await page.getByRole('radio', { checked: true }).count()).toBeGreaterThan(5);
  await changeTwoAnswers(page);
  await settleAnimations(page);
  await expectNoAxeViolations(page);
  for (const part of [2, 3, 4, 5]) {
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.part(part))).toBeVisible();
    // Pre-filled: every question of the section already has its answer.
    for (const group of await page.getByRole('radiogroup').all()) await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
  }
  await settleAnimations(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.finish }).click();
  await expect(page).toHaveURL(`/${lang}/questionnaire-evaluation/`);
  await expect(page.getByText(t.profile)).toBeVisible();
}

test('an existing client updates the questionnaire in Slovak and signs it with the e-mail code', async ({ page, request }) => {
  await openLink(page, 'sk');
  await answerAndSubmit(page, 'sk');
  expect(await requestCount(request, 'newQuestionnaire')).toBe(1);
  await expect(page.getByRole('navigation', { name: 'Jazyk', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Poslať kód e-mailom' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zadajte ho nižšie' })).toBeVisible();
  const code = await lastCodeSentTo(request, CLIENT);
  const codeInput = page.getByRole('textbox', { name: 'Kód na podpis' });
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');

  await codeInput.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Podpísať' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Formulár sa nepodarilo podpísať' })).toBeVisible();
  await expect(page).toHaveURL('/sk/questionnaire-evaluation/');
  await settleAnimations(page);
  await expectNoAxeViolations(page);

  await codeInput.fill(code);
  await page.getByRole('button', { name: 'Podpísať' }).click();
  await expect(page).toHaveURL('/sk/update-thank-you');
  await expect(page.getByRole('heading', { level: 1, name: 'Ďakujeme' })).toBeVisible();
  expect(await requestCount(request, 'signQuestionnaire')).toBe(2);
  await expectNoAxeViolations(page);
});

test('an existing client updates the questionnaire in English up to the evaluation', async ({ page }) => {
  await openLink(page, 'en');
  await answerAndSubmit(page, 'en');
  await expect(page.getByRole('button', { name: 'Send the code by e-mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the code by SMS' })).toBeVisible();
  await expectNoAxeViolations(page);
});

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
