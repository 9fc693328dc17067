import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page, expect } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only violations are read; leaving out passes and incomplete results spares most of axe's time.
  resultTypes: ['violations'],
};

declare global {
  interface Window {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

/**
 * Runs axe with the WCAG 2.1 A and AA rules on the page and expects no violation (listed when there are some).
 * axe is put into the page once per document and run there directly: the app has no frames, and
 * @axe-core/playwright's default run injects axe again on every call and finishes in a new blank page, which
 * made a third of an onboarding journey's time.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  // Colours are judged as they end up: a button still fading from its disabled grey fails the contrast check.
  // Endless animations (a spinner) are left running, and so are those of a screen the app keeps hidden beside the
  // shown one: the browser does not run them until it is shown again (content-visibility: hidden).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .filter((animation) => !(animation.effect as KeyframeEffect | null)?.target?.closest('[data-hidden-screen]'))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(
    async (options) => (await window.axe!.run(document, options)).violations,
    OPTIONS,
  );
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}
