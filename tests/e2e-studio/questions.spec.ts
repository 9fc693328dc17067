import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/axe';
import { answerOf, bgPreview, openDefinition, questionCard, questionText, readData, readRepo } from './studio-page';

// Adding and removing whole questions in the studio's form. Nothing is saved here: the scratch tree's files stay
// as they are for the other specs.
const FILE = 'schemas/questionnaire/a-knowledge.json';

test('add a question, write its texts in three languages: preview, analysis and diff follow; remove it again', async ({
  page,
}) => {
  const errors = await openDefinition(page, FILE);
  await page.getByRole('button', { name: 'Add a single-choice question' }).click();
  const card = questionCard(page, 'a13');
  await expect(card).toBeVisible();
  // The focus goes to the new question's first text, which, like every text of it, is missing so far.
  const slovak = questionText(page, 'a13', 'Slovak text');
  await expect(slovak).toBeFocused();
  await expect(slovak).toHaveAccessibleDescription(/Missing Slovak text \(questionnaire\.a\.a13\.title\)/);
  await expect(page.getByRole('status').filter({ hasText: 'saving is refused' })).toBeVisible();
  await expect(page.getByTestId('diff')).toContainText('question a13');
  await expect(page.getByTestId('diff')).toContainText('question added');

  const texts = {
    'Slovak text': 'Investovali ste už do dlhopisov?',
    'English text': 'Have you invested in bonds before?',
    'Bulgarian text': 'Инвестирали ли сте досега в облигации?',
  };
  for (const [label, text] of Object.entries(texts)) await questionText(page, 'a13', label).fill(text);
  const answers = { answer_1: ['Áno', 'Yes', 'Да'], answer_2: ['Nie', 'No', 'Не'] } as const;
  for (const [value, [sk, en, bg]] of Object.entries(answers)) {
    const answer = answerOf(page, 'a13', value);
    await answer.getByLabel('Slovak text').fill(sk);
    await answer.getByLabel('English text').fill(en);
    await answer.getByLabel('Bulgarian text').fill(bg);
  }
  await answerOf(page, 'a13', 'answer_1').getByLabel('Points').fill('3');
  await expect(page.getByRole('status').filter({ hasText: /^No errors\. Edited/ })).toBeVisible();
  // The preview asks it, named by its Bulgarian text, with its answers.
  const asked = bgPreview(page).getByRole('radiogroup', { name: texts['Bulgarian text'] });
  await expect(asked.getByRole('radio', { name: 'Да', exact: true })).toBeVisible();
  await expect(asked.getByRole('radio', { name: 'Не', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Its remove button takes it out again: nothing is edited any more but the texts written for it.
  await card.getByRole('button', { name: 'Remove question a13' }).click();
  await expect(questionCard(page, 'a13')).toHaveCount(0);
  await expect(bgPreview(page).getByText(texts['Bulgarian text'])).toHaveCount(0);
  expect(readData(FILE)).toBe(readRepo(FILE));
  expect(errors).toEqual([]);
});

test('remove an existing question: the diff says so and undo brings it back', async ({ page }) => {
  await openDefinition(page, FILE);
  await questionCard(page, 'a12').getByRole('button', { name: 'Remove question a12' }).click();
  await expect(questionCard(page, 'a12')).toHaveCount(0);
  await expect(page.getByTestId('diff')).toContainText('question removed');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(questionCard(page, 'a12')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No errors. Nothing edited.' })).toBeVisible();
});
