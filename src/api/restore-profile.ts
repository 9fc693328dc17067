import { LEAD_COOKIE, readToken } from './cookies';
import { profileStore } from './profile-store';

/**
 * After a reload the profile comes back from the lead token cookie (SPEC §3 keeps two cookies), so a person
 * stays on their step instead of being sent to login. Only what the token proves is restored; the step
 * details (referrer_url…) come with the next login or step answer.
 */
export function restoreProfile(): void {
  const leadToken = readToken(LEAD_COOKIE);
  if (!leadToken || profileStore.get()) return;
  profileStore.set({
    lead_token: leadToken,
    referrer_url: 0,
    model: 'Leads',
    verification_status: 'none',
    risk_profile_id: null,
    client_owner: false,
    intermediary: false,
  });
}
