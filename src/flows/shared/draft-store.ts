import { LEAD_COOKIE, leadIdFromToken, memoryStore, readToken } from '../../api';
import type { Drafts } from './session/sealed-drafts';

/**
 * Secrets are never kept, in memory or sealed: passwords, and the codes sent by e-mail or SMS (single use,
 * and a code is a factor of the person's login or signature). Matched by name so no step can forget it.
 */
const SECRET = /(^|_)(password|code)$/i;

function withoutSecrets(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !SECRET.test(key)));
}

function leadOfCookie(): string | null {
  const token = readToken(LEAD_COOKIE);
  return (token && leadIdFromToken(token)) || null;
}

// `owner` is the lead whose drafts these are (the lead token's `sub`): kept while an idle or expired session waits
// for the same person to log in again, when the cookie is already gone.
const state = memoryStore<{ drafts: Drafts; owner: string | null }>({ drafts: {}, owner: null });

// Sealing (WebCrypto, IndexedDB) is loaded on its first use, not with the app: the landing page and every screen
// without a form never need it (issue 24: the landing's budget). Every use goes through this one promise, so they run
// in the order they were asked for (a save, then the session's end, never the other way round).
let sealing: Promise<typeof import('./session/sealed-drafts')> | undefined;
const sealed = () => (sealing ??= import('./session/sealed-drafts'));
// Sealing keeps the ciphertext and the name of the tab's key in sessionStorage: where the tab's sessionStorage is empty
// there is nothing to open or forget. (Anything else kept there only loads the sealing code for nothing.)
const nothingSealed = () => typeof sessionStorage === 'undefined' || sessionStorage.length === 0;

/**
 * What a person has typed into each step, so going back and forward between steps, a language switch inside
 * the page, maintenance mode and a reload of the tab lose nothing. In memory, and across a reload only as
 * ciphertext under the tab's key (session/sealed-drafts.ts); ended with the session (session/end-session.ts).
 */
export const draftStore = {
  get: (id: string): Record<string, unknown> => state.get().drafts[id] ?? {},
  set: (id: string, data: Record<string, unknown>): void => {
    const { drafts, owner } = state.get();
    const next = { ...drafts, [id]: withoutSecrets(data) };
    state.set({ owner, drafts: next });
    void sealed().then(({ sealedDrafts }) => sealedDrafts.save(owner, next));
  },
  /** Nothing typed is kept. */
  empty: (): boolean => Object.keys(state.get().drafts).length === 0,
  /** The lead the drafts belong to (null before the e-mail code made one). */
  owner: (): string | null => state.get().owner,
  /** The drafts are now this lead's (its e-mail code or login); the session module ends another's first. */
  own(lead: string | null): void {
    const { drafts } = state.get();
    state.set({ drafts, owner: lead });
    if (Object.keys(drafts).length > 0) void sealed().then(({ sealedDrafts }) => sealedDrafts.save(lead, drafts));
  },
  /** Takes back the drafts this tab sealed for the lead of the cookie before a reload (before the screens render). */
  async restore(): Promise<void> {
    const owner = leadOfCookie();
    state.set({ ...state.get(), owner });
    if (nothingSealed()) return;
    const opened = await (await sealed()).sealedDrafts.open(owner);
    // Typed since the reload wins over what was sealed before it.
    if (opened) state.set({ ...state.get(), drafts: { ...opened, ...state.get().drafts } });
  },
  /** Forgets everything, in memory and sealed (the session ends). */
  clear: (): Promise<void> => {
    state.reset();
    return sealing || !nothingSealed() ? sealed().then(({ sealedDrafts }) => sealedDrafts.forget()) : Promise.resolve();
  },
};
