import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * CSS for an element of the screen shown, not of one the app keeps mounted beside it (the screens of back and
 * forward, the next one rendered ahead): those stay in the page, laid out and hidden from everyone, in boxes marked
 * `data-hidden-screen` (src/app/shell/screen-boxes.ts). Role queries pass them by already (hidden from the
 * accessibility tree); CSS locators and document queries need this.
 */
export const SHOWN = ':not([data-hidden-screen] *)';

/** The shown screen's main landmark and first-level heading, as CSS. */
export const SHOWN_MAIN = `main${SHOWN}`;
export const SHOWN_HEADING = `main h1${SHOWN}`;

/** Tab `presses` times through the page: the focus never lands on an element of a hidden screen. */
export async function expectTabOnShownScreen(page: Page, presses = 40): Promise<void> {
  const hidden: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused?.closest('[data-hidden-screen]') ? focused.outerHTML.slice(0, 120) : undefined;
    });
    if (reached) hidden.push(reached);
  }
  expect(hidden).toEqual([]);
}

/**
 * How many elements Chromium styled (its UpdateLayoutTree events) and laid out (Layout's dirty objects) while `act`
 * ran, from a trace of the page: what a screen's change cost the browser, whatever the machine's speed.
 */
export async function styledAndLaidOut(
  page: Page,
  browser: Browser,
  act: () => Promise<unknown>,
): Promise<{ styled: number; laidOut: number }> {
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await act();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; args?: { elementCount?: number; beginData?: { dirtyObjects?: number } } }[];
  };
  const sum = (name: string, count: (args: NonNullable<(typeof traceEvents)[number]['args']>) => number | undefined) =>
    traceEvents
      .filter((event) => event.name === name)
      .reduce((total, { args }) => total + (args ? (count(args) ?? 0) : 0), 0);
  return {
    styled: sum('UpdateLayoutTree', (args) => args.elementCount),
    laidOut: sum('Layout', (args) => args.beginData?.dirtyObjects),
  };
}
