import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test } from './support/registry-test';

const FILE = 'questionnaire/e-sustainability.json';

/** Save once the checks have seen the last edit (before that, the studio refuses: it has not checked it yet). */
async function saveWhenChecked(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Bez chýb. Upravené:' })).toBeVisible();
  await page.getByRole('button', { name: 'Uložiť' }).click();
}

/**
 * Two authors edit one questionnaire section in two browsers: the second save meets the first in a conflict
 * dialog showing both sides, and nothing typed is lost whichever way the author decides. Staff who are not
 * authors read the drafts but cannot change them.
 */
test('two authors, one draft: the conflict shows theirs and mine, keep mine or take theirs, nothing lost', async ({
  page,
  newStaffPage,
}) => {
  await signInAs(page, 'author-1');
  await page.getByRole('link', { name: 'e-sustainability.json' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(FILE) })).toBeVisible();
  const mineField = page.getByRole('textbox', { name: 'Anglický text' }).first();

  const other = await newStaffPage('author-2');
  await other.getByRole('link', { name: 'e-sustainability.json' }).click();
  const theirsField = other.getByRole('textbox', { name: 'Anglický text' }).first();
  await theirsField.fill('Sustainability (Boris)');
  // Pressed at once, before the checks have seen the edit: the save waits for them instead of refusing.
  await other.getByRole('button', { name: 'Uložiť' }).click();
  await expect(other.getByRole('status').filter({ hasText: `je uložený: ${FILE}` })).toBeVisible();

  // Alena typed her own wording before Boris saved; she saves after him.
  await mineField.fill('Sustainability (Alena)');
  await saveWhenChecked(page);
  const dialog = page.getByRole('dialog', { name: `${FILE}: tento návrh uložil niekto iný` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Boris Novák uložil(a) tento návrh');
  // Both sides: the difference (theirs struck through, mine inserted) and each in full.
  await expect(dialog.locator('del')).toContainText('Sustainability (Boris)');
  await expect(dialog.locator('ins')).toContainText('Sustainability (Alena)');
  await expect(dialog.getByRole('region', { name: 'Ich: uložil(a) Boris Novák' })).toContainText(
    'Sustainability (Boris)',
  );
  await expect(dialog.getByRole('region', { name: 'Môj: neuložený' })).toContainText('Sustainability (Alena)');
  await expectNoAxeViolations(page);

  // Decide later: the dialog closes, mine stays in the editor, unsaved.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(mineField).toHaveValue('Sustainability (Alena)');
  await expect(page.getByRole('status').filter({ hasText: 'Neuložené' })).toContainText(FILE);

  // Saving again asks again; by keyboard: keep mine, saved over theirs with their ETag.
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog).toBeVisible();
  const keep = dialog.getByRole('button', { name: 'Ponechať môj (uložiť cez ich)' });
  for (let presses = 0; presses < 12 && !(await keep.evaluate((el) => el === document.activeElement)); presses++)
    await page.keyboard.press('Tab');
  await expect(keep).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `je uložený: ${FILE}` })).toBeVisible();

  // Boris, still on his page, edits again and meets Alena's save; he takes hers.
  await theirsField.fill('Sustainability (Boris, again)');
  await saveWhenChecked(other);
  const otherDialog = other.getByRole('dialog', { name: `${FILE}: tento návrh uložil niekto iný` });
  await expect(otherDialog).toContainText('Alena Horváthová');
  await otherDialog.getByRole('button', { name: 'Prevziať ich (zahodiť moje zmeny tu)' }).click();
  await expect(theirsField).toHaveValue('Sustainability (Alena)');
  await expect(other.getByRole('status').filter({ hasText: 'prevzatý návrh' })).toBeVisible();

  // What the registry holds is Alena's.
  await other.reload();
  await other.getByRole('link', { name: 'e-sustainability.json' }).click();
  await expect(other.getByRole('textbox', { name: 'Anglický text' }).first()).toHaveValue('Sustainability (Alena)');
});

test('an auditor reads the drafts but cannot change them', async ({ page }) => {
  await signInAs(page, 'auditor');
  await expect(page.getByRole('note')).toContainText('Len na čítanie: ste prihlásený ako audítor');
  await page.getByRole('link', { name: 'e-sustainability.json' }).click();
  await expect(page.getByRole('textbox', { name: 'Anglický text' }).first()).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Slovenský text' }).first()).toHaveValue(/\S/);
  // The JSON can be read, moved through and copied, not changed.
  const json = page.getByRole('textbox', { name: /JSON/ });
  await expect(json).toHaveAttribute('aria-readonly', 'true');
  await json.focus();
  await page.keyboard.type('x');
  await expect(page.getByRole('status').filter({ hasText: 'Nič nie je upravené.' })).toBeVisible();
  await expectNoAxeViolations(page);
});
