import type { Lang, LoginAnswer } from '../../api';

/**
 * Where a person resumes after login, from the provider's `referrer_url` (the last completed step).
 *
 * SPEC §2 says "the step after the last completed one (referrer_url + 1)", but its route step numbers do not
 * follow its flow order around identity verification: strategies are step 5, start-verification is 10,
 * documents 6, and "step 9" means verification has been started. So "+1" cannot be computed; this table
 * says for every value what comes next in the flow order of SPEC §4:
 * strategies (5) -> verification (9/10) -> documents (6) -> contracts (7) -> thank-you (8).
 * The sandbox stores referrer_url accordingly (src/sandbox/README.md).
 */
const nextAfter: Record<number, string> = {
  0: '/steps/personal-info',
  1: '/steps/personal-info',
  2: '/steps/address-and-bank-account',
  3: '/steps/questionnaire-info',
  4: '/steps/investment-strategy',
  5: '/steps/documents-upload',
  6: '/steps/contracts',
  7: '/steps/thank-you',
  8: '/steps/thank-you',
  9: '/steps/start-verification',
  10: '/steps/start-verification',
};

/**
 * The route a person lands on after login (SPEC §2 "After login"), in `lang`. An existing client's
 * questionnaire-info is the update's (`/{lang}/questionnaire-info/`, opened with the login's link token), not
 * the onboarding's, which only a lead's token opens.
 */
export function resumeRoute(
  answer: Pick<LoginAnswer, 'referrer_url' | 'model' | 'verification_status'>,
  leadId: string | undefined,
  lang: Lang = 'sk',
): string {
  if (answer.model === 'Clients') return `/${lang}/questionnaire-info/`;
  const step = Number(answer.referrer_url);
  if (step === 9 && leadId && ['submitted', 'declined', 'error'].includes(answer.verification_status)) {
    return `/steps/verification-result/${leadId}`;
  }
  if (step === 9 && answer.verification_status === 'success') return nextAfter[5] ?? '/';
  if (!Number.isInteger(step) || step < 0) return nextAfter[0] ?? '/';
  return nextAfter[Math.min(step, 10)] ?? '/';
}
