import { useEffect, useState } from 'react';
import { afterPointerRelease, isPointerPressed } from './pointer-press';

/**
 * `value`, except while a pointer is pressed: then what was shown when the press began, until the pointer is
 * released and its click handled. A press hands the text still waiting in a field to the form (leaving the field
 * does, see PendingChanges), and what that changes on screen (a field's message going away, the content under it
 * moving up) would otherwise happen between the press and the release: the click then lands beside what was
 * pressed, or on nothing, and is lost.
 */
export function useHeldWhilePressed<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const changed = !Object.is(shown, value);
  const held = changed && isPointerPressed();
  // Not pressed: shown at once, in this very render (React renders again before anything below it).
  if (changed && !held) setShown(value);
  useEffect(() => {
    if (!held) return;
    let current = true;
    afterPointerRelease(() => {
      if (current) setShown(value);
    });
    return () => {
      current = false;
    };
  }, [held, value]);
  return held ? shown : value;
}
