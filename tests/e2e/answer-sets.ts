import type { Answers } from './questionnaire-texts';

/** Sections A, B, C and D. */
type FourSections = readonly [Answers, Answers, Answers, Answers];

/**
 * Two people's answers to sections A-D, as the specs give them through the questionnaire. Bold: experienced, long
 * horizon, accepts large losses, income over 5000 EUR (very dynamic). Cautious: little experience, short horizon,
 * sells on losses, income up to 2000 EUR, at most 20 % of savings invested (conservative; no consistency rule
 * questions it, so no contradictions screen before sending).
 */
export const BOLD_SECTIONS: FourSections = [
  {
    a1: 'university_finance',
    a2: 'finance',
    a3: 'falls',
    a4: 'ownership_risk',
    a5: 'no_value_fluctuates',
    a6: 'yes',
    a7: 'fund',
    a8: ['bonds', 'shares'],
    a9: 'over_5',
    a10: 'over_20',
    a11: 'over_25000',
    a12: 'own',
  },
  { b1: 'max_growth', b2: 'over_10', b3: '12', b4: 'none' },
  { c1: 'buy_more', c2: 'high', c3: 'over_30', c4: 'large' },
  { d1: 'capital', d2: 'over_5000', d3: 'over_500000', d4: 'up_to_20', d5: 'none' },
];

export const CAUTIOUS_SECTIONS: FourSections = [
  {
    a3: 'dont_know',
    a4: 'dont_know',
    a5: 'yes_guaranteed',
    a6: 'dont_know',
    a7: 'single_share',
    a8: ['none'],
    a9: 'never',
    a10: 'none',
    a11: 'none',
    a12: 'no_experience',
  },
  { b1: 'preserve', b2: 'under_3', b3: '3', b4: 'most' },
  { c1: 'sell_all', c2: 'low', c3: 'up_to_5', c4: 'no_loss' },
  { d1: 'pension', d2: 'up_to_2000', d3: 'under_100000', d4: 'up_to_20', d5: '30_50' },
];

/**
 * The cautious person from the first section to the last, sustainability "no": a3 as given, or left out for a spec
 * that chooses it by the text the person reads.
 */
export function cautiousToTheEnd(a3?: string): Answers[] {
  const [a, ...rest] = CAUTIOUS_SECTIONS;
  const { a3: _chosenBySpec, ...withoutA3 } = a;
  return [a3 === undefined ? withoutA3 : { ...a, a3 }, ...rest, { e1: 'no' }];
}
