import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/axe';
import { expectReflow } from '../e2e/steps/journey-context';
import { openDefinition } from './studio-page';

// WCAG 1.4.10 (reflow): at 320 px wide, a phone or 1280 px at 400 % zoom, the studio scrolls only up and down. A data
// table may keep its columns (the criterion's exception), scrolling sideways in a box of its own that the keyboard can
// reach (WideTable); where it fits, that box is no tab stop and no landmark.

// Each file opened, and the names of its wide tables.
const FILES: readonly { file: string; tables: readonly string[] }[] = [
  {
    file: 'schemas/questionnaire/a-knowledge.json',
    tables: [
      'Lowest and highest score per section',
      'Risk profile each golden answer set expects, and the one it reaches now',
    ],
  },
  { file: 'schemas/questionnaire/consistency.json', tables: ['Consistency rules per golden answer set'] },
];

async function expectTablesScrollAlone(page: Page, names: readonly string[]) {
  // No sideways scrolling, no field's label cut short, no text over its neighbour's (as on the app's steps).
  await expectReflow(page);
  for (const name of names) {
    const region = page.getByRole('region', { name, exact: true });
    await expect(region.getByRole('table', { name, exact: true })).toBeVisible();
    // In the tab order like any control, then scrolled with the arrow keys.
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  }
}

for (const { file, tables } of FILES) {
  test(`${file.replace('schemas/', '')} at 320 px: nothing runs off the page sideways, its tables scroll in their own box by keyboard; at 1280 px they fit`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openDefinition(page, file);
    await expectTablesScrollAlone(page, tables);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('studio-320.png'), fullPage: true });

    await page.setViewportSize({ width: 1280, height: 800 });
    for (const name of tables) {
      await expect(page.getByRole('table', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name, exact: true })).toHaveCount(0);
    }
  });
}
