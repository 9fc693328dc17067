/**
 * How many times slower than alone this run may go: REGISTRY_E2E_SLOWDOWN (default 1). `npm test` runs these specs at
 * a lower CPU priority beside the main end-to-end run (scripts/test-all.mjs), where a step can take a few times as
 * long as alone; every clock of the run (the servers' start, each test, each expectation) is stretched by it, so the
 * clocks stay the same at any priority instead of some being raised by hand. Anything below 1 or not a number is 1.
 */
export const SLOWDOWN = Math.max(1, Number(process.env.REGISTRY_E2E_SLOWDOWN) || 1);

/** A clock of `ms` milliseconds for a run alone, stretched by SLOWDOWN. */
export const allowing = (ms: number): number => Math.round(ms * SLOWDOWN);
