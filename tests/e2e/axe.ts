import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** Runs axe with the WCAG 2.1 A and AA rules on the page and expects no violation (listed when there are some). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}
