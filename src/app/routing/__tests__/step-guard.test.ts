// @vitest-environment node
import { type GuardInput, guardRedirect } from '../step-guard';

const signedIn = { hasAuthorizationToken: true, hasProfile: true };
const go = (to: string, from: string | undefined, state: Omit<GuardInput, 'to' | 'from'> = signedIn) =>
  guardRedirect({ to, from, ...state });

describe('guardRedirect (SPEC §4 step guard)', () => {
  it.each([
    '/sk/investment-questionnaire/abc',
    '/en/questionnaire-info/abc',
    '/sk/questionnaire-evaluation/abc',
    '/bg/update-thank-you',
    '/steps/questionnaire-info',
  ])('always lets %s through, even without a token', (to) => {
    expect(go(to, undefined, { hasAuthorizationToken: false, hasProfile: false })).toBeUndefined();
  });

  it('sends a visitor without the authorization token to the landing page', () => {
    expect(go('/steps/personal-info', undefined, { hasAuthorizationToken: false, hasProfile: false })).toBe('/');
  });

  it('sends a visitor without a profile to login', () => {
    expect(go('/steps/personal-info', undefined, { hasAuthorizationToken: true, hasProfile: false })).toBe('/login');
  });

  it('lets the verification result and the documents through without a profile', () => {
    const anonymous = { hasAuthorizationToken: false, hasProfile: false };
    expect(go('/steps/verification-result/4f1c2b8e-9a77-4c1e-8d3a-2f5b6c7d8e9f', undefined, anonymous)).toBeUndefined();
    expect(go('/steps/documents-upload', undefined, anonymous)).toBeUndefined();
  });

  it('enters the questionnaire only from its introduction', () => {
    expect(go('/steps/questionnaire', 'questionnaire-info')).toBeUndefined();
    expect(go('/steps/questionnaire', 'investment-strategy')).toBe('/steps/questionnaire-info');
    expect(go('/steps/questionnaire', undefined)).toBe('/steps/questionnaire-info');
  });

  it('enters the evaluation only from the questionnaire', () => {
    expect(go('/steps/questionnaire-evaluation', 'questionnaire')).toBeUndefined();
    expect(go('/steps/questionnaire-evaluation', 'personal-info')).toBe('/steps/questionnaire-info');
  });

  it('enters the child’s data only from the personal data', () => {
    expect(go('/steps/child-personal-info', 'personal-info')).toBeUndefined();
    expect(go('/steps/child-personal-info', 'address-and-bank-account')).toBe('/steps/personal-info');
  });

  // A lead token whose subject is the lead id (only the payload is read).
  const leadToken = `h.${btoa(JSON.stringify({ sub: '4f1c2b8e-9a77-4c1e-8d3a-2f5b6c7d8e9f' }))}.s`;

  it.each(['/steps/documents-upload', '/steps/contracts'])(
    'sends %s to the start of identity verification before it was done',
    (to) => {
      expect(go(to, 'investment-strategy', { ...signedIn, verificationStatus: 'none', leadToken })).toBe(
        '/steps/start-verification',
      );
    },
  );

  it.each(['pending', 'submitted', 'declined', 'error'] as const)(
    'sends documents and contracts to the verification result while it is %s',
    (status) => {
      const result = '/steps/verification-result/4f1c2b8e-9a77-4c1e-8d3a-2f5b6c7d8e9f';
      expect(go('/steps/documents-upload', undefined, { ...signedIn, verificationStatus: status, leadToken })).toBe(
        result,
      );
      expect(go('/steps/contracts', undefined, { ...signedIn, verificationStatus: status, leadToken })).toBe(result);
    },
  );

  it('lets documents and contracts through once verification succeeded, or while a reload still asks for the status', () => {
    expect(
      go('/steps/contracts', 'documents-upload', { ...signedIn, verificationStatus: 'success', leadToken }),
    ).toBeUndefined();
    expect(
      go('/steps/documents-upload', undefined, { ...signedIn, verificationStatus: 'success', leadToken }),
    ).toBeUndefined();
    expect(
      go('/steps/contracts', undefined, { ...signedIn, verificationStatus: undefined, leadToken }),
    ).toBeUndefined();
  });

  it('lets a signed-in lead through to an ordinary step', () => {
    expect(go('/steps/investment-strategy', 'questionnaire-evaluation')).toBeUndefined();
  });
});
