import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/axe';
import { answerOf, bgPreview, dataDir, openDefinition, questionCard, readData, readRepo, repo } from './studio-page';

// Editing a question's condition in the studio's form. The studio edits a copy of schemas/ and locales/ made by
// playwright.studio.config.ts (STUDIO_DATA_DIR), never the repository's files.
const open = openDefinition;
const conditionOf = (page: Page, slug: string) =>
  page.getByRole('group', { name: `Condition of ${slug}`, exact: true });
const E2_BG = 'Какви видове устойчиви инвестиции предпочитате?';
const E_FILE = 'schemas/questionnaire/e-sustainability.json';

test.beforeAll(() => {
  expect(dataDir, 'STUDIO_DATA_DIR is set by the config').not.toBe('');
  expect(join(dataDir, 'schemas')).not.toBe(join(repo, 'schemas'));
});

test('e2 shown only when e1 is "no": the Bulgarian preview and the diff follow, each control is one undo step', async ({
  page,
}) => {
  const errors = await open(page, E_FILE);
  const condition = conditionOf(page, 'e2');
  await expect(condition.getByRole('radio', { name: 'Shown only when' })).toBeChecked();
  await expect(condition.getByRole('combobox', { name: 'Controlling question' })).toHaveValue('e1');
  const answers = condition.getByRole('group', { name: /^e1 is/ });
  await expect(answers).toHaveAccessibleName('e1 is');
  await expect(answers.getByRole('checkbox', { name: 'Yes (yes)' })).toBeChecked();
  // Only choice questions declared before e2 control it; e3_taxonomy's condition offers e1 and e2, and says "includes".
  await expect(condition.getByRole('combobox', { name: 'Controlling question' }).getByRole('option')).toHaveText([
    /^e1: Do you have sustainability preferences/,
  ]);
  await expect(
    conditionOf(page, 'e3_taxonomy').getByRole('combobox', { name: 'Controlling question' }).getByRole('option'),
  ).toHaveText([/^e1: /, /^e2: /]);
  await expect(
    conditionOf(page, 'e3_taxonomy')
      .getByRole('group', { name: 'e2 includes' })
      .getByRole('checkbox', { name: /\(taxonomy\)$/ }),
  ).toBeChecked();
  await expect(conditionOf(page, 'e1').getByRole('radio', { name: 'Always shown' })).toBeChecked();
  await expect(conditionOf(page, 'e1').getByRole('radio', { name: 'Shown only when' })).toBeDisabled();

  await answers.getByRole('checkbox', { name: 'No (no)' }).check();
  await expect(answers).toHaveAccessibleName('e1 is one of');
  await answers.getByRole('checkbox', { name: 'Yes (yes)' }).uncheck();
  await expect(answers).toHaveAccessibleName('e1 is');
  await expect(answers.getByRole('checkbox', { name: 'No (no)' })).toBeChecked();
  await expect(answers.getByRole('checkbox', { name: 'Yes (yes)' })).not.toBeChecked();
  await expect(page.getByTestId('diff')).toContainText('condition');
  await expect(page.getByTestId('diff')).toContainText('no');
  await expect(
    page.getByRole('status').filter({ hasText: 'No errors. Edited: questionnaire/e-sustainability.json.' }),
  ).toBeVisible();

  // The preview: e2 comes with "no" and goes with "yes".
  const preview = bgPreview(page);
  await expect(preview.getByText(E2_BG)).toHaveCount(0);
  await preview.getByRole('radio', { name: 'Не', exact: true }).check();
  await expect(preview.getByText(E2_BG)).toBeVisible();
  await preview.getByRole('radio', { name: 'Да', exact: true }).check();
  await expect(preview.getByText(E2_BG)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Two controls, two undo steps.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(answers).toHaveAccessibleName('e1 is one of');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(answers).toHaveAccessibleName('e1 is');
  await expect(answers.getByRole('checkbox', { name: 'Yes (yes)' })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'No errors. Nothing edited.' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a condition on an answer that does not exist, and one with no answer: shown at the condition, save refused; "always" again shows in the diff', async ({
  page,
}) => {
  await open(page, E_FILE);
  const condition = conditionOf(page, 'e2');
  // Renaming e1's answer "no" leaves a condition on "no", which e1 no longer has.
  const answers = condition.getByRole('group', { name: /^e1 is/ });
  await answers.getByRole('checkbox', { name: 'No (no)' }).check();
  await answers.getByRole('checkbox', { name: 'Yes (yes)' }).uncheck();
  await answerOf(page, 'e1', 'no').getByLabel('Value').fill('nope');
  await expect(answers.getByRole('checkbox', { name: 'no (not an answer of e1)' })).toBeChecked();
  await expect(answers.getByRole('checkbox', { name: 'No (nope)' })).not.toBeChecked();
  // The lint's finding in the question's card, with the way to its place in the JSON.
  await expect(questionCard(page, 'e2')).toContainText(
    'condition can never be true: "e1" has no answer "no" (its answers: yes, nope)',
  );
  await expect(page.getByRole('region', { name: /Question e3_taxonomy/ })).toContainText('can never be shown');
  await expect(page.getByRole('status').filter({ hasText: 'saving is refused' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Ticking the renamed answer and unticking the stale one: fixed.
  await answers.getByRole('checkbox', { name: 'No (nope)' }).check();
  // Unticked, the stale answer is gone from the list (click: uncheck() would wait for a box that is no more).
  await answers.getByRole('checkbox', { name: 'no (not an answer of e1)' }).click();
  await expect(answers.getByRole('checkbox', { name: 'no (not an answer of e1)' })).toHaveCount(0);
  await expect(questionCard(page, 'e2')).not.toContainText('can never be true');
  await expect(page.getByRole('status').filter({ hasText: 'No errors.' })).toBeVisible();

  // No answer ticked at all: never shown.
  await answers.getByRole('checkbox', { name: 'No (nope)' }).uncheck();
  await expect(condition).toContainText('No answer ticked: e2 can never be shown.');
  await expect(answers).toHaveAccessibleDescription('No answer ticked: e2 can never be shown.');
  await expect(questionCard(page, 'e2')).toContainText('condition can never be true');
  await expect(page.getByRole('region', { name: /Question e2/ })).toContainText('question "e2" can never be shown');
  await expect(page.getByRole('status').filter({ hasText: 'saving is refused' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved' })).toBeVisible();
  expect(readData(E_FILE)).toBe(readRepo(E_FILE));

  // Always shown: e2 moves to the section's root, its branch goes, and the errors with it.
  await condition.getByRole('radio', { name: 'Always shown' }).check();
  await expect(condition.getByRole('radio', { name: 'Always shown' })).toBeChecked();
  await expect(condition.getByRole('combobox', { name: 'Controlling question' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'No errors. Edited' })).toBeVisible();
  const diff = page.getByTestId('diff');
  // Matched by slug: the move reads as e2's condition changing, not as e2 (and the questions after it) added and
  // removed.
  await expect(diff).toContainText('question e2: condition e1 = yes → always shown');
  await expect(diff).toContainText('question e1, answer "nope": value renamed no → nope');
  await expect(diff).not.toContainText('question added');
  await expect(bgPreview(page).getByText(E2_BG)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('by keyboard alone: make d3 conditional, choose the controlling question and an answer, and make it always again', async ({
  page,
}) => {
  await open(page, 'schemas/questionnaire/d-finances.json');
  const condition = conditionOf(page, 'd3');
  const always = condition.getByRole('radio', { name: 'Always shown' });
  const when = condition.getByRole('radio', { name: 'Shown only when' });
  await always.focus();
  await page.keyboard.press('ArrowRight');
  await expect(when).toBeChecked();
  // The card moved (d3 is now declared in a branch): the focus stays on the control.
  await expect(when).toBeFocused();
  const select = condition.getByRole('combobox', { name: 'Controlling question' });
  await expect(select).toHaveValue('d2');
  await expect(
    condition.getByRole('group', { name: 'd2 is' }).getByRole('checkbox', { name: /\(up_to_2000\)$/ }),
  ).toBeChecked();

  await page.keyboard.press('Tab');
  await expect(select).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(select).toHaveValue('d1');
  await expect(select).toBeFocused();
  const answers = condition.getByRole('group', { name: /^d1 is/ });
  await page.keyboard.press('Tab');
  const first = answers.getByRole('checkbox').first();
  await expect(first).toBeFocused();
  await expect(first).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(answers).toHaveAccessibleName('d1 is one of');
  await expect(page.getByTestId('diff')).toContainText('question d3');

  await when.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(always).toBeChecked();
  await expect(always).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'No errors.' })).toBeVisible();
  await expectNoAxeViolations(page);
});
