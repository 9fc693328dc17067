import { HIDDEN_SCREEN } from '../shell/screen-boxes';
import './input-modality';

/**
 * Moves focus to the screen's heading, so a keyboard or screen-reader user starts reading the new screen. The
 * screen may still be loading; its heading is looked for on the next frames. Its focus ring shows to keyboard
 * users only (see input-modality). Returns a cancel function.
 */
export function focusScreenHeading(): () => void {
  let frames = 0;
  let request = 0;
  const focusHeading = () => {
    // The shown screen's: a hidden screen kept beside it (KeptScreens) is in the page too, in a box marked hidden.
    const heading = Array.from(document.querySelectorAll<HTMLElement>('main h1')).find(
      (h1) => !h1.closest(`[${HIDDEN_SCREEN}]`),
    );
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    } else if (frames++ < 120) request = requestAnimationFrame(focusHeading);
  };
  request = requestAnimationFrame(focusHeading);
  return () => cancelAnimationFrame(request);
}
