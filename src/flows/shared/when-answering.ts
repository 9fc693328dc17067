// A person answering: a key, a press or a touch; or a field changed without either (a file dropped on its field, the
// browser's autofill, a dictated word). Not the focus moving in (the screen change moves it to the heading) nor the
// mouse passing over.
const ANSWERING = ['keydown', 'pointerdown', 'touchstart', 'input', 'change', 'drop'] as const;

/**
 * Calls `act` once, the next time the person answers something on the page; answers a function that cancels it.
 * For what the next screen needs: fetched while the current one is answered, not by someone who only looks.
 */
export function whenAnswering(act: () => void): () => void {
  const stop = () => {
    for (const type of ANSWERING) document.removeEventListener(type, once, true);
  };
  const once = () => {
    stop();
    act();
  };
  for (const type of ANSWERING) document.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}
