import type { Lang, LoginAnswer } from '../../api';
import { REFERRER_URL, RESUME_AFTER } from '../shared/routes/referrer-url';
import { pathTo } from '../shared/routes/routes';

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
  if (answer.model === 'Clients') return `${pathTo('update-questionnaire-info', { lang })}/`;
  const step = Number(answer.referrer_url);
  const started = step === REFERRER_URL.verificationStarted;
  if (started && leadId && ['submitted', 'declined', 'error'].includes(answer.verification_status)) {
    return pathTo('verification-result', { uuid: leadId });
  }
  const resumeAt = (completed: number) => pathTo(RESUME_AFTER[completed] ?? 'landing');
  if (started && answer.verification_status === 'success') return resumeAt(REFERRER_URL.verificationSucceeded);
  if (!Number.isInteger(step) || step < 0) return resumeAt(REFERRER_URL.none);
  return resumeAt(Math.min(step, REFERRER_URL.startVerification));
}
