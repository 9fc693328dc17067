/**
 * The boxes of the screens KeptScreens keeps mounted (issue 24). Every box stays in the document, in one slot, so the
 * browser keeps each screen's style and layout: a box put back into the document after a return was styled and laid
 * out anew, about 45 ms of a back to the address step at 4x CPU (397 elements styled, 274 laid out).
 *
 * A hidden box has `content-visibility: hidden`: the browser skips its content (not painted, no room taken, not
 * focusable, out of the accessibility tree, found by no search of the page, no pointer's target) and keeps the style
 * and layout it had. Showing it changes the box's own style alone. (Hidden by `visibility` instead, every element
 * of the screen was styled anew when shown: 44 ms at 4x CPU, as much as before.)
 *
 * A screen rendered ahead was never shown, so it has no style or layout to keep: the browser would do them all as it is
 * shown, inside the step change (about half of personal data -> address after the provider's answer). Reading a
 * hidden element's geometry makes the browser style and lay out the hidden content (content-visibility keeps
 * "style/layout measurement APIs" working, and what they computed stays): done once the browser is idle after a
 * hidden box changed, so the reveal finds that work done.
 *
 * Two things would still reach into a hidden box, and are kept out:
 * - React's Activity hides a hidden screen's top elements with `display: none`, which drops their layout: undone
 *   (the screen is hidden by its box instead; Activity still stops its effects);
 * - an id of the shown screen also in a hidden one before it in the page (the same screen twice in the history, two
 *   forms naming a field alike) would let a label, a description or getElementById reach the hidden element first
 *   (each takes the first element with the id): such a hidden box leaves the document until it is shown again. One
 *   after the shown screen is never reached first, and stays.
 */

import { whenIdle } from '../when-idle';

/** Marks a hidden box, for those who look for the shown screen's elements (its heading, its main). */
export const HIDDEN_SCREEN = 'data-hidden-screen';

/** Boxes shown at least once: laid out then, and kept so while hidden. */
const shownOnce = new WeakSet<HTMLElement>();

/** Hidden boxes that left the document because their ids are also the shown screen's. */
const apart = new WeakSet<HTMLElement>();

// Set through the box's style object, which the style-src policy allows (an attribute in markup it would not).
function setShown(box: HTMLElement, shown: boolean): void {
  if (shown) shownOnce.add(box);
  if (shown === !box.hasAttribute(HIDDEN_SCREEN)) return;
  box.style.contentVisibility = shown ? '' : 'hidden';
  box.toggleAttribute(HIDDEN_SCREEN, !shown);
  // Said to assistive technology too, for those that read the page without its style.
  if (shown) box.removeAttribute('aria-hidden');
  else box.setAttribute('aria-hidden', 'true');
}

/** A new box, hidden until shown. */
export function newScreenBox(): HTMLDivElement {
  const box = document.createElement('div');
  setShown(box, false);
  return box;
}

/** Takes off the `display: none` React's Activity put on a hidden box's top elements (see above). */
export function keepLaidOut(box: HTMLElement): void {
  if (!box.hasAttribute(HIDDEN_SCREEN)) return;
  for (const child of Array.from(box.children))
    if (child instanceof HTMLElement && child.style.display === 'none') child.style.removeProperty('display');
}

/**
 * The hidden boxes among `boxes` that hold the first element with one of the shown box's ids leave the document (see
 * above). Asked of the page's own index of ids, not by reading every hidden screen's ids (the questionnaire rendered
 * ahead, a form: about 3 ms of each return at 4x CPU, issue 24).
 */
function setApartClashes(shown: HTMLElement | undefined, boxes: readonly HTMLElement[]): void {
  if (!shown?.isConnected) return;
  for (const element of shown.querySelectorAll('[id]')) {
    let first = document.getElementById(element.id);
    let box: HTMLElement | undefined;
    while (first !== element && (box = boxes.find((candidate) => candidate !== shown && candidate.contains(first)))) {
      apart.add(box);
      box.remove();
      first = document.getElementById(element.id);
    }
  }
}

/**
 * Puts the kept screens' boxes in the slot: the shown one shown (in the document even when it had left it), the
 * others hidden, those no longer kept taken out.
 */
export function placeScreenBoxes(slot: HTMLElement, boxes: readonly HTMLElement[], shown: HTMLElement | undefined) {
  for (const child of Array.from(slot.children)) if (!boxes.includes(child as HTMLElement)) child.remove();
  for (const box of boxes) {
    setShown(box, box === shown);
    if (box === shown) apart.delete(box);
    if (box.parentNode !== slot && !apart.has(box)) slot.append(box);
    keepLaidOut(box);
  }
  setApartClashes(shown, boxes);
}

/**
 * Watches the slot for what a render of a hidden screen brings in later (Activity renders hidden screens apart, after
 * the page's own work): its top elements' `display: none`, ids that clash with the shown screen's. Changes in the
 * shown screen (typing, a message) cost a lookup of their hidden box, which they have none.
 */
export function watchScreenBoxes(slot: HTMLElement): () => void {
  const toLayOut = new Set<HTMLElement>();
  let cancelLayout: (() => void) | undefined;
  const layOut = () => {
    cancelLayout = undefined;
    for (const box of toLayOut) if (box.isConnected && box.hasAttribute(HIDDEN_SCREEN)) layOutHidden(box);
    toLayOut.clear();
  };
  const observer = new MutationObserver((records) => {
    const touched = new Set<HTMLElement>();
    // Laid out: screens rendered ahead whose content changed. Not one that was shown (a return's), which keeps the
    // layout it had: read while hidden after a change in it, the browser laid out more than the return itself
    // (transition-returns.spec counted 140 layout objects in a back's window once, against 36).
    const layOutIfAhead = (box: HTMLElement) => {
      if (!shownOnce.has(box)) toLayOut.add(box);
    };
    for (const { target, addedNodes } of records) {
      // A box put in the slot already filled (its screen rendered before it was placed): to lay out, nothing else.
      if (target === slot) for (const box of addedNodes) if (box instanceof HTMLElement) layOutIfAhead(box);
      const element = target instanceof Element ? target : target.parentElement;
      const box = element?.closest<HTMLElement>(`[${HIDDEN_SCREEN}]`);
      if (box?.parentNode === slot) {
        touched.add(box);
        layOutIfAhead(box);
      }
    }
    if (touched.size > 0) {
      touched.forEach(keepLaidOut);
      const shown = Array.from(slot.children).find(
        (box): box is HTMLElement => box instanceof HTMLElement && !box.hasAttribute(HIDDEN_SCREEN),
      );
      setApartClashes(shown, [...touched]);
    }
    if (toLayOut.size > 0) cancelLayout ??= whenIdle(layOut, 5000);
  });
  observer.observe(slot, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'id'] });
  return () => {
    observer.disconnect();
    cancelLayout?.();
  };
}

/** Styles and lays out a hidden box's content (see above): a read of its first element's geometry. */
function layOutHidden(box: HTMLElement): void {
  box.firstElementChild?.getBoundingClientRect();
}
