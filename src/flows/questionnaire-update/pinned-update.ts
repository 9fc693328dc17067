import type { PinStore } from '../shared/definitions-runtime/pin-definitions';
import type { ChosenDefinition } from '../shared/definitions-runtime/types';
import { loadSectionDefinition } from '../questionnaire/load-section';
import { pinnedSections } from '../questionnaire/pinned-sections';
import { bundledSectionIds } from '../questionnaire/section-source';
import { clientSession } from './client-session';
import { prefillFrom } from './prefill';

/** The update's pin lives with the update (in memory, like its answers): a new link starts a new update. */
const updatePin: PinStore = {
  get: () => clientSession.get().pinned ?? {},
  set: (pinned) => clientSession.update({ pinned }),
};

/**
 * The versions the update runs on (pinned when it first opens; the same update, back from the evaluation, keeps
 * them), and the client's last answers filled in with exactly those versions (issue 21): an answer a pinned version
 * offers is filled in, even one the bundled version lacks, and one it no longer offers is left out, so nothing of
 * another version reaches the provider. Rejects when the manifest or a section's module cannot be loaded: the screen
 * says so with a retry, which calls this again (the pin then kept).
 */
export async function pinnedUpdate(): Promise<Readonly<Record<string, ChosenDefinition>>> {
  const chosen = await pinnedSections(clientSession.get().pinned !== undefined, updatePin);
  if (clientSession.get().answers === undefined) {
    const definitions = await Promise.all(
      bundledSectionIds.map((id) => loadSectionDefinition(chosen[id] as ChosenDefinition)),
    );
    clientSession.update({ answers: prefillFrom(definitions, clientSession.get().lastAnswers ?? []) });
  }
  return chosen;
}
