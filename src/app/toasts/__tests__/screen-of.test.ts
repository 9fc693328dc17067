// @vitest-environment node
import { screenOf } from '../screen-of';

describe('screenOf', () => {
  it('names a screen by its route, whatever the token or language in the address', () => {
    expect(screenOf('/sk/new_strategy/abc.def')).toBe('new-strategy');
    expect(screenOf('/sk/new_strategy/')).toBe('new-strategy');
    expect(screenOf('/en/investment-questionnaire')).toBe('update-questionnaire');
    expect(screenOf('/steps/verification-result/1234')).toBe('verification-result');
    expect(screenOf('/steps/address-and-bank-account')).toBe('address-and-bank-account');
  });

  it('tells the landing page in any language from the rest', () => {
    expect(screenOf('/')).toBe('landing');
    expect(screenOf('/bg')).toBe('landing');
    expect(screenOf('/nowhere')).toBe('/nowhere');
  });
});
