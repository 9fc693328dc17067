import type { SigningEndpoints, SigningPress } from '../../engine';
import { useSignWithCodePress } from '../shared/use-sign-with-code-press';
import { requestSignCode, verifySignCode } from './signing-calls';

/** The contracts step's signing (`formContext.signing.usePress`): the calls an agreement's definition names. */
export function useContractSigning({ request, verify, channel, sentToast }: SigningEndpoints): SigningPress {
  return useSignWithCodePress(
    [{ id: channel, sendLabel: '', sentText: '', sentToast, send: () => requestSignCode(request) }],
    (code) => verifySignCode(verify, code),
  );
}
