import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PendingChanges } from './pending-changes';

export interface TransitionChange<T> {
  /** What the field shows: the latest typed or chosen value, ahead of the form's data while a change waits. */
  shown: T;
  /** Shows `next` at once and tells the form in a transition. */
  change: (next: T) => void;
}

/**
 * A field's value shown at once and handed to the form in a React transition, so the frame after a keystroke
 * paints the field alone and the form's re-render (every field, validation, the caller's state) follows without
 * holding keys back. `pending` lets the renderer tell waiting changes synchronously before a submit or blur.
 * A value coming back from the form that the field did not send (a reset, a reformat) replaces what is shown.
 */
export function useTransitionChange<T>(path: string, value: T, onChange: (next: T) => void, pending: PendingChanges | undefined): TransitionChange<T> {
  const [shown, setShown] = useState(value);
  const latestShown = useRef(value);
  // Values handed to the form and not yet back as `value`, oldest first.
  const sent = useRef<T[]>([]);
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });

  useLayoutEffect(() => {
    const at = sent.current.findIndex((item) => Object.is(item, value));
    if (at >= 0) {
      sent.current = sent.current.slice(at + 1);
      return;
    }
    sent.current = [];
    latestShown.current = value;
    setShown(value);
  }, [value]);

  useEffect(
    () =>
      pending?.register({
        path,
        waiting: () => sent.current.length > 0,
        value: () => latestShown.current,
        flush: () => latestOnChange.current(latestShown.current),
      }),
    [pending, path],
  );

  const change = useCallback((next: T) => {
    sent.current.push(next);
    latestShown.current = next;
    setShown(next);
    startTransition(() => latestOnChange.current(next));
  }, []);

  return { shown, change };
}
