/**
 * Scrolls the page just enough that what the person works with is above the toasts rather than under them: the
 * focused field or button (the code field after "send code", the button just pressed) and, when both fit on the
 * screen, the button that sends it (the code's "Sign" under its field). The page's foot keeps room for
 * the toasts (ToastRegion), so there is always room to scroll.
 */
export function keepFocusClear(stack: HTMLElement): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || stack.contains(focused)) return;
  const toasts = stack.getBoundingClientRect();
  if (toasts.height === 0) return;
  const field = focused.getBoundingClientRect();
  const send = sendButtonOf(focused)?.getBoundingClientRect();
  const withSend = send !== undefined && send.bottom > field.bottom && send.bottom - field.top < toasts.top - 8;
  const area = {
    top: field.top,
    bottom: withSend ? send.bottom : field.bottom,
    left: withSend ? Math.min(field.left, send.left) : field.left,
    right: withSend ? Math.max(field.right, send.right) : field.right,
  };
  const overlaps =
    area.bottom > toasts.top && area.top < toasts.bottom && area.right > toasts.left && area.left < toasts.right;
  // Never so far that the focused element itself leaves the top of the screen.
  if (overlaps) window.scrollBy({ top: Math.min(area.bottom - toasts.top + 8, Math.max(0, field.top - 8)) });
}

/**
 * The button that sends what the focused field holds: its send group's (`data-send-group`, e.g. a code and its "Sign"
 * inside a larger form, whose own submit button is elsewhere), else its form's submit button.
 */
function sendButtonOf(focused: HTMLElement): HTMLElement | null | undefined {
  const group = focused.closest('[data-send-group]');
  if (group) return group.querySelector<HTMLElement>('[data-sends]');
  return focused.closest('form')?.querySelector<HTMLElement>('[type="submit"]');
}
