import { memoryStore } from '../../../api';

// E-mails and phones verified in this session, with the code that was accepted: a code is single use, so
// after a refusal for another reason (e.g. 409 on the birth number, an expired session) the person must not be
// asked for a new code for the same phone. In memory only, never in a draft or storage; emptied when the
// session ends (end-session.ts).
const verified = memoryStore<Readonly<Record<string, string>>>({});

const keyOf = (kind: string, target: string) => `${kind}:${target}`;

/** The e-mails and phones whose code was accepted in this session. */
export const verifiedTargets = {
  has: (kind: string, target: string): boolean => keyOf(kind, target) in verified.get(),
  add: (kind: string, target: string, code: string): void =>
    verified.set({ ...verified.get(), [keyOf(kind, target)]: code }),
  /** The code accepted for a target (spent: the provider takes it once), to show it filled in again. */
  acceptedCode: (kind: string, target: string): string | undefined => verified.get()[keyOf(kind, target)],
  none: (): boolean => Object.keys(verified.get()).length === 0,
  clear: verified.reset,
};
