// The studio's fields keep their visible labels when the person switches the studio's language, in each direction
// (sk -> en -> bg -> sk -> bg -> en -> sk): the texts editor's search, filter and per-language fields, Propose's reason
// and reference, the changes' filter and the history's definition. Each field is found by its role and its name in the
// language just chosen, and its label shows that name. And the texts editor's save bar covers the fields scrolled under
// it, labels included. Nothing is saved or proposed (texts-riskPicture is read only here and by texts-only-missing).
import type { Locator, Page } from '@playwright/test';
import { expect, expectReflow, signInAs, test } from './support/registry-test';
import { wordsOf } from './workflow-helpers';
import { allowing } from './support/slowdown';

type Language = 'sk' | 'en' | 'bg';
type Words = ReturnType<typeof wordsOf>;
const WORDS = { sk: wordsOf('sk'), en: wordsOf('en'), bg: wordsOf('bg') };
/** Every switch between two languages, each way. */
const SWITCHES: Language[] = ['en', 'bg', 'sk', 'bg', 'en', 'sk'];

/** The label the person sees for `field`: its <label> (MUI's and the native ones name the field by `for`). */
async function expectShownLabel(field: Locator, name: string): Promise<void> {
  await expect(field).toBeVisible();
  const id = await field.getAttribute('id');
  const label = field.page().locator(`label[for="${id}"]`);
  await expect(label).toHaveText(name);
  await expect(label).toBeVisible();
  // Drawn where it belongs: over the field's top border or beside it, not pushed away or squeezed to nothing.
  const [labelBox, fieldBox] = [await label.boundingBox(), await field.boundingBox()];
  expect(labelBox!.width).toBeGreaterThan(10);
  expect(Math.abs(labelBox!.x - fieldBox!.x)).toBeLessThan(40);
  expect(Math.abs(labelBox!.y - fieldBox!.y)).toBeLessThan(60);
}

async function switchTo(page: Page, from: Language, to: Language): Promise<void> {
  await page.getByLabel(WORDS[from]('uiLanguage')).selectOption(to);
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** The fields of each screen, by role and name in `language`. */
const SCREENS: {
  hash: string;
  heading: (w: Words) => string;
  check: (page: Page, w: Words) => Promise<void>;
}[] = [
  {
    hash: '#texts/riskPicture',
    heading: (w) => w('txHeading', { screen: w('txScreen.riskPicture') }),
    check: async (page, w) => {
      await expectShownLabel(page.getByRole('searchbox', { name: w('txSearch') }), w('txSearch'));
      await expect(page.getByRole('checkbox', { name: w('txOnlyMissing') })).toBeVisible();
      await expect(page.getByText(w('txOnlyMissing'), { exact: true })).toBeVisible();
      const row = page.getByRole('group', { name: 'title', exact: true });
      for (const language of ['sk', 'en', 'bg'] as const)
        await expectShownLabel(
          row.getByRole('textbox', { name: w(`lang.${language}.name`), exact: true }),
          w(`lang.${language}.name`),
        );
    },
  },
  {
    hash: '#workflow/propose',
    heading: (w) => w('wfProposeTitle'),
    check: async (page, w) => {
      await expectShownLabel(page.getByRole('textbox', { name: w('wfReason') }), `${w('wfReason')} *`);
      await expectShownLabel(page.getByRole('textbox', { name: w('wfReference') }), `${w('wfReference')} *`);
    },
  },
  {
    hash: '#workflow/changes',
    heading: (w) => w('wfChangesTitle'),
    check: (page, w) =>
      expectShownLabel(page.getByRole('combobox', { name: w('wfFilterStatus') }), w('wfFilterStatus')),
  },
  {
    hash: '#workflow/history',
    heading: (w) => w('wfHistoryTitle'),
    check: (page, w) => expectShownLabel(page.getByRole('combobox', { name: w('wfDefinition') }), w('wfDefinition')),
  },
];

test('every field of the texts editor and the workflow screens shows its label in the language switched to, each way', async ({
  page,
}, testInfo) => {
  test.setTimeout(allowing(240_000));
  await signInAs(page, 'author-1');
  for (const screen of SCREENS) {
    await page.goto(`/${screen.hash}`);
    let current: Language = 'sk';
    await expect(page.getByRole('heading', { level: 1, name: screen.heading(WORDS.sk) })).toBeVisible();
    await screen.check(page, WORDS.sk);
    for (const next of SWITCHES) {
      await switchTo(page, current, next);
      current = next;
      await expect(page.getByRole('heading', { level: 1, name: screen.heading(WORDS[next]) })).toBeVisible();
      await screen.check(page, WORDS[next]);
    }
  }
  // The texts editor in each language, on a phone and at a desk, for a person to look at (the labels once settled).
  await page.goto('/#texts/riskPicture');
  let current: Language = 'sk';
  for (const language of ['en', 'bg', 'sk'] as const) {
    await switchTo(page, current, language);
    current = language;
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectReflow(page);
      const search = page.getByRole('searchbox', { name: WORDS[language]('txSearch') });
      await search.scrollIntoViewIfNeeded();
      await expectShownLabel(search, WORDS[language]('txSearch'));
      await page.screenshot({ path: testInfo.outputPath(`texts-labels-${language}-${width}.png`) });
    }
  }
});

/** The box of `element` less a few pixels at the top and bottom, where its border meets what lies beside it. */
async function inside(element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = (await element.boundingBox())!;
  return {
    x: Math.ceil(box.x),
    y: Math.ceil(box.y) + 3,
    width: Math.floor(box.width),
    height: Math.floor(box.height) - 6,
  };
}

test('the texts editor’s save bar covers the fields scrolled under it, their labels too', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'author-1');
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/#texts/riskPicture');
  const bar = page.getByRole('button', { name: WORDS.sk('txSave') }).locator('..');
  await expect(bar).toBeVisible();
  // At the top of the page, rows lie under the bar; at the bottom, nothing does. The bar must look the same.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('group', { name: 'title', exact: true })).toBeInViewport();
  const overRows = await page.screenshot({
    clip: await inside(bar),
    path: testInfo.outputPath('save-bar-over-rows.png'),
  });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('group', { name: 'title', exact: true })).not.toBeInViewport();
  const alone = await page.screenshot({ clip: await inside(bar), path: testInfo.outputPath('save-bar-alone.png') });
  expect(overRows.equals(alone), 'the save bar over the rows looks as it does with nothing under it').toBe(true);
});
