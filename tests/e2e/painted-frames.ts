import type { Page } from '@playwright/test';
import { SHOWN_HEADING } from './shown-screen';

/** What an animation frame was about to paint: the main heading's text and the footer's question cards, joined. */
export interface PaintedFrame {
  /** When its requestAnimationFrame callbacks ran (performance.now()). */
  at: number;
  heading: string;
  cards: string;
}

/**
 * From now on, notes what each animation frame is about to paint (a requestAnimationFrame callback runs after the
 * frame's scripts and before its style, layout and paint): which of a screen change's parts came in the frame that
 * showed its heading, and which after it. Read with `paintedFrames`.
 */
export async function watchFrames(page: Page): Promise<void> {
  await page.evaluate((shownHeading) => {
    const painted: PaintedFrame[] = [];
    (window as unknown as { painted: typeof painted }).painted = painted;
    const note = () => {
      const cards = [...document.querySelectorAll('footer h3')].map((card) => card.textContent).join(' | ');
      painted.push({ at: performance.now(), heading: document.querySelector(shownHeading)?.textContent ?? '', cards });
      requestAnimationFrame(note);
    };
    requestAnimationFrame(note);
  }, SHOWN_HEADING);
}

export const paintedFrames = (page: Page): Promise<PaintedFrame[]> =>
  page.evaluate(() => (window as unknown as { painted: PaintedFrame[] }).painted);

/** The footer's question cards shown now, joined as `watchFrames` notes them. */
export const cardsShown = async (page: Page): Promise<string> =>
  (await page.locator('footer h3').allTextContents()).join(' | ');

/** Emulates a phone's CPU (4x slower) in `page` until the returned function is called. */
export async function slowCpu(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  };
}
