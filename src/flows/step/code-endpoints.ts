import { callApi, keepLeadToken, profileStore } from '../../api';
import type { CodeKind } from '../../engine/widgets/form-context';

/**
 * Sends a code to the e-mail or phone. The e-mail code's answer carries the new lead token (SPEC §7), which
 * starts the prospect's profile.
 */
export async function requestCode(kind: CodeKind, target: string): Promise<void> {
  if (kind === 'email') {
    const answer = await callApi('sendEmailCode', { body: { email: target } });
    keepLeadToken(answer);
    profileStore.set({
      lead_token: answer.lead_token,
      referrer_url: 0,
      model: 'Leads',
      verification_status: 'none',
      risk_profile_id: null,
      client_owner: false,
      intermediary: false,
    });
    return;
  }
  if (kind === 'sms') {
    await callApi('sendSmsCode', { body: { phone: target } });
    return;
  }
  await callApi('sendSignCode', { body: {} });
}

// E-mails and phones verified in this session: a code is single use, so after a refusal for another reason
// (e.g. 409 on the birth number) the person must not be asked for a new code for the same phone.
const verified = new Set<string>();

/** Verifies a code before the data it guards is sent (SPEC §4: the code first, then the registration or data). */
export async function verifyCode(kind: 'email' | 'sms', target: string, code: string): Promise<boolean> {
  if (verified.has(`${kind}:${target}`)) return true;
  const answer =
    kind === 'email'
      ? await callApi('verifyEmailCode', { body: { email: target, code } })
      : await callApi('verifySmsCode', { body: { phone: target, code } });
  const ok = answer.result === 'true';
  if (ok) verified.add(`${kind}:${target}`);
  return ok;
}

/** Forgets the verified e-mails and phones (a new session, another person). */
export function forgetVerifiedTargets(): void {
  verified.clear();
}
