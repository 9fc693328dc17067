import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * For a controlled input whose value the widget reformats: remembers where the caret belongs and puts it there
 * once React has written the new value (which otherwise moves the caret to the end).
 */
export function useCaretAfterRender() {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pending.current;
    if (input === null || caret === null) return;
    pending.current = null;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  });
  const placeCaret = useCallback((caret: number) => {
    pending.current = caret;
  }, []);
  return { inputRef, placeCaret };
}
