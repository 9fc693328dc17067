// @vitest-environment node
import { withExplicitDefaults } from '../explicit-defaults';

describe('withExplicitDefaults', () => {
  const schema = {
    type: 'object' as const,
    required: ['pep'],
    properties: { pep: { type: 'boolean' as const }, marketing: { type: 'boolean' as const, default: false } },
  };

  it('fills the definition’s own defaults and leaves required yes/no questions unanswered', () => {
    expect(withExplicitDefaults(schema, {})).toEqual({ marketing: false });
  });

  it('keeps what the person entered', () => {
    expect(withExplicitDefaults(schema, { marketing: true, pep: false })).toEqual({ marketing: true, pep: false });
  });
});
