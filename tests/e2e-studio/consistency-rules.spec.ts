import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/axe';
import { openDefinition } from './studio-page';

const RULES = 'schemas/questionnaire/consistency.json';

test('the consistency rules as forms: a new rule is linted where it is, and the golden sets say which rules fire', async ({
  page,
}, testInfo) => {
  const errors = await openDefinition(page, RULES);
  const form = page.getByRole('region', { name: 'Consistency rules' });
  const card = form.getByRole('region', { name: 'Rule no-experience-high-risk' });
  await expect(card.getByRole('textbox', { name: /Rule id/ })).toHaveValue('no-experience-high-risk');
  await expect(card.getByRole('radio', { name: /changes an answer or confirms/ })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: /^c2 · / })).toBeChecked();

  const perSet = page.getByRole('table', { name: 'Consistency rules per golden answer set' });
  await expect(perSet.getByRole('row')).not.toHaveCount(0);
  await expect(perSet.getByText(/✗/)).toHaveCount(0);
  await expect(perSet.getByRole('cell', { name: /no-experience-high-risk/ }).first()).toBeVisible();

  // A new rule matches every answer set until its condition is written: the lint says so at the rule, and every
  // golden set now fires it without naming it.
  await form.getByRole('button', { name: 'Add a rule' }).click();
  const added = form.getByRole('region', { name: 'Rule rule-1' });
  await expect(added.getByRole('textbox', { name: /Rule id/ })).toBeFocused();
  await expect(
    added
      .getByRole('listitem')
      .filter({ hasText: /every answer set|always/i })
      .first(),
  ).toBeVisible();
  await expect(perSet.getByText('fires consistency rule "rule-1", which it does not expect').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await card.screenshot({ path: testInfo.outputPath('consistency-rule-card.png') });
  await perSet.screenshot({ path: testInfo.outputPath('consistency-golden-sets.png') });

  // By keyboard: the rule's remove button, and the golden sets pass again.
  await added.getByRole('button', { name: 'Remove rule rule-1' }).focus();
  await page.keyboard.press('Enter');
  await expect(added).toHaveCount(0);
  await expect(perSet.getByText(/✗/)).toHaveCount(0);
  expect(errors).toEqual([]);
});
