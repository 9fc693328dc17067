// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pairedDifference } from '../../scripts/bench/publication-verdict';

describe("the publication bench's verdict on paired differences", () => {
  it('is undecided with fewer than 6 pairs, whatever they say', () => {
    const result = pairedDifference([-20, -18, -25, -30, -22], 4);
    expect(result.median).toBe(-22);
    expect(result.low).toBeUndefined();
    expect(result.verdict).toBe('undecided');
  });

  it('is met only when the whole interval is within the limit', () => {
    // 6 pairs: the interval is the smallest to the largest difference (coverage 1 - 2/64).
    const result = pairedDifference([-9, -3, -7, 2, -1, -5], 4.2);
    expect([result.low, result.high]).toEqual([-9, 2]);
    expect(result.coverage).toBeCloseTo(0.969, 3);
    expect(result.verdict).toBe('met');
  });

  it('is undecided when the median is within the limit but the interval is not', () => {
    // The median difference (+1) would have passed a median-of-medians verdict; one pair of +30 leaves it open.
    const result = pairedDifference([1, -2, 3, 0, 30, 2, -1], 4.2);
    expect(result.median).toBe(1);
    expect(result.verdict).toBe('undecided');
  });

  it('is not met when the whole interval is above the limit', () => {
    const result = pairedDifference([12, 9, 15, 7, 11, 10, 14, 8], 4.2);
    expect(result.low).toBeGreaterThan(4.2);
    expect(result.verdict).toBe('NOT MET');
  });

  it('narrows with more pairs: 20 pairs leave out the 5 smallest and 5 largest', () => {
    const differences = Array.from({ length: 20 }, (_, index) => index - 10);
    const result = pairedDifference(differences, 4.2);
    // P(Binomial(20, 1/2) <= 5) = 2.07 % <= 2.5 %, P(<= 6) = 5.8 %: the 6th smallest and 6th largest.
    expect([result.low, result.high]).toEqual([-5, 4]);
    expect(result.verdict).toBe('met');
  });
});
