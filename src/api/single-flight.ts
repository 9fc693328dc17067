/**
 * Wraps an async function so that calls made while one is running share its promise instead of starting
 * another. A double click on "Continue" therefore sends one request.
 */
export function singleFlight<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let inFlight: Promise<R> | undefined;
  return (...args: A) => {
    if (inFlight) return inFlight;
    const started = run(...args).finally(() => {
      inFlight = undefined;
    });
    inFlight = started;
    return started;
  };
}
