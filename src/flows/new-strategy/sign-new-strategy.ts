import { ApiError, callApi } from '../../api';

/**
 * Signs the new strategies with the code. As for the questionnaire update (SPEC §7), only `result: 'success'`
 * counts as signed; any other answer rejects like a refused signature, and the strategies are not taken as kept.
 */
export async function signNewStrategy(token: string | undefined, signatureToken: string, code: string): Promise<void> {
  const answer = await callApi('signStrategy', { token, body: { signature_token: signatureToken, code } });
  if (answer.result !== 'success') throw new ApiError({ endpoint: 'signStrategy', kind: 'http', status: 200 });
}
