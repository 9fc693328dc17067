import { useEffect, useState } from 'react';
import { afterNextPaint } from '../engine';

/**
 * `value` as the last frame painted showed it: undefined at first, and a change is rendered after the frame it came
 * in has been painted (at the latest 100 ms later, afterNextPaint). For what follows a screen rather than being part
 * of it, so that rendering it never holds back the frame that shows the new screen (issue 24). A change that comes
 * before the one waiting is rendered replaces it.
 */
export function useAfterPaint<T>(value: T | undefined): T | undefined {
  const [shown, setShown] = useState<T>();
  useEffect(() => (Object.is(shown, value) ? undefined : afterNextPaint(() => setShown(value))), [shown, value]);
  return shown;
}
