// The publication bench's verdict on "runtime within one round trip of bundled" (issue 21), from paired samples: each
// pair is one measure of both paths taken back to back in the same browser (their order alternating), so a drift of
// a shared machine's speed touches both halves of a pair alike. A difference's spread from one pair to the next
// (±25 ms on a cold load here) is wider than the target (a round trip: 40 ms on the desktop network), so a median of
// a few runs cannot decide it: the verdict is the median of the pairs' differences with a distribution-free 95 %
// confidence interval (order statistics of the differences, the sign test's), and says "undecided" when the interval
// holds the limit: more pairs, or a quieter machine, are needed then, and the line counts as not met.

/** P(X <= k) for X ~ Binomial(n, 1/2). */
function binomialAtMost(n: number, k: number): number {
  let term = 0.5 ** n;
  let sum = 0;
  for (let i = 0; i <= k; i += 1) {
    sum += term;
    term = (term * (n - i)) / (i + 1);
  }
  return sum;
}

export interface PairedDifference {
  pairs: number;
  median: number;
  /** The 95 % interval of the median difference, or undefined with too few pairs (fewer than 6 have none). */
  low?: number;
  high?: number;
  /** Its actual coverage (order statistics give steps, at least 95 %). */
  coverage?: number;
  verdict: 'met' | 'NOT MET' | 'undecided';
}

/**
 * The median of `differences` (second path less the first, one per pair) and its 95 % interval: between the k-th
 * smallest and k-th largest difference, k the largest with P(Binomial(n, 1/2) < k) <= 2.5 %. Met when the whole
 * interval is at most `limit`, not met when all of it is above, else undecided.
 */
export function pairedDifference(differences: readonly number[], limit: number): PairedDifference {
  const sorted = [...differences].sort((a, b) => a - b);
  const n = sorted.length;
  const half = Math.floor(n / 2);
  const median = n === 0 ? Number.NaN : n % 2 === 1 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
  let k = 0;
  while (k + 1 <= half && binomialAtMost(n, k) <= 0.025) k += 1;
  if (k === 0) return { pairs: n, median, verdict: 'undecided' };
  const low = sorted[k - 1]!;
  const high = sorted[n - k]!;
  const coverage = 1 - 2 * binomialAtMost(n, k - 1);
  const verdict = high <= limit ? 'met' : low > limit ? 'NOT MET' : 'undecided';
  return { pairs: n, median, low, high, coverage, verdict };
}
