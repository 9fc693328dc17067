import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long list of engine forms to draw: the first few at once, all of them in a transition after the
 * first paint, which React draws in slices between which the page stays responsive. A section of twelve
 * questions is some five hundred fields; drawn at once on the dev server they held the page for seconds. Once
 * all are drawn, a new item is drawn at once. Mount the list again (a `key`) to start over for another definition.
 */
export function useRevealed(total: number, first = 2): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all) return;
    const timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    return () => clearTimeout(timer);
  }, [all]);
  return all ? total : Math.min(first, total);
}
