// @vitest-environment node
import { profileChangeOf } from '../profile-change';

const DAY_MS = 24 * 60 * 60_000;
const now = Date.parse('2026-11-24T08:00:00Z');
const ago = (days: number) => new Date(now - days * DAY_MS).toISOString();
// The scoring definition's order: a larger id need not be riskier.
const options = { now, periodDays: 30, riskOrder: [1, 2, 3, 4] };

describe('the profile change of an update', () => {
  it('flags a riskier profile than a last questionnaire younger than the period, and only that', () => {
    expect(profileChangeOf({ risk_profile_id: 2, filled_at: ago(10) }, 3, options)).toMatchObject({
      from: 2,
      to: 3,
      direction: 'riskier',
      flagged: true,
    });
    expect(profileChangeOf({ risk_profile_id: 2, filled_at: ago(30) }, 3, options)).toMatchObject({
      direction: 'riskier',
      flagged: false,
    });
    expect(profileChangeOf({ risk_profile_id: 3, filled_at: ago(1) }, 2, options)).toMatchObject({
      direction: 'lower',
      flagged: false,
    });
    expect(profileChangeOf({ risk_profile_id: 2, filled_at: ago(1) }, 2, options)).toMatchObject({
      direction: 'same',
      flagged: false,
    });
    expect(profileChangeOf({ risk_profile_id: null, filled_at: null }, 4, options)).toMatchObject({
      from: null,
      direction: 'first',
      flagged: false,
    });
    expect(profileChangeOf(undefined, 1, options).direction).toBe('first');
  });

  it('judges riskier by the scoring definition’s order and the period it sets', () => {
    const reversed = { ...options, riskOrder: [4, 3, 2, 1] };
    expect(profileChangeOf({ risk_profile_id: 3, filled_at: ago(5) }, 2, reversed).flagged).toBe(true);
    expect(profileChangeOf({ risk_profile_id: 2, filled_at: ago(40) }, 3, { ...options, periodDays: 60 }).flagged).toBe(
      true,
    );
    expect(profileChangeOf({ risk_profile_id: 2, filled_at: ago(5) }, 3, { ...options, periodDays: 0 }).flagged).toBe(
      false,
    );
  });
});
