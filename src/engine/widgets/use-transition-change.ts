import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from './after-next-paint';
import type { PendingChanges } from './pending-changes';

export interface TransitionChange<T> {
  /** What the field shows: the latest typed or chosen value, ahead of the form's data while a change waits. */
  shown: T;
  /** Shows `next` at once and tells the form in a transition. */
  change: (next: T) => void;
  /** The latest value typed or chosen, for handlers: with `uncontrolled`, `shown` follows only the form's values. */
  latest: () => T;
  /**
   * Counts the values from the form that the field did not send: an uncontrolled text input mounts again with
   * them, uncontrolled choices are checked again.
   */
  generation: number;
}

/** The same value: a list (a multiple choice's answers) may come back from RJSF as a copy of the one sent. */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return (
    Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => Object.is(item, b[index]))
  );
}

/**
 * A field's value shown at once and handed to the form after the next paint, in a React transition, so the
 * frame after a keystroke paints the field alone and the form's re-render (every field, validation, the
 * caller's state) follows without holding that frame or the next keys back. Keys typed before the paint reach
 * the form as one change. `pending` lets the renderer tell waiting changes synchronously before a submit or blur.
 * A value coming back from the form that the field did not send (a reset, a reformat) replaces what is shown.
 * With `settleMs`, keys typed less than that apart also reach the form as one change, after the last of them.
 */
export function useTransitionChange<T>(
  path: string,
  value: T,
  onChange: (next: T) => void,
  pending: PendingChanges | undefined,
  { uncontrolled = false, settleMs = 0 }: { uncontrolled?: boolean; settleMs?: number } = {},
): TransitionChange<T> {
  const [shown, setShown] = useState(value);
  const [generation, setGeneration] = useState(0);
  const latestShown = useRef(value);
  // Values handed to the form and not yet back as `value`, oldest first.
  const sent = useRef<T[]>([]);
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });

  // The first run is the mount, where `value` is what the field starts with: nothing came from outside. (A field's
  // own layout effect may have changed what it shows by then: text typed before the app hydrated the page.)
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const at = sent.current.findIndex((item) => same(item, value));
    if (at >= 0) {
      sent.current = sent.current.slice(at + 1);
      return;
    }
    sent.current = [];
    if (same(latestShown.current, value)) return; // a change told synchronously coming back
    latestShown.current = value;
    setShown(value);
    setGeneration((n) => n + 1);
  }, [value]);

  // Shown but not yet handed over: keystrokes before the next paint go to the form as one change.
  const unsent = useRef(false);
  const cancelHandOver = useRef<(() => void) | undefined>(undefined);
  useEffect(
    () => () => {
      cancelHandOver.current?.();
      // A field going away while the rest of the form stays (a language switch re-rendering it, say) keeps what was
      // typed; when the whole form goes, the renderer has told the caller already and RJSF ignores this.
      if (unsent.current) latestOnChange.current(latestShown.current);
    },
    [],
  );

  useEffect(
    () =>
      pending?.register({
        path,
        waiting: () => unsent.current || sent.current.length > 0,
        value: () => latestShown.current,
        flush: () => {
          unsent.current = false;
          latestOnChange.current(latestShown.current);
        },
      }),
    [pending, path],
  );

  const change = useCallback(
    (next: T) => {
      latestShown.current = next;
      // An uncontrolled input shows what was typed by itself: nothing re-renders before the frame.
      if (!uncontrolled) setShown(next);
      unsent.current = true;
      if (cancelHandOver.current) {
        if (settleMs === 0) return;
        cancelHandOver.current(); // typing goes on: the hand-over waits for the pause after this key
      }
      const handOver = () => {
        cancelHandOver.current = undefined;
        if (!unsent.current) return; // a submit or a blur told the form already
        unsent.current = false;
        const value = latestShown.current;
        sent.current.push(value);
        startTransition(() => latestOnChange.current(value));
      };
      let cancelPause: (() => void) | undefined;
      const cancelPaint = afterNextPaint(() => {
        if (settleMs === 0) {
          handOver();
        } else {
          const timer = setTimeout(handOver, settleMs);
          cancelPause = () => clearTimeout(timer);
        }
      });
      cancelHandOver.current = () => {
        cancelPaint();
        cancelPause?.();
      };
    },
    [uncontrolled, settleMs],
  );

  const latest = useCallback(() => latestShown.current, []);
  return { shown, change, latest, generation };
}
