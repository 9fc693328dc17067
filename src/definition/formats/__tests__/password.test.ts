// @vitest-environment node
import { password } from '../password.ts';

describe('password', () => {
  it('accepts six characters or more', () => {
    expect(password('abcdef')).toBe(true);
    expect(password('heslo123')).toBe(true);
    expect(password('x'.repeat(10_000))).toBe(true);
  });

  it('refuses fewer than six characters', () => {
    expect(password('')).toBe(false);
    expect(password('abcde')).toBe(false);
  });

  it('counts code points, as JSON Schema minLength does', () => {
    expect('😀😀😀'.length).toBe(6);
    expect(password('😀😀😀')).toBe(false);
    expect(password('😀😀😀😀😀😀')).toBe(true);
  });
});
