import { type Lang, type LoginAnswer, leadIdFromToken } from '../../api';
import { handOverLoginLink } from '../shared/client-link/login-link';
import { startLead } from '../shared/session/start-lead';
import { resumeRoute } from './resume-route';

/**
 * What a successful login starts: the lead's session (src/flows/shared/session/start-lead.ts: the lead token
 * kept in its cookie, the profile of SPEC §3 from the answer; another person's session in this tab ended
 * first), an existing client's link token handed to the update flow in memory, and the route where the person
 * resumes (SPEC §2 "After login"), in `lang`.
 */
export function startSession(answer: LoginAnswer, lang: Lang = 'sk'): string {
  startLead({
    lead_token: answer.lead_token,
    referrer_url: Number(answer.referrer_url),
    model: answer.model,
    verification_status: answer.verification_status,
    risk_profile_id: answer.risk_profile_id ?? null,
    client_owner: answer.client_owner === true,
    intermediary: answer.intermediary === true,
  });
  // After startLead: ending another person's session forgets a link token handed over before.
  handOverLoginLink(answer.model === 'Clients' ? answer.client_link_token : undefined);
  return resumeRoute(answer, leadIdFromToken(answer.lead_token), lang);
}
