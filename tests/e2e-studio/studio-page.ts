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
  await expect(page.getByRole('heading', { level: 1, name: file.replace('schemas/', '') })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('profiles-reached')).toBeVisible();
  return errors;
}

export const bgPreview = (page: Page) => page.getByRole('region', { name: 'Preview in Bulgarian' });
