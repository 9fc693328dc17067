import { ApiError, type ProfileChangeField, callApi } from '../../api';

/**
 * Signs the questionnaire update with the code. SPEC §7: the sign call's answer is `result: 'success'`; only that
 * counts as signed. Any other answer, even with HTTP 200, rejects like a refused signature, so the person sees
 * SPEC §8's "Formulár sa nepodarilo podpísať" and may try again, and the update is not taken as signed.
 */
export async function signUpdate(
  token: string | undefined,
  signatureToken: string,
  code: string,
  profileChange?: ProfileChangeField,
): Promise<void> {
  const body = { signature_token: signatureToken, code, ...(profileChange ? { profile_change: profileChange } : {}) };
  const answer = await callApi('signQuestionnaire', { token, body });
  // The provider's other result is not shown: it is no text for a person, and no code the app knows.
  if (answer.result !== 'success') throw new ApiError({ endpoint: 'signQuestionnaire', kind: 'http', status: 200 });
}
