// The texts editor's filters ("only texts missing in a language", the search) choose the rows when the person sets
// them, not at every key: a row being filled in stays on screen, under the cursor, once its text is no longer
// missing, until the person changes a filter. Nothing is saved (texts-riskPicture's draft is no other spec's), so
// no other spec meets these edits.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectReflow, signInAs, test } from './support/registry-test';
import { wordsOf } from './workflow-helpers';

const sk = wordsOf('sk');
const en = wordsOf('en');
const bg = wordsOf('bg');

const row = (page: Page, key: string) => page.getByRole('group', { name: key, exact: true });
const field = (page: Page, key: string, language: 'sk' | 'en' | 'bg', from = sk) =>
  row(page, key).getByRole('textbox', { name: from(`lang.${language}.name`), exact: true });

test('a row being typed in stays while "only missing" is on, until the person changes the filter', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'author-1');
  await page.goto('/#texts/riskPicture');
  await expect(
    page.getByRole('heading', { level: 1, name: sk('txHeading', { screen: 'Zobrazenie rizika' }) }),
  ).toBeVisible();
  // Two texts emptied: the title in Bulgarian, the introduction in English.
  await field(page, 'title', 'bg').fill('');
  await field(page, 'intro', 'en').fill('');
  const onlyMissing = page.getByRole('checkbox', { name: sk('txOnlyMissing') });
  await onlyMissing.check();
  const shown = (count: number) => page.getByRole('status').filter({ hasText: sk('txShown', { count }) });
  await expect(shown(2)).toBeVisible();
  await expect(row(page, 'you')).toBeHidden();

  // The Bulgarian title typed key by key: its first key fills it, and the row stays, the focus and every key in it.
  const title = field(page, 'title', 'bg');
  await title.click();
  await title.pressSequentially('Вашият риск');
  await expect(title).toBeFocused();
  await expect(title).toHaveValue('Вашият риск');
  await expect(row(page, 'title')).not.toContainText(sk('txMissingIn', { languages: sk('lang.bg.name') }));
  // Leaving the field does not take the row away either: the filter is as the person set it.
  await page.keyboard.press('Tab');
  await expect(row(page, 'title')).toBeVisible();
  await expect(shown(2)).toBeVisible();
  await expectNoAxeViolations(page);

  // The person looks at the screen in each language, on a phone and at a desk: the row kept, the filter on.
  let before = sk;
  for (const [language, from] of [
    ['sk', sk],
    ['en', en],
    ['bg', bg],
  ] as const) {
    await page.getByLabel(before('uiLanguage')).selectOption(language);
    before = from;
    await expect(page.getByRole('checkbox', { name: from('txOnlyMissing') })).toBeChecked();
    await expect(field(page, 'title', 'bg', from)).toHaveValue('Вашият риск');
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await expectReflow(page);
      await row(page, 'title').scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`only-missing-${language}-${width}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel(bg('uiLanguage')).selectOption('sk');

  // The filter changed by the person: off and on again, it now leaves the filled row out.
  await onlyMissing.uncheck();
  await onlyMissing.check();
  await expect(row(page, 'title')).toBeHidden();
  await expect(row(page, 'intro')).toBeVisible();
  await expect(shown(1)).toBeVisible();

  // The same for the search: a row edited until it no longer matches stays until the search is changed.
  await onlyMissing.uncheck();
  const search = page.getByRole('searchbox', { name: sk('txSearch') });
  await search.fill('Вашият риск');
  await expect(shown(1)).toBeVisible();
  await title.click();
  await title.fill('');
  await title.pressSequentially('Риск');
  await expect(title).toBeFocused();
  await expect(title).toHaveValue('Риск');
  await search.fill('Вашият ри');
  await expect(row(page, 'title')).toBeHidden();
});
