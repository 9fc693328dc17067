import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/axe';
import { answerOf, openDefinition, questionText } from './studio-page';

// The studio's own words in Slovak, English and Bulgarian (src/studio/texts). Playwright's Chromium speaks
// en-US, so the studio starts in English; the choice in the navigation is remembered in this browser.
const FILE = 'schemas/questionnaire/e-sustainability.json';
const SHOTS = process.env.STUDIO_SHOTS; // a folder: screenshots of the studio in sk and bg, to look at

const open = (page: Page) => openDefinition(page, FILE);

/** The top of the page at 1280 and 360 px, and at 1280 px the first question and the preview. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/studio-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [part, id] of [
    ['question', 'question-e1'],
    ['preview', 'preview-heading'],
  ] as const) {
    await page.evaluate((target) => document.getElementById(target)?.scrollIntoView(), id);
    await page.screenshot({ path: `${SHOTS}/studio-${name}-${part}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('switch the studio to Slovak and Bulgarian: its words follow, the app’s texts stay as edited, the choice survives a reload', async ({
  page,
}) => {
  const errors = await open(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const english = page.getByLabel('Language of the studio');
  await expect(english).toHaveValue('en');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

  // By keyboard: the select is before the definitions in the navigation; Slovak is the option above English.
  await english.focus();
  await page.keyboard.press('ArrowUp');
  const select = page.getByLabel('Jazyk štúdia');
  await expect(select).toHaveValue('sk');
  await expect(select).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  await expect(page).toHaveTitle('Štúdio definícií – WEM onboarding');

  const nav = page.getByRole('navigation', { name: 'Definície' });
  await expect(nav.getByRole('heading', { name: 'Časti dotazníka' })).toBeVisible();
  await expect(nav.getByRole('heading', { name: 'Kroky' })).toBeVisible();
  for (const name of ['Späť', 'Znova', 'Uložiť'])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  for (const name of [
    'Otázky',
    'Zdrojový JSON',
    'Analýza dotazníka',
    'Vzorové sady odpovedí',
    'Zmeny oproti uloženej verzii',
    'Náhľad',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Bez chýb. Nič nie je upravené.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('verzia 1.0.0');
  await expect(page.getByRole('region', { name: /^Otázka e1 \(výber jednej odpovede\)/ })).toBeVisible();
  await expect(answerOf(page, 'e1', 'yes', 'sk').getByLabel('Body')).toHaveValue('0');
  // The condition editor in Slovak, the controlling question's answers in their Slovak texts.
  const condition = page.getByRole('group', { name: 'Podmienka otázky e2', exact: true });
  await expect(condition.getByRole('radio', { name: 'Zobrazí sa, len ak' })).toBeChecked();
  await expect(condition.getByRole('combobox', { name: 'Riadiaca otázka' })).toHaveValue('e1');
  await expect(
    condition.getByRole('group', { name: 'e1 je' }).getByRole('checkbox', { name: 'Áno (yes)' }),
  ).toBeChecked();
  await expect(page.getByRole('textbox', { name: `JSON súboru ${FILE}` })).toBeVisible();
  // The previews show the app's texts of each pane's language, whatever the studio speaks.
  await expect(
    page.getByRole('region', { name: 'Náhľad v bulharčine' }).getByRole('radio', { name: 'Да', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Náhľad v angličtine' }).getByRole('radio', { name: 'Yes', exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('golden-schemas/golden/sets/balanced-employee.json')).toContainText('✓ vyhovuje');
  await expectNoAxeViolations(page);
  await shoot(page, 'sk');

  // A missing English text: the message and the refusal in Slovak, with Slovak plural forms.
  await questionText(page, 'e1', 'Anglický text', 'sk').fill('');
  await expect(page.getByText('Chýba anglický text (questionnaire.e.e1.title)')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: '1 chyba: kým ju neopravíte, uložiť sa nedá.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Neuložené: najprv opravte zobrazenú chybu.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Späť' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bez chýb. Nič nie je upravené.' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Uložiť' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel('Jazyk štúdia')).toHaveValue('sk');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');

  // Bulgarian, chosen by keyboard too (two options down from Slovak).
  await page.getByLabel('Jazyk štúdia').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Език на студиото')).toHaveValue('bg');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
  await expect(
    page.getByRole('navigation', { name: 'Дефиниции' }).getByRole('heading', { name: 'Раздели на въпросника' }),
  ).toBeVisible();
  for (const name of ['Отмени', 'Повтори', 'Запази'])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  for (const name of [
    'Въпроси',
    'Изходен JSON',
    'Анализ на въпросника',
    'Еталонни набори от отговори',
    'Промени спрямо запазената версия',
    'Преглед',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Няма грешки. Нищо не е редактирано.' })).toBeVisible();
  await expect(answerOf(page, 'e1', 'no', 'bg').getByLabel('Точки')).toHaveValue('0');
  await expect(questionText(page, 'e1', 'Български текст', 'bg')).toHaveValue(/^Имате ли предпочитания за устойчивост/);
  await expect(
    page
      .getByRole('group', { name: 'Условие за въпрос e2', exact: true })
      .getByRole('radio', { name: 'Показва се винаги' }),
  ).not.toBeChecked();
  await expect(
    page.getByRole('region', { name: 'Преглед на словашки' }).getByRole('radio', { name: 'Áno', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // An edit: the status names it in Bulgarian; points by the arrow keys.
  const points = answerOf(page, 'e1', 'yes', 'bg').getByLabel('Точки');
  await points.focus();
  await page.keyboard.press('ArrowUp');
  await expect(points).toHaveValue('1');
  await expect(
    page.getByRole('status').filter({ hasText: 'Няма грешки. Редактирани: questionnaire/e-sustainability.json.' }),
  ).toBeVisible();
  await shoot(page, 'bg');
  await page.getByRole('button', { name: 'Отмени' }).click();
  await expect(points).toHaveValue('0');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Запази' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel('Език на студиото')).toHaveValue('bg');
  await expect(page).toHaveTitle('Студио за дефиниции – WEM onboarding');
  expect(errors).toEqual([]);
});
