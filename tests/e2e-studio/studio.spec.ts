import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/axe';
import { answerOf, bgPreview, dataDir, openDefinition, questionText, readData, readRepo, repo } from './studio-page';

// The studio edits a scratch tree made by playwright.studio.config.ts (see ./studio-page), never the repository's
// files.
const open = openDefinition;

test.beforeAll(() => {
  expect(dataDir, 'STUDIO_DATA_DIR is set by the config').not.toBe('');
  expect(join(dataDir, 'schemas')).not.toBe(join(repo, 'schemas'));
  expect(readData('schemas/scoring.json')).toBe(readRepo('schemas/scoring.json'));
});

test('lists every definition, opens one, and passes axe', async ({ page }) => {
  const errors = await open(page, 'schemas/questionnaire/b-goals.json');
  const nav = page.getByRole('navigation', { name: 'Definitions' });
  for (const name of ['a-knowledge.json', 'e-sustainability.json', 'registration.json', 'personal-info.json'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No errors. Nothing edited.' })).toBeVisible();
  await expect(page.getByTestId('golden-schemas/golden/sets/balanced-employee.json')).toContainText('✓ passes');
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'registration.json', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'steps/registration.json' })).toBeFocused();
  await expect(
    page.getByRole('region', { name: 'Preview in English' }).getByRole('button', { name: 'Continue' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('change an answer’s points and its Bulgarian text: preview, analysis and diff follow; save writes both files and raises the version', async ({
  page,
}) => {
  await open(page, 'schemas/questionnaire/b-goals.json');
  await expect(page.getByTestId('score-questionnaire-b')).toContainText('40');
  await expect(page.getByTestId('score-total')).toContainText('194');

  await answerOf(page, 'b1', 'max_growth').getByLabel('Points').fill('12');
  await expect(page.getByTestId('score-questionnaire-b').getByRole('cell').nth(1)).toHaveText('42');
  await expect(page.getByTestId('score-total').getByRole('cell').nth(1)).toHaveText('196');

  const newText = 'Максимален растеж, дори с голям риск';
  await answerOf(page, 'b1', 'max_growth').getByLabel('Bulgarian text').fill(newText);
  await expect(bgPreview(page).getByRole('radio', { name: newText })).toBeVisible();
  // The preview is the engine's form, fillable.
  await bgPreview(page).getByRole('radio', { name: newText }).check();
  await expect(bgPreview(page).getByRole('radio', { name: newText })).toBeChecked();

  const diff = page.getByTestId('diff');
  await expect(diff).toContainText('question b1, answer "max_growth": points 10 → 12');
  await expect(diff).toContainText(`text (bg)`);
  await expect(diff).toContainText(newText);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved 2 files' })).toContainText(
    'questionnaire/b-goals.json 1.0.0 → 1.0.1',
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('version 1.0.1');
  await expect(page.getByTestId('diff')).toHaveCount(0);

  const saved = readData('schemas/questionnaire/b-goals.json');
  const original = readRepo('schemas/questionnaire/b-goals.json');
  expect(saved).toBe(
    original
      .replace('"version": "1.0.0"', '"version": "1.0.1"')
      .replace(
        '"questionnaire.b.b1.answers.max_growth", "points": 10',
        '"questionnaire.b.b1.answers.max_growth", "points": 12',
      ),
  );
  const bg = readData('locales/bg/questionnaire.json');
  expect(JSON.parse(bg).b.b1.answers.max_growth).toBe(newText);
  // Only that line changed: the file keeps its layout and key order.
  const before = readRepo('locales/bg/questionnaire.json').split('\n');
  expect(bg.split('\n').filter((line, index) => line !== before[index])).toEqual([
    `        "max_growth": "${newText}"`,
  ]);
  // The repository's own files are untouched.
  expect(readRepo('schemas/questionnaire/b-goals.json')).toContain('"version": "1.0.0"');
});

test('an unknown field in a condition and a missing English text: shown where they are, save refused', async ({
  page,
}) => {
  await open(page, 'schemas/questionnaire/e-sustainability.json');
  const json = page.getByRole('textbox', { name: 'JSON of schemas/questionnaire/e-sustainability.json' });
  // The editor shows the file as saved (CodeMirror draws only the lines in view, so the text is read from the file).
  const text = readData('schemas/questionnaire/e-sustainability.json');
  await json.fill(
    text.replace(
      '"if": { "properties": { "e1": { "const": "yes" } }, "required": ["e1"] }',
      '"if": { "properties": { "e9": { "const": "yes" } }, "required": ["e9"] }',
    ),
  );

  const problems = page.locator('#definition-json-problems');
  await expect(problems).toContainText('condition on an unknown field: "e9" is not a property of the schema');
  await expect(problems).toContainText('#/schema/allOf/0/if/properties/e9');
  // Next to the question the condition hides, too.
  const e2 = page.getByRole('region', { name: /Question e2/ });
  await expect(e2).toContainText('condition can never be true');
  await expect(page.getByRole('status').filter({ hasText: 'saving is refused' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved' })).toBeVisible();
  expect(readData('schemas/questionnaire/e-sustainability.json')).toBe(
    readRepo('schemas/questionnaire/e-sustainability.json'),
  );
  await expectNoAxeViolations(page);

  await expect(json).toHaveAttribute('aria-invalid', 'true');

  // "Show in JSON" selects the place in the editor, where the problem is underlined.
  await problems.getByRole('button', { name: 'Show in JSON: #/schema/allOf/0/if/properties/e9' }).first().click();
  await expect(json).toBeFocused();
  const selected = await page.evaluate(() => window.getSelection()?.toString());
  expect(selected).toBe('{ "const": "yes" }');
  await expect(page.locator('.cm-lintRange-error').filter({ hasText: 'e9' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No errors. Nothing edited.' })).toBeVisible();

  const english = questionText(page, 'e1', 'English text');
  await english.fill('');
  await expect(page.getByText('Missing English text (questionnaire.e.e1.title)')).toBeVisible();
  await expect(page.getByRole('region', { name: /Question e1/ })).toContainText(
    'text "questionnaire.e.e1.title" is missing or empty in en',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved' })).toBeVisible();
  expect(readData('locales/en/questionnaire.json')).toBe(readRepo('locales/en/questionnaire.json'));
});

test('usable by keyboard: open a definition, change points with the arrow keys, undo', async ({ page }) => {
  await open(page, 'schemas/questionnaire/b-goals.json');
  await page.getByRole('link', { name: 'c-risk.json', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'questionnaire/c-risk.json' })).toBeFocused();

  const points = answerOf(page, 'c1', 'buy_more').getByLabel('Points');
  await points.focus();
  await page.keyboard.press('ArrowUp');
  await expect(points).toHaveValue('11');
  await expect(page.getByTestId('score-questionnaire-c').getByRole('cell').nth(1)).toHaveText('45');
  await expect(page.getByTestId('diff')).toContainText('question c1, answer "buy_more": points 10 → 11');

  await page.keyboard.press('Tab');
  await expect(answerOf(page, 'c1', 'buy_more').getByRole('checkbox', { name: 'Asks for a free text' })).toBeFocused();
  await page.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await expect(points).toHaveValue('10');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing edited' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the raw JSON editor completes keys and values from the meta-schema and marks problems where they are', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on(
    'console',
    (message) => /Content Security Policy|Refused to/i.test(message.text()) && refused.push(message.text()),
  );
  const errors = await open(page, 'schemas/questionnaire/b-goals.json');
  // An earlier test saved this file: the start is what the data folder holds now.
  const before = readData('schemas/questionnaire/b-goals.json');
  const maxBefore = Number(await page.getByTestId('score-questionnaire-b').getByRole('cell').nth(1).textContent());
  const json = page.getByRole('textbox', { name: 'JSON of schemas/questionnaire/b-goals.json' });
  const completions = page.getByRole('listbox');

  // The mouse on a key or value shows what the meta-schema says of it. CodeMirror looks under the mouse once it has
  // rested, at the element it last moved over; on a busy machine the highlighter may still be redrawing that line
  // then, and the element is gone. A person moves the mouse again; so does the test, off the value and back.
  const kindValue = page.locator('.cm-line', { hasText: '"kind"' }).getByText('"questionnaire-section"');
  await expect(async () => {
    await page.mouse.move(0, 0);
    await kindValue.hover();
    await expect(page.locator('.cm-schema-hover')).toContainText(
      'A step of the onboarding (schemas/steps), a section of the investment questionnaire',
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 20_000 });

  // Inside the answer option over_10 (the last of b2), drop its points (`, "points": 12`) with the keyboard.
  await page.locator('.cm-line', { hasText: '"questionnaire.b.b2.answers.over_10", "points": 12' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < ', "points": 12'.length; i += 1) await page.keyboard.press('Backspace');
  // Typing a new key offers the answer option's keys from the meta-schema (the quote closes itself).
  await page.keyboard.type(', "');
  await expect(completions).toBeVisible();
  await expect(completions.getByRole('option', { name: /^points/ })).toBeVisible();
  await expect(completions.getByRole('option', { name: /^freeText/ })).toBeVisible();
  await expect(completions.getByRole('option', { name: /^const/ })).toHaveCount(0); // the option has one already
  await page.keyboard.type('po');
  await expect(completions.getByRole('option').first()).toHaveText(/^points/);
  await page.keyboard.press('Enter');
  await expect(completions).toBeHidden();
  await page.keyboard.type('11');
  await expect(
    page.locator('.cm-line', { hasText: '"questionnaire.b.b2.answers.over_10", "points": 11 }' }),
  ).toBeVisible();
  await expect(page.getByTestId('score-questionnaire-b').getByRole('cell').nth(1)).toHaveText(String(maxBefore - 1));
  await expect(page.getByTestId('diff')).toContainText('question b2, answer "over_10": points 12 → 11');
  await expect(answerOf(page, 'b2', 'over_10').getByLabel('Points')).toHaveValue('11');

  // Ctrl+Space asks for the keys anywhere a key can go; Escape closes the list and keeps the focus.
  await page.keyboard.type(', ');
  await page.keyboard.press('Control+Space');
  await expect(completions.getByRole('option', { name: /^freeText/ })).toBeVisible();
  await expect(completions.getByRole('option', { name: /^points/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(completions).toBeHidden();
  await expect(json).toBeFocused();

  // An unknown key: underlined where it is, listed below, and save refused.
  await page.keyboard.type('"pointz": 1');
  await page.keyboard.press('Escape');
  const problems = page.locator('#definition-json-problems');
  await expect(problems).toContainText('unknown keyword "pointz"');
  await expect(problems).toContainText('#/schema/properties/b2/oneOf/3/pointz');
  const mark = page.locator('.cm-lintRange-error');
  await expect(mark.filter({ hasText: 'pointz' }).first()).toBeVisible();
  expect((await mark.allTextContents()).join('')).toBe('"pointz": 1');
  await expect(page.locator('.cm-lint-marker-error')).toHaveCount(1);
  await expect(json).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'saving is refused' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved' })).toBeVisible();
  expect(readData('schemas/questionnaire/b-goals.json')).toBe(before);

  // Ctrl+Z in the editor is the studio's undo (the unknown key goes), Ctrl+Y its redo.
  await json.focus();
  await page.keyboard.press('Control+z');
  await expect(problems).not.toContainText('pointz');
  await page.keyboard.press('Control+y');
  await expect(problems).toContainText('unknown keyword "pointz"');

  // Tab is not kept by the editor: it moves the focus on.
  await page.keyboard.press('Tab');
  await expect(json).not.toBeFocused();
  expect(errors).toEqual([]);
  // CodeMirror's <style> elements carry the page's CSP nonce, and the browser refused nothing.
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('style')].some(
        (style) => style.nonce !== '' && (style.textContent ?? '').includes('.cm-'),
      ),
    ),
  ).toBe(true);
  expect(refused).toEqual([]);
});
