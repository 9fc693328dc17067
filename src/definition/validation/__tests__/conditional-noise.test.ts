// @vitest-environment node
import { dropConditionalNoise, isConditionalNoise } from '../conditional-noise';

describe('the conditional-noise filter (the form, dropConditionalNoise and the sandbox alike)', () => {
  it('drops the echo of every failed branch and keeps the errors a person can act on', () => {
    const errors = ['if', 'then', 'else', 'oneOf', 'anyOf', 'allOf', 'required', 'const', 'format'].map((name) => ({
      name,
    }));
    expect(dropConditionalNoise(errors).map((error) => error.name)).toEqual(['required', 'const', 'format']);
    expect(isConditionalNoise(undefined)).toBe(false);
  });
});
