import type { ChosenDefinition } from './types';

/** Where a pin is kept between screens and reloads (the session's drafts). */
export interface PinStore {
  get(): Readonly<Record<string, unknown>>;
  set(pin: Record<string, ChosenDefinition>): void;
}

function isChosen(id: string, value: unknown): value is ChosenDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const chosen = value as Partial<ChosenDefinition>;
  return chosen.id === id && typeof chosen.version === 'string' && typeof chosen.sha256 === 'string';
}

/**
 * The versions a multi-screen form (the questionnaire) runs on from its start to its end (issue 21): once the
 * person has started (`started`: an answer given), the versions pinned then, even after a newer one takes effect
 * or is published meanwhile, so answers are never mixed across versions; before that, chosen anew (`choose`) and
 * pinned. A pin this app can no longer serve (`served`: a bundled version a newer build of the app, or a definition
 * saved on the development server, replaced) is chosen anew as a whole too: showing the new content under the old
 * version's name would send answers the provider cannot place, and a published version never goes away.
 */
export async function pinDefinitions(
  ids: readonly string[],
  store: PinStore,
  started: boolean,
  choose: () => Promise<Record<string, ChosenDefinition>>,
  served: (chosen: ChosenDefinition) => boolean = () => true,
): Promise<Record<string, ChosenDefinition>> {
  const pinned = store.get();
  if (started && ids.every((id) => isChosen(id, pinned[id]) && served(pinned[id])))
    return Object.fromEntries(ids.map((id) => [id, pinned[id] as ChosenDefinition]));
  const chosen = await choose();
  store.set(chosen);
  return chosen;
}
