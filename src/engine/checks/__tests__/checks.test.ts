// @vitest-environment node
import { checks } from '../index';

const today = '2026-11-21';

describe('cross-field checks', () => {
  it('sameAs: the repeated password must match', () => {
    expect(checks.sameAs('secret1', ['secret1'], today)).toBe(true);
    expect(checks.sameAs('secret1', ['secret2'], today)).toBe(false);
    expect(checks.sameAs('', ['secret2'], today)).toBe(true);
  });

  it('birthNumberMatchesBirthdate: the birth number must encode the birthdate', () => {
    expect(checks.birthNumberMatchesBirthdate('900101/0007', ['1990-01-01'], today)).toBe(true);
    expect(checks.birthNumberMatchesBirthdate('900101/0007', ['1990-01-02'], today)).toBe(false);
    expect(checks.birthNumberMatchesBirthdate('905101/0001', ['1990-01-01'], today)).toBe(true);
  });

  it('notExpired, notInFuture and adult judge against today', () => {
    expect(checks.notExpired('2026-11-21', [], today)).toBe(true);
    expect(checks.notExpired('2026-11-20', [], today)).toBe(false);
    expect(checks.notInFuture('2026-11-22', [], today)).toBe(false);
    expect(checks.adult('2008-11-21', [], today)).toBe(true);
    expect(checks.adult('2008-11-22', [], today)).toBe(false);
  });
});
