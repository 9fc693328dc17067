// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextScreensOf } from '../next-screens';

describe('nextScreensOf', () => {
  it('leads a step to the next one with the lists it shows, from the first act', () => {
    expect(nextScreensOf('questionnaire-evaluation')).toEqual({
      screens: ['investment-strategy'],
      lists: ['strategies', 'riskProfiles'],
    });
  });

  // The questionnaires' routes are at their budget: their evaluation only once the last section is answered.
  it('fetches the questionnaires’ evaluations only on finishing', () => {
    expect(nextScreensOf('questionnaire')).toEqual({ screens: [], lists: [] });
    expect(nextScreensOf('update-questionnaire')).toEqual({ screens: [], lists: [] });
    expect(nextScreensOf('questionnaire', 'finishing')).toEqual({
      screens: ['questionnaire-evaluation'],
      lists: ['riskProfiles'],
    });
    expect(nextScreensOf('update-questionnaire', 'finishing')).toEqual({
      screens: ['update-evaluation'],
      lists: ['riskProfiles'],
    });
    expect(nextScreensOf('contracts', 'finishing')).toEqual({ screens: [], lists: [] });
  });
});
