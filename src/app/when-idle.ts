/**
 * Runs `work` once the browser is idle, at the latest after `timeout` ms (without requestIdleCallback, as in Safari,
 * after a tenth of it); answers a function that cancels it.
 */
export function whenIdle(work: () => void, timeout: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, timeout / 10);
  return () => clearTimeout(handle);
}
