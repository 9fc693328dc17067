import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { birthNumberFor, continueButtonIn, fillAddressAndBank, fillPersonalInfoIn, registerThroughUi, settleAnimations } from './journey';
import { requestCount } from './sandbox';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** Answers every question still open on the page with its first answer (conditional questions appear as it goes). */
async function answerFirstOptions(page: Page): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    let answered = 0;
    for (const group of await page.getByRole('radiogroup').all()) {
      if ((await group.getByRole('radio', { checked: true }).count()) === 0) {
        await group.getByRole('radio').first().check();
        answered += 1;
      }
    }
    if (answered === 0) return;
  }
}

test('a prospect answers the five sections, goes back with answers kept, and sees the evaluation', async ({ page, request }) => {
  await registerThroughUi(page, request, 'questionnaire.test@example.sk');
  await fillPersonalInfoIn(page, request, { name: 'Eva', surname: 'Malá', birthdate: '1980-03-15', birthnumber: birthNumberFor('1980-03-15', { female: true }), phone: '+421 905 222 333', childInvestment: false }, 'sk');
  await continueButtonIn(page, 'sk').click();
  await expect(page).toHaveURL('/steps/address-and-bank-account');
  await fillAddressAndBank(page, 'sk', { street: 'Hlavná 1', zip: '811 01', city: 'Bratislava', owner: 'Eva Malá', iban: 'SK3112000000198742637541', scanName: 'vypis.png' });
  await continueButtonIn(page, 'sk').click();
  await expect(page).toHaveURL('/steps/questionnaire-info');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Začať dotazník' }).click();
  await expect(page).toHaveURL('/steps/questionnaire');
  await expect(page.getByText('Časť 1 z 5')).toBeVisible();
  const firstTitle = await page.getByRole('heading', { level: 1 }).textContent();
  await answerFirstOptions(page);
  await page.getByRole('checkbox').first().check();
  await settleAnimations(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Ďalšia časť' }).click();
  await expect(page.getByText('Časť 2 z 5')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.getByRole('button', { name: 'Späť' }).click();
  await expect(page.getByText('Časť 1 z 5')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle ?? '');
  expect(await page.getByRole('radio', { checked: true }).count()).toBeGreaterThan(5);
  await page.getByRole('button', { name: 'Ďalšia časť' }).click();

  for (const part of [2, 3, 4, 5]) {
    await expect(page.getByText(`Časť ${part} z 5`)).toBeVisible();
    await answerFirstOptions(page);
    const free = page.getByRole('textbox');
    if ((await free.count()) > 0) await free.first().fill('Informačné technológie');
    if (part < 5) await page.getByRole('button', { name: 'Ďalšia časť' }).click();
  }
  await settleAnimations(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Odoslať dotazník' }).click();
  await expect(page).toHaveURL('/steps/questionnaire-evaluation');
  await expect(page.getByText(/^Váš rizikový profil: /)).toBeVisible();
  expect(await requestCount(request, 'questionnaire')).toBe(1);
  await expectNoAxeViolations(page);
});
