import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusScreenHeading } from './focus-screen-heading';

/**
 * After every navigation in the app: scroll to the top (SPEC §4) and move focus to the new screen's heading, so a
 * keyboard or screen-reader user starts reading the new step, not the footer of the old one (with a focus ring only
 * for those who use the keyboard, see focusScreenHeading).
 */
export function ScrollAndFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The page the browser loaded stays where the person is: on a prerendered page they may have scrolled before
    // the app took it over, and a jump to the top then would take the box or button they are pressing away.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    return focusScreenHeading();
  }, [pathname]);
  return null;
}
