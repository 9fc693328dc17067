import { ApiError, callApi } from '../../api';

/**
 * The agreements of the contracts step and how each is signed.
 *
 * SPEC reading: §2 names two signing actions (the financial intermediation agreement and the portfolio
 * management agreement), §5 makes the checkbox for the financial intermediation agreement required, §7 says
 * the -sfa calls belong to the intermediary documents and the others to the provider's own contracts, and §6
 * calls the intermediary flow optional, "with a separate signing of intermediary documents". The sandbox
 * (src/sandbox/handlers/signing.ts) agrees: send/verify-sign-code sign the portfolio management agreement,
 * the -sfa calls the financial intermediation agreement with the agent, and only for a lead who named one.
 *
 * So the financial intermediation agreement is the contract with the financial agent: it, its signing and its
 * checkbox exist only on the intermediary path (an agent's registration number was given, profile
 * `intermediary`), where it is signed first and separately; the portfolio management agreement is always
 * signed; consent to electronic communication is always required. Without an agent the page has one signing
 * action and no trace of the agent's part.
 */
export type AgreementKind = 'intermediation' | 'portfolio';

export interface Agreement {
  kind: AgreementKind;
  /** The list of documents that belong to it (SPEC §7: contract documents, intermediary documents). */
  documents: 'intermediaryDocuments' | 'documents';
  sendCode: () => Promise<unknown>;
  verifyCode: (code: string) => Promise<unknown>;
}

const verifyWith = (endpoint: 'verifySignCode' | 'verifySignCodeSfa') => async (code: string) => {
  const answer = await callApi(endpoint, { body: { code } });
  // SPEC §7: result 'true' means valid; anything else is an invalid code, explained as the provider's refusal is.
  if (answer.result !== 'true')
    throw new ApiError({ endpoint, kind: 'http', status: 400, body: { result: 'wrong code' } });
  return answer;
};

const INTERMEDIATION: Agreement = {
  kind: 'intermediation',
  documents: 'intermediaryDocuments',
  sendCode: () => callApi('sendSignCodeSfa', { body: {} }),
  verifyCode: verifyWith('verifySignCodeSfa'),
};

const PORTFOLIO: Agreement = {
  kind: 'portfolio',
  documents: 'documents',
  sendCode: () => callApi('sendSignCode', { body: {} }),
  verifyCode: verifyWith('verifySignCode'),
};

/** The agreements a person signs, in SPEC §2's order: the agent's one only on the intermediary path. */
export function agreementsFor(intermediary: boolean): readonly Agreement[] {
  return intermediary ? [INTERMEDIATION, PORTFOLIO] : [PORTFOLIO];
}
