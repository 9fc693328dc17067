import { callApi } from './call-api';
import { LEAD_COOKIE, readToken } from './cookies';
import { profileStore } from './profile-store';

/**
 * After a reload the profile comes back from the lead token cookie (SPEC §3 keeps two cookies), so a person
 * stays on their step instead of being sent to login. The token proves only who the person is; the step
 * details follow from the verification-status call, which the app needs anyway after the identity
 * provider's return (always a reload): without them a child's account would not ask for the birth
 * certificate and an agent's agreement would not be offered for signing. Nothing of it is stored.
 */
let restoring = false;

/** Whether the profile is still the stand-in of a reload, before the verification status came (the step guard waits).
 * */
export function isProfileRestoring(): boolean {
  return restoring;
}

export function restoreProfile(): Promise<void> {
  const leadToken = readToken(LEAD_COOKIE);
  if (!leadToken || profileStore.get()) return Promise.resolve();
  restoring = true;
  profileStore.set({
    lead_token: leadToken,
    referrer_url: 0,
    model: 'Leads',
    verification_status: 'none',
    risk_profile_id: null,
    client_owner: false,
    intermediary: false,
  });
  return (
    callApi('verificationStatus')
      .then((answer) => {
        // A login in the meantime knows better.
        if (profileStore.get()?.lead_token !== leadToken) return;
        profileStore.update({
          verification_status: answer.verification_status,
          ...(typeof answer.referrer_url === 'number' ? { referrer_url: answer.referrer_url } : {}),
          ...(answer.risk_profile_id !== undefined ? { risk_profile_id: answer.risk_profile_id } : {}),
          ...(typeof answer.client_owner === 'boolean' ? { client_owner: answer.client_owner } : {}),
          ...(typeof answer.intermediary === 'boolean' ? { intermediary: answer.intermediary } : {}),
        });
      })
      // An expired token or an unreachable provider: the steps say so when the person acts.
      .catch(() => undefined)
      .finally(() => {
        restoring = false;
        // Tells the step guard, which waited for the status.
        profileStore.update({});
      })
  );
}
