import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `ms` (the lint and the preview follow typing without lagging it). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
