// @vitest-environment node
import { nextStep } from '../next-step';

describe('nextStep', () => {
  const next = {
    default: '/steps/address-and-bank-account',
    rules: [{ when: { field: 'child_investment', equals: true }, to: '/steps/child-personal-info' }],
  };

  it('follows the first rule whose condition holds', () => {
    expect(nextStep(next, { child_investment: true })).toBe('/steps/child-personal-info');
  });

  it('goes to the default otherwise', () => {
    expect(nextStep(next, { child_investment: false })).toBe('/steps/address-and-bank-account');
    expect(nextStep(next, {})).toBe('/steps/address-and-bank-account');
  });
});
