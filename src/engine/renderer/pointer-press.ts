/**
 * Whether a pointer (mouse button, finger, pen) is pressed on the page, and work held back until it is released.
 *
 * A field loses the focus on the press (mousedown), but the click lands where the press and the release both hit:
 * a message that appears on leaving the field and pushes the content down between the two makes the click miss
 * (the answer below the field moved away under the pointer). So what leaving a field shows waits for the release
 * and the click that follows it. Keyboard users are not affected: without a pressed pointer it runs at once.
 */

let pressed = false;
let held: (() => void)[] = [];
let watchers = 0;

function press(): void {
  pressed = true;
}

function runHeld(): void {
  if (pressed) return;
  const waiting = held;
  held = [];
  for (const action of waiting) action();
}

function release(event: Event): void {
  // A field's blur passes the window too (capture phase): only the window's own blur ends a press.
  if (!pressed || (event.type === 'blur' && event.target !== window)) return;
  pressed = false;
  // The browser dispatches the click in the same task as the release (mouseup), after it: a timeout runs after both.
  setTimeout(runHeld, 0);
}

// A touch sends pointerdown and pointerup first and only then, for the tap, mousedown (the field's blur), mouseup and
// click: both pairs count as a press. pointercancel (a touch that turned into a scroll), dragend and the window
// losing the focus end a press whose release the page will never see.
const PRESS_EVENTS = ['pointerdown', 'mousedown'] as const;
const RELEASE_EVENTS = ['pointerup', 'pointercancel', 'mouseup', 'dragend', 'blur'] as const;
const OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

/** Starts following the pointer's presses on the page (once, however many forms ask); returns the stop function. */
export function watchPointerPress(): () => void {
  if (watchers++ === 0) {
    for (const type of PRESS_EVENTS) window.addEventListener(type, press, OPTIONS);
    for (const type of RELEASE_EVENTS) window.addEventListener(type, release, OPTIONS);
  }
  return () => {
    if (--watchers > 0) return;
    for (const type of PRESS_EVENTS) window.removeEventListener(type, press, OPTIONS);
    for (const type of RELEASE_EVENTS) window.removeEventListener(type, release, OPTIONS);
    pressed = false;
    runHeld();
  };
}

/** Whether a pointer is pressed now (on a page where a form follows the presses, see watchPointerPress). */
export function isPointerPressed(): boolean {
  return pressed;
}

/** Runs `action` now, or, while a pointer is pressed, once it is released and its click has been handled. */
export function afterPointerRelease(action: () => void): void {
  if (pressed) held.push(action);
  else action();
}
