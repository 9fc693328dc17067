import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After every navigation: scroll to the top (SPEC §4) and move focus to the new screen's heading, so a
 * keyboard or screen-reader user starts reading the new step, not the footer of the old one.
 */
export function ScrollAndFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    // The screen may still be loading; look for its heading on the next frames.
    let frames = 0;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (frames++ < 120) requestAnimationFrame(focusHeading);
    };
    requestAnimationFrame(focusHeading);
  }, [pathname]);
  return null;
}
