import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

// What the studio's specs share: the data folder the studio edits (a scratch tree made by
// playwright.studio.config.ts, never the repository's files), and opening a definition.
export const dataDir = process.env.STUDIO_DATA_DIR ?? '';
export const readData = (path: string) => readFileSync(join(dataDir, path), 'utf8');
export const repo = fileURLToPath(new URL('../..', import.meta.url));
export const readRepo = (path: string) => readFileSync(join(repo, path), 'utf8');

/** Opens `file` (`schemas/…`) in the studio; resolves to the page errors seen from then on. */
export async function openDefinition(page: Page, file: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/#${encodeURIComponent(file)}`);
  // The first page load of a fresh dev server pre-bundles the dependencies: give it time.
  await expect(page.getByRole('heading', { level: 1, name: file.replace('schemas/', '') })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('profiles-reached')).toBeVisible();
  return errors;
}

export const bgPreview = (page: Page) => page.getByRole('region', { name: 'Preview in Bulgarian' });

/** The words of the studio's question form in one of its languages (src/studio/texts). */
export const FORM_WORDS = {
  en: { question: 'Question', answer: 'Answer' },
  sk: { question: 'Otázka', answer: 'Odpoveď' },
  bg: { question: 'Въпрос', answer: 'Отговор' },
} as const;
type FormLanguage = keyof typeof FORM_WORDS;

/** A question's card in the form: a region named by its heading ("Question b1 (single choice)"). */
export const questionCard = (page: Page, slug: string, lang: FormLanguage = 'en') =>
  page.getByRole('region', { name: new RegExp(`^${FORM_WORDS[lang].question} ${slug} \\(`) });

/** An answer's fields in a question's card: a group named "Answer 2: max_growth". */
export const answerOf = (page: Page, slug: string, value: string, lang: FormLanguage = 'en') =>
  questionCard(page, slug, lang).getByRole('group', {
    name: new RegExp(`^${FORM_WORDS[lang].answer} \\d+: ${value}$`),
  });

/** The question's own text field of a language ("English text"), the first of that name in its card (its answers have
 * theirs). */
export const questionText = (page: Page, slug: string, label: string, lang: FormLanguage = 'en') =>
  questionCard(page, slug, lang).getByRole('textbox', { name: label, exact: true }).first();
