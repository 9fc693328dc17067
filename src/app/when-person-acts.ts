// What counts as a person starting to use the page: a touch, a click, a key, the focus moving in, the mouse moving.
const FIRST_ACTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * Calls `act` once, the next time the person does something on the page; answers a function that cancels it. With
 * `appFocus`, the focus moving to an element it matches is the app's own doing (a heading focused as a screen shows),
 * not the person's.
 */
export function onNextAct(act: () => void, appFocus?: string): () => void {
  const stop = () => {
    for (const type of FIRST_ACTS) document.removeEventListener(type, once, true);
  };
  const once = (event: Event) => {
    if (appFocus && event.type === 'focusin' && (event.target as Element).matches(appFocus)) return;
    stop();
    act();
  };
  for (const type of FIRST_ACTS) document.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}

/**
 * Calls `act` once, when the person first does something on the page, or at once if they already did while
 * the page's scripts loaded (public/before-app.js notes it).
 */
export function whenPersonActs(act: () => void): void {
  if ((window as Window & { wemActed?: boolean }).wemActed) act();
  else onNextAct(act);
}
