/**
 * Whether the person's last act on the page was a key press or a pointer (mouse, finger, pen), so that a heading
 * the app focuses itself (after a navigation, a new part of the questionnaire, a return from the identity
 * provider) shows its focus ring only to keyboard users. The browser's own `:focus-visible` cannot tell here: once
 * the pressed button is disabled for the request, or on a fresh page load, the focus is on the page itself, and
 * Chromium then shows the ring on whatever a script focuses next, after a click too.
 */

/** Set on a focused screen heading while the person moves through the page by keyboard: the theme draws its ring. */
export const KEYBOARD_FOCUS_ATTRIBUTE = 'data-keyboard-focus';

const SCREEN_HEADING = 'h1[tabindex="-1"]';

let keyboard = false;
let watching = false;

// Shortcuts (Ctrl, Alt, Cmd with a key) do not move through the page, as the focus-visible heuristics count them.
function onKey(event: KeyboardEvent): void {
  if (!event.altKey && !event.ctrlKey && !event.metaKey) keyboard = true;
}

function onPointer(): void {
  keyboard = false;
}

function onFocus(event: FocusEvent): void {
  const target = event.target;
  if (target instanceof HTMLElement && target.matches(SCREEN_HEADING))
    target.toggleAttribute(KEYBOARD_FOCUS_ATTRIBUTE, keyboard);
}

const OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

/**
 * Starts following how the person acts on the page (once; later calls do nothing). Called as the page's first module
 * loads (src/main.tsx imports this), long before the app's code on a prerendered page: a key pressed there before
 * the app arrived still counts, and a heading focused before it knows nothing shows no ring.
 */
export function watchInputModality(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('keydown', onKey, OPTIONS);
  window.addEventListener('pointerdown', onPointer, OPTIONS);
  window.addEventListener('focusin', onFocus, OPTIONS);
}

watchInputModality();
