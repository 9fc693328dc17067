import { memoryStore } from './memory-store';
import type { LoginAnswer } from './types';

/** What the app knows about the person from login, the e-mail code and personal-info answers (SPEC §3 Profile). */
export interface Profile {
  lead_token: string;
  referrer_url: number;
  model: 'Leads' | 'Clients';
  verification_status: LoginAnswer['verification_status'];
  risk_profile_id: number | null;
  client_owner: boolean;
  /** A financial agent helps with the account (SPEC §6 intermediary path): their documents are signed too (-sfa). */
  intermediary: boolean;
}

const store = memoryStore<Profile | undefined>(undefined);

/**
 * The profile lives in memory only: SPEC names just the two cookies and the language as stored, so a
 * reload asks the person to log in again and resumes where they left off.
 */
export const profileStore = {
  get: store.get,
  set: store.set,
  update(changes: Partial<Profile>): void {
    const profile = store.get();
    if (profile) store.set({ ...profile, ...changes });
  },
  subscribe: store.subscribe,
};
