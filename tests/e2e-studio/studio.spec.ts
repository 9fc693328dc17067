import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/axe';

// The data folder the studio edits: a copy made by playwright.studio.config.ts, never the repository's files.
const dataDir = process.env.STUDIO_DATA_DIR ?? '';
const readData = (path: string) => readFileSync(join(dataDir, path), 'utf8');
const repo = fileURLToPath(new URL('../..', import.meta.url));
const readRepo = (path: string) => readFileSync(join(repo, path), 'utf8');

async function open(page: Page, file: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/#${encodeURIComponent(file)}`);
  // The first page load of a fresh dev server pre-bundles the dependencies: give it time.
  await expect(page.getByRole('heading', { level: 1, name: file.replace('schemas/', '') })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('profiles-reached')).toBeVisible();
  return errors;
}

const bgPreview = (page: Page) => page.getByRole('region', { name: 'Preview in Bulgarian' });

test.beforeAll(() => {
  expect(dataDir, 'STUDIO_DATA_DIR is set by the config').not.toBe('');
  expect(join(dataDir, 'schemas')).not.toBe(join(repo, 'schemas'));
  expect(readData('schemas/scoring.json')).toBe(readRepo('schemas/scoring.json'));
});

test('lists every definition, opens one, and passes axe', async ({ page }) => {
  const errors = await open(page, 'schemas/questionnaire/b-goals.json');
  const nav = page.getByRole('navigation', { name: 'Definitions' });
  for (const name of ['a-knowledge.json', 'e-sustainability.json', 'registration.json', 'personal-info.json']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No errors. Nothing edited.' })).toBeVisible();
  await expect(page.getByTestId('golden-schemas/golden/sets/balanced-employee.json')).toContainText('✓ passes');
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'registration.json', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'steps/registration.json' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Preview in English' }).getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('change an answer’s points and its Bulgarian text: preview, analysis and diff follow; save writes both files and raises the version', async ({ page }) => {
  await open(page, 'schemas/questionnaire/b-goals.json');
  await expect(page.getByTestId('score-questionnaire-b')).toContainText('40');
  await expect(page.getByTestId('score-total')).toContainText('194');

  await page.getByLabel('Points, answer max_growth of b1').fill('12');
  await expect(page.getByTestId('score-questionnaire-b').getByRole('cell').nth(1)).toHaveText('42');
  await expect(page.getByTestId('score-total').getByRole('cell').nth(1)).toHaveText('196');

  const newText = 'Максимален растеж, дори с голям риск';
  await page.getByLabel('Bulgarian text, answer max_growth of b1').fill(newText);
  await expect(bgPreview(page).getByRole('radio', { name: newText })).toBeVisible();
  // The preview is the engine's form, fillable.
  await bgPreview(page).getByRole('radio', { name: newText }).check();
  await expect(bgPreview(page).getByRole('radio', { name: newText })).toBeChecked();

  const diff = page.getByTestId('diff');
  await expect(diff).toContainText('question b1, answer "max_growth": points 10 → 12');
  await expect(diff).toContainText(`text (bg)`);
  await expect(diff).toContainText(newText);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved 2 files' })).toContainText('questionnaire/b-goals.json 1.0.0 → 1.0.1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('version 1.0.1');
  await expect(page.getByTestId('diff')).toHaveCount(0);

  const saved = readData('schemas/questionnaire/b-goals.json');
  const original = readRepo('schemas/questionnaire/b-goals.json');
  expect(saved).toBe(original.replace('"version": "1.0.0"', '"version": "1.0.1"').replace('"questionnaire.b.b1.answers.max_growth", "points": 10', '"questionnaire.b.b1.answers.max_growth", "points": 12'));
  const bg = readData('locales/bg/questionnaire.json');
  expect(JSON.parse(bg).b.b1.answers.max_growth).toBe(newText);
  // Only that line changed: the file keeps its layout and key order.
  const before = readRepo('locales/bg/questionnaire.json').split('\n');
  expect(bg.split('\n').filter((line, index) => line !== before[index])).toEqual([`        "max_growth": "${newText}"`]);
  // The repository's own files are untouched.
  expect(readRepo('schemas/questionnaire/b-goals.json')).toContain('"version": "1.0.0"');
});

test('an unknown field in a condition and a missing English text: shown where they are, save refused', async ({ page }) => {
  await open(page, 'schemas/questionnaire/e-sustainability.json');
  const json = page.getByLabel('JSON of schemas/questionnaire/e-sustainability.json');
  const text = await json.inputValue();
  await json.fill(text.replace('"if": { "properties": { "e1": { "const": "yes" } }, "required": ["e1"] }', '"if": { "properties": { "e9": { "const": "yes" } }, "required": ["e9"] }'));

  const problems = page.locator('#definition-json-problems');
  await expect(problems).toContainText('condition on an unknown field: "e9" is not a property of the schema');
  await expect(problems).toContainText('#/schema/allOf/0/if/properties/e9');
  // Next to the question the condition hides, too.
  const e2 = page.getByRole('region', { name: /Question e2/ });
  await expect(e2).toContainText('condition can never be true');
  await expect(page.getByRole('status').filter({ hasText: 'saving is refused' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved' })).toBeVisible();
  expect(readData('schemas/questionnaire/e-sustainability.json')).toBe(readRepo('schemas/questionnaire/e-sustainability.json'));
  await expectNoAxeViolations(page);

  // "Show in JSON" selects the place in the text area.
  await problems.getByRole('button', { name: 'Show in JSON: #/schema/allOf/0/if/properties/e9' }).first().click();
  await expect(json).toBeFocused();
  const selected = await json.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
  expect(selected).toBe('{ "const": "yes" }');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No errors. Nothing edited.' })).toBeVisible();

  const english = page.getByLabel('English text, question e1');
  await english.fill('');
  await expect(page.getByText('Missing English text (questionnaire.e.e1.title)')).toBeVisible();
  await expect(page.getByRole('region', { name: /Question e1/ })).toContainText('text "questionnaire.e.e1.title" is missing or empty in en');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved' })).toBeVisible();
  expect(readData('locales/en/questionnaire.json')).toBe(readRepo('locales/en/questionnaire.json'));
});

test('usable by keyboard: open a definition, change points with the arrow keys, undo', async ({ page }) => {
  await open(page, 'schemas/questionnaire/b-goals.json');
  await page.getByRole('link', { name: 'c-risk.json', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'questionnaire/c-risk.json' })).toBeFocused();

  const points = page.getByLabel('Points, answer buy_more of c1');
  await points.focus();
  await page.keyboard.press('ArrowUp');
  await expect(points).toHaveValue('11');
  await expect(page.getByTestId('score-questionnaire-c').getByRole('cell').nth(1)).toHaveText('45');
  await expect(page.getByTestId('diff')).toContainText('question c1, answer "buy_more": points 10 → 11');

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Asks for a free text, answer buy_more of c1')).toBeFocused();
  await page.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await expect(points).toHaveValue('10');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing edited' })).toBeVisible();
  await expectNoAxeViolations(page);
});
