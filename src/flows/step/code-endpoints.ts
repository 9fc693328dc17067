import { callApi } from '../../api';
import type { CodeKind } from '../../engine';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { startLead } from '../shared/session/start-lead';
import { verifiedTargets } from '../shared/session/verified-targets';

/**
 * Sends a code to the e-mail or phone. The e-mail code's answer carries the new lead token (SPEC §7), which
 * starts the prospect's profile.
 */
export async function requestCode(kind: CodeKind, target: string): Promise<void> {
  if (kind === 'email') {
    const answer = await callApi('sendEmailCode', { body: { email: target } });
    // A new lead: another person's session in this tab ends (the session module decides).
    startLead({
      lead_token: answer.lead_token,
      referrer_url: REFERRER_URL.none,
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

/** Verifies a code before the data it guards is sent (SPEC §4: the code first, then the registration or data). */
export async function verifyCode(kind: 'email' | 'sms', target: string, code: string): Promise<boolean> {
  if (verifiedTargets.has(kind, target)) return true;
  const answer =
    kind === 'email'
      ? await callApi('verifyEmailCode', { body: { email: target, code } })
      : await callApi('verifySmsCode', { body: { phone: target, code } });
  const ok = answer.result === 'true';
  if (ok) verifiedTargets.add(kind, target, code);
  return ok;
}
