import { type Profile, keepLeadToken, leadIdFromToken, profileStore } from '../../../api';
import { draftStore } from '../draft-store';
import { endSession } from './end-session';

/**
 * A lead token arrived (login, or a new lead from send-email-code): when it is another lead than the one whose
 * drafts this tab holds, the previous session ends first, so nothing typed by one person is shown to the next.
 * The same lead logging in again (after an expired or idle session) gets back what it typed.
 */
export function startLead(profile: Profile): void {
  const leadId = leadIdFromToken(profile.lead_token) ?? null;
  if (!leadId || draftStore.owner() !== leadId) void endSession();
  keepLeadToken(profile);
  profileStore.set(profile);
  draftStore.own(leadId);
}
