import { createContext, useContext } from 'react';
import type { DraftRef, RegistryDraft, Texts } from './registry-project';

/** Both sides of a draft saved by someone else since this page read it (PUT answered 412 edit-conflict). */
export interface DraftConflict {
  path: string;
  /** What this page tried to save: the definition and its texts, nothing lost. */
  mine: { definition: unknown; texts: Texts };
  /** The draft as saved now, with its ETag and who saved it. */
  theirs: RegistryDraft;
}

/** keep: save mine over theirs (with their ETag); theirs: take theirs into the editor; later: leave it unsaved. */
export type ConflictChoice = 'keep' | 'theirs' | 'later';

/** What the studio knows only when the registry serves it (undefined when it edits files: `npm run studio`). */
export interface RegistryStudioContext {
  /** Definition path -> the draft the editor's text is based on (ETag updated by each save). */
  drafts: Map<string, DraftRef>;
  /** Signed in without the author role: nothing can be edited or saved. */
  readOnly: boolean;
  /** Shows the conflict dialog; resolves with the person's choice. */
  askConflict: (conflict: DraftConflict) => Promise<ConflictChoice>;
  /**
   * After a proposal's 412 (draft-changed): the editor, which still holds the older ETag, takes theirs when mine is the
   * same, else asks the person to keep mine (saved with their ETag) or take theirs. Resolves once that is done.
   */
  recoverDraft: (definitionId: string, current: RegistryDraft) => Promise<void>;
  /** The editor registers how it does recoverDraft (it holds the texts); undefined when it is gone. */
  setDraftRecovery: (recover: RegistryStudioContext['recoverDraft'] | undefined) => void;
}

export const RegistryStudio = createContext<RegistryStudioContext | undefined>(undefined);

export const useRegistryStudio = () => useContext(RegistryStudio);
