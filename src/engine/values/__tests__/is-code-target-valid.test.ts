// @vitest-environment node
import { isCodeTargetValid } from '../is-code-target-valid';

describe('isCodeTargetValid', () => {
  it('wants an e-mail address for an e-mail code', () => {
    expect(isCodeTargetValid('email', 'jana.novakova@example.sk')).toBe(true);
    expect(isCodeTargetValid('email', ' jana@example.sk ')).toBe(true);
    expect(isCodeTargetValid('email', 'jana@example')).toBe(false);
    expect(isCodeTargetValid('email', 'jana example.sk')).toBe(false);
    expect(isCodeTargetValid('email', undefined)).toBe(false);
  });

  it('wants a Slovak or Czech mobile number for an SMS code', () => {
    expect(isCodeTargetValid('sms', '+421905123456')).toBe(true);
    expect(isCodeTargetValid('sms', '+420601123456')).toBe(true);
    expect(isCodeTargetValid('sms', '+42190512')).toBe(false);
    expect(isCodeTargetValid('sms', '+421255551234')).toBe(false);
  });

  it('takes either for a signing code', () => {
    expect(isCodeTargetValid('sign', '+421905123456')).toBe(true);
    expect(isCodeTargetValid('sign', 'jana@example.sk')).toBe(true);
    expect(isCodeTargetValid('sign', 'nothing')).toBe(false);
  });
});
