import { useEffect } from 'react';

type PrerenderWindow = Window & { wemTakeOver?: () => HTMLElement[] };

/**
 * Ends public/before-app.js's keeping of presses on a prerendered page and replays them, now that the app
 * handles them. Called once the part of the page that may have been pressed has hydrated, not when hydration
 * starts: a press on a part whose code is still loading would reach React before it can handle it.
 */
export function takeOverPresses(): void {
  const pressed = (window as PrerenderWindow).wemTakeOver?.() ?? [];
  for (const element of pressed) setTimeout(() => element.isConnected && element.click());
}

/** Takes the presses over when the screen that uses it is shown (hydrated or rendered). */
export function useTakeOverPresses(): void {
  useEffect(() => takeOverPresses(), []);
}
