import { memoryStore } from '../../api';

/**
 * The existing client's new-strategy link, kept in memory only (never in browser storage): the client-zone
 * token it was exchanged for and the client's risk profile (for the suitability warning). A reload loses it:
 * the person opens the e-mailed link again.
 */
export interface NewStrategySession {
  token?: string;
  riskProfileId?: number | null;
}

const store = memoryStore<NewStrategySession>({});

export const newStrategySession = {
  get: store.get,
  update: (patch: Partial<NewStrategySession>): void => store.set({ ...store.get(), ...patch }),
  /** A new link starts over. */
  start: (token: string): void => store.set({ token }),
  /** After the strategies are sent (or the session's end) nothing of the link is needed any more. */
  clear: store.reset,
};
