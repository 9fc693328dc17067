/**
 * The existing client's new-strategy link, kept in memory only (never in browser storage): the client-zone
 * token it was exchanged for and the client's risk profile (for the suitability warning). A reload loses it:
 * the person opens the e-mailed link again.
 */
export interface NewStrategySession {
  token?: string;
  riskProfileId?: number | null;
}

let session: NewStrategySession = {};

export const newStrategySession = {
  get: (): NewStrategySession => session,
  update: (patch: Partial<NewStrategySession>): void => {
    session = { ...session, ...patch };
  },
  /** A new link starts over. */
  start: (token: string): void => {
    session = { token };
  },
  /** After the strategies are sent nothing of the link is needed any more. */
  clear: (): void => {
    session = {};
  },
};
