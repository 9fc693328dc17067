import { fieldId } from '../../../engine';

/** How long a question's section may take to appear (its definition and validators load first). */
const WAIT_MS = 10_000;

/** The answer a keyboard reaches first in a question: the chosen one, else the first. */
function inputOf(group: Element): HTMLInputElement | null {
  return group.querySelector<HTMLInputElement>('input:checked') ?? group.querySelector<HTMLInputElement>('input');
}

/**
 * Moves the focus to a question of the questionnaire (the form names its group `fieldId(slug)`) once its section shows
 * it, and brings it into view: the contradictions screen's links land there, so a keyboard or screen reader user
 * is at the answer to change. Returns a function that stops waiting.
 */
export function focusQuestion(slug: string): () => void {
  const focus = (): boolean => {
    const group = document.getElementById(fieldId(slug));
    const input = group && inputOf(group);
    if (!input) return false;
    input.focus();
    group.scrollIntoView({ block: 'center' });
    return true;
  };
  const deadline = performance.now() + WAIT_MS;
  let frame = requestAnimationFrame(function attempt() {
    if (!focus() && performance.now() < deadline) frame = requestAnimationFrame(attempt);
  });
  return () => cancelAnimationFrame(frame);
}
