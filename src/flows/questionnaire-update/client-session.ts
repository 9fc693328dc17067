import type { RiskProfile } from '../../api';
import type { DefinitionData as FormData } from '../../engine';

/**
 * The existing client's questionnaire update, kept in memory only (never in browser storage): the client-zone
 * token the link was exchanged for, the answers as they are being changed, the section shown, and the answer
 * of the submission (the signature token and the evaluated risk profile). A reload loses it: the person opens
 * the e-mailed link again.
 */
export interface ClientSession {
  /** The client-zone authorization token. */
  token?: string;
  /** Answers per section id; undefined until the last questionnaire has filled them. */
  answers?: Record<string, FormData>;
  index: number;
  result?: { signature_token: string; risk_profile: RiskProfile };
}

let session: ClientSession = { index: 0 };

export const clientSession = {
  get: (): ClientSession => session,
  update: (patch: Partial<ClientSession>): void => {
    session = { ...session, ...patch };
  },
  /** A new link starts a new update. */
  start: (token: string): void => {
    session = { token, index: 0 };
  },
  /** After signing nothing of the update is needed any more. */
  clear: (): void => {
    session = { index: 0 };
  },
};
