import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A countdown in whole seconds: `start(seconds, onEnd)` begins it (restarting any running one), `remaining` is
 * what is left, and `onEnd` runs when it reaches zero. Stops when the component unmounts.
 */
export function useCooldown() {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => {
    const current = timer;
    return () => clearInterval(current.current);
  }, []);

  const start = useCallback((seconds: number, onEnd?: () => void) => {
    clearInterval(timer.current);
    // Counted against the clock, not by ticks: a phone that sleeps the page still ends on time.
    const end = Date.now() + seconds * 1000;
    setRemaining(seconds);
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer.current);
        onEnd?.();
      }
    }, 1000);
  }, []);

  return { remaining, start };
}
