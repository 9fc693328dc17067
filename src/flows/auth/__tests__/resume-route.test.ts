// @vitest-environment node
import { resumeRoute } from '../resume-route';

const lead = (
  referrer_url: number,
  verification_status: 'none' | 'pending' | 'success' | 'submitted' | 'declined' | 'error' = 'none',
) => ({ referrer_url, model: 'Leads', verification_status }) as const;
const id = '4f1c2b8e-9a77-4c1e-8d3a-2f5b6c7d8e9f';

describe('resumeRoute', () => {
  it.each([
    [0, '/steps/personal-info'],
    [1, '/steps/personal-info'],
    [2, '/steps/address-and-bank-account'],
    [3, '/steps/questionnaire-info'],
    [4, '/steps/investment-strategy'],
    [5, '/steps/documents-upload'],
    [6, '/steps/contracts'],
    [7, '/steps/thank-you'],
    [8, '/steps/thank-you'],
    [9, '/steps/start-verification'],
    [10, '/steps/start-verification'],
    [42, '/steps/start-verification'],
    [-1, '/steps/personal-info'],
  ])('a lead whose last completed step is %i resumes at %s', (step, route) => {
    expect(resumeRoute(lead(step), id)).toBe(route);
  });

  it.each(['submitted', 'declined', 'error'] as const)(
    'step 9 with verification %s goes to the verification result',
    (status) => {
      expect(resumeRoute(lead(9, status), id)).toBe(`/steps/verification-result/${id}`);
    },
  );

  it('step 9 with verification pending starts the verification again', () => {
    expect(resumeRoute(lead(9, 'pending'), id)).toBe('/steps/start-verification');
  });

  it('step 9 with a successful verification goes on to the documents', () => {
    expect(resumeRoute(lead(9, 'success'), id)).toBe('/steps/documents-upload');
  });

  it('an existing client goes to the update questionnaire’s introduction in the screen’s language, whatever the step', () => {
    expect(resumeRoute({ referrer_url: 9, model: 'Clients', verification_status: 'submitted' }, id)).toBe(
      '/sk/questionnaire-info/',
    );
    expect(resumeRoute({ referrer_url: 8, model: 'Clients', verification_status: 'success' }, id, 'bg')).toBe(
      '/bg/questionnaire-info/',
    );
  });
});
