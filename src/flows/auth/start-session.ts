import { type LoginAnswer, keepLeadToken, leadIdFromToken, profileStore } from '../../api';
import { draftStore } from '../shared/draft-store';
import { forgetVerifiedTargets } from '../step/code-endpoints';
import { resumeRoute } from './resume-route';

/**
 * What a successful login starts: the lead token kept in its cookie, the profile of SPEC §3 from the answer,
 * and the route where the person resumes (SPEC §2 "After login").
 *
 * What was typed in this tab stays only when it is the same person logging in again (an expired session);
 * anyone else starts with empty steps, so on a shared computer nobody sees another person's data.
 */
export function startSession(answer: LoginAnswer): string {
  const leadId = leadIdFromToken(answer.lead_token);
  const before = profileStore.get();
  if (!before || !leadId || leadIdFromToken(before.lead_token) !== leadId) {
    draftStore.clear();
    forgetVerifiedTargets();
  }
  keepLeadToken(answer);
  profileStore.set({
    lead_token: answer.lead_token,
    referrer_url: Number(answer.referrer_url),
    model: answer.model,
    verification_status: answer.verification_status,
    risk_profile_id: answer.risk_profile_id ?? null,
    client_owner: answer.client_owner === true,
    intermediary: answer.intermediary === true,
  });
  return resumeRoute(answer, leadId);
}
