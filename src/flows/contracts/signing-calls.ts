import { ApiError, callApi } from '../../api';

/**
 * The provider's calls a contracts definition may name for signing (SPEC §7): send-sign-code and verify-sign-code sign
 * the provider's own contracts, their -sfa variants the intermediary's documents. The sandbox
 * (src/sandbox/handlers/signing.ts) refuses the -sfa calls for a lead without an agent.
 */
const REQUESTS = ['sendSignCode', 'sendSignCodeSfa'] as const;
const VERIFICATIONS = ['verifySignCode', 'verifySignCodeSfa'] as const;

function oneOf<T extends string>(names: readonly T[], name: string): name is T {
  return (names as readonly string[]).includes(name);
}

/** Sends a sign code by the endpoint the definition names. */
export function requestSignCode(endpoint: string): Promise<unknown> {
  if (!oneOf(REQUESTS, endpoint)) return Promise.reject(new Error(`${endpoint} sends no sign code`));
  return callApi(endpoint, { body: {} });
}

/** Checks a sign code by the endpoint the definition names: resolves once signed, rejects when refused. */
export async function verifySignCode(endpoint: string, code: string): Promise<unknown> {
  if (!oneOf(VERIFICATIONS, endpoint)) throw new Error(`${endpoint} checks no sign code`);
  const answer = await callApi(endpoint, { body: { code } });
  // SPEC §7: result 'true' means valid; anything else is an invalid code, explained as the provider's refusal is.
  if (answer.result !== 'true')
    throw new ApiError({ endpoint, kind: 'http', status: 400, body: { result: 'wrong code' } });
  return answer;
}
