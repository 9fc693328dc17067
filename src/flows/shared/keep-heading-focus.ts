import { type RefCallback, useCallback } from 'react';

/** The screen heading that last had the focus (after a navigation, a new questionnaire part, an outcome). */
let focusedHeading: HTMLElement | undefined;

/** Notes a screen heading taking the focus. */
export function noteHeadingFocus(heading: HTMLElement): void {
  focusedHeading = heading;
}

/**
 * A screen often shows a placeholder first (its definitions or the pinned versions still loading) and then its
 * content under another heading element. The app focuses the heading that is there after a navigation; when that
 * element leaves the page with the placeholder, the focus falls to the body and a screen reader loses its place.
 * The heading that replaces it takes the focus over, only then (a page loaded afresh keeps its focus where it is).
 */
export function useTakeOverHeadingFocus(): RefCallback<HTMLHeadingElement> {
  return useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || !focusedHeading || focusedHeading.isConnected || focusedHeading === heading) return;
    // Only the first heading after the one that left may take over: later a focus on the body is the person's.
    focusedHeading = undefined;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, []);
}
