import { HIDDEN_SCREEN } from '../shell/screen-boxes';
import './input-modality';

/** Not a hidden screen's: one kept beside the shown screen (KeptScreens) is in the page too, in a box marked hidden. */
const shown = (heading: HTMLElement) => !heading.closest(`[${HIDDEN_SCREEN}]`);

/**
 * Moves focus to the screen's heading, so a keyboard or screen-reader user starts reading the new screen. The
 * screen may still be loading; its heading is looked for on the next frames. Its focus ring shows to keyboard
 * users only (see input-modality). Returns a cancel function.
 *
 * The heading found in a frame is focused right after that frame is drawn, not in it (issue 24): focused before the
 * frame's style, the browser styled the page for the focus in the middle of the frame, then dispatched blur and focus
 * through React and styled the heading again for its new state, all before the new screen was drawn (focus 3 to 8 ms
 * of a return at 4x CPU). After the frame the page's style is already done, and the heading's focus costs the next
 * frame little. A person sees the screen one frame sooner; its heading is focused and announced a task later.
 */
export function focusScreenHeading(): () => void {
  let frames = 0;
  let request = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const focusHeading = () => {
    const heading = Array.from(document.querySelectorAll<HTMLElement>('main h1')).find(shown);
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // A task posted from a frame's callbacks runs after the frame is drawn.
      timer = setTimeout(() => {
        if (heading.isConnected && shown(heading)) heading.focus({ preventScroll: true });
      }, 0);
    } else if (frames++ < 120) request = requestAnimationFrame(focusHeading);
  };
  request = requestAnimationFrame(focusHeading);
  return () => {
    cancelAnimationFrame(request);
    clearTimeout(timer);
  };
}
