/**
 * What a person has typed into each step, kept in memory for the session, so going back and forward between
 * steps, a language switch inside the page, or maintenance mode loses nothing. Never written to browser
 * storage: the data is personal (SPEC names only the cookies and the language as stored).
 */
const drafts = new Map<string, Record<string, unknown>>();

export const draftStore = {
  get: (id: string): Record<string, unknown> => drafts.get(id) ?? {},
  set: (id: string, data: Record<string, unknown>): void => {
    drafts.set(id, data);
  },
  /** Forgets everything (logout, finished onboarding). */
  clear: (): void => drafts.clear(),
};
