import type { Page } from '@playwright/test';
import { strategyList } from '../../../src/sandbox/data/strategies';
import { expect } from '../fixtures';
import { type Lang, label } from '../journey';
import { type JourneyContext, checkScreen, expectStep, toast } from './journey-context';
import { LOCALE_TEXTS } from './locale-texts';

/** A strategy's name in a language, as the sandbox provider lists it. */
export function strategyName(lang: Lang, slug: string): string {
  const found = strategyList(lang).find((strategy) => strategy.slug === slug);
  if (!found) throw new Error(`no strategy ${slug}`);
  return found.name;
}

/** The card of a strategy, found by the checkbox that chooses it. */
export function strategyCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name, exact: true }) });
}

/**
 * Two strategies within a balanced profile: the balanced one with a regular monthly deposit, sovereign bonds with a
 * one-time deposit; statements sent quarterly by e-mail. Saved, on to the verification.
 */
export async function chooseTwoStrategies(journey: JourneyContext): Promise<void> {
  const { page, lang } = journey;
  const t = LOCALE_TEXTS[lang].strategies;
  await expectStep(page, '/steps/investment-strategy', t.title);
  const balancedName = strategyName(lang, 'balanced');
  const bondsName = strategyName(lang, 'sovereign_bonds');

  await page.getByRole('checkbox', { name: balancedName, exact: true }).check();
  const balanced = strategyCard(page, balancedName);
  await balanced.getByRole('radio', { name: t.deposits.regular, exact: true }).check();
  await balanced.getByRole('textbox', { name: label(t.amountRegular) }).fill('150');
  await balanced.getByRole('combobox', { name: label(t.frequency) }).selectOption({ label: t.frequencies.monthly });

  await page.getByRole('checkbox', { name: bondsName, exact: true }).check();
  const bonds = strategyCard(page, bondsName);
  await bonds.getByRole('radio', { name: t.deposits.one_time, exact: true }).check();
  await bonds.getByRole('textbox', { name: label(t.amountOneTime) }).fill('1250');

  await page.getByRole('radio', { name: t.statements.sendTypes.regular, exact: true }).check();
  await page.getByRole('radio', { name: t.statements.deliveryTypes.email, exact: true }).check();
  await page
    .getByRole('combobox', { name: label(t.statements.frequency) })
    .selectOption({ label: t.frequencies.quarterly });
  await checkScreen(journey);
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(toast(page, LOCALE_TEXTS[lang].toasts.strategiesSaved)).toBeVisible();
}
