import { type QuestionnaireAnswer, type RiskProfile, memoryStore } from '../../api';
import type { DefinitionData as DefinitionData } from '../../engine';
import type { ChosenDefinition } from '../shared/definitions-runtime/types';
import type { LastProfile } from './profile-change';

/**
 * The existing client's questionnaire update, kept in memory only (never in browser storage): the client-zone
 * token the link was exchanged for, the answers as they are being changed, the section shown, and the answer
 * of the submission (the signature token and the evaluated risk profile). A reload loses it: the person opens
 * the e-mailed link again.
 */
export interface ClientSession {
  /** The client-zone authorization token. */
  token?: string;
  /**
   * The last signed questionnaire's answers as the provider lists them, read when the link opens; they become the
   * sections' `answers` once the update's versions are pinned (prefilled with exactly those versions, issue 21).
   */
  lastAnswers?: readonly QuestionnaireAnswer[];
  /** Answers per section id; undefined until the last questionnaire's answers have filled them. */
  answers?: Record<string, DefinitionData>;
  index: number;
  /** The last signed questionnaire's profile and date, to say how the new profile differs. */
  last?: LastProfile;
  result?: { signature_token: string; risk_profile: RiskProfile };
  /**
   * The versions of the sections, the scoring table and the rules this update runs on, pinned when it first opens
   * (issue 21): a client in the middle finishes on the version they started with.
   */
  pinned?: Record<string, ChosenDefinition>;
}

const store = memoryStore<ClientSession>({ index: 0 });

export const clientSession = {
  get: store.get,
  update: (patch: Partial<ClientSession>): void => store.set({ ...store.get(), ...patch }),
  /** A new link starts a new update. */
  start: (token: string): void => store.set({ token, index: 0 }),
  /** After signing (or the session's end) nothing of the update is needed any more. */
  clear: store.reset,
};
