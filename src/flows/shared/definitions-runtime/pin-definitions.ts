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
  const kept = keptPin(ids, store, started, served);
  if (kept) return kept;
  const chosen = await choose();
  store.set(chosen);
  return chosen;
}

/** The versions pinned in `store` that a started form keeps running on (pinDefinitions); undefined: choose anew. */
export function keptPin(
  ids: readonly string[],
  store: PinStore,
  started: boolean,
  served: (chosen: ChosenDefinition) => boolean = () => true,
): Record<string, ChosenDefinition> | undefined {
  const pinned = store.get();
  return started && ids.every((id) => isChosen(id, pinned[id]) && served(pinned[id]))
    ? Object.fromEntries(ids.map((id) => [id, pinned[id] as ChosenDefinition]))
    : undefined;
}

/** Whether two pins name the same versions (the same hashes, from the same addresses). */
export const samePin = (
  one: Readonly<Record<string, ChosenDefinition>>,
  other: Readonly<Record<string, ChosenDefinition>>,
): boolean =>
  Object.keys(one).length === Object.keys(other).length &&
  Object.entries(one).every(
    ([id, chosen]) => other[id]?.sha256 === chosen.sha256 && other[id]?.module?.url === chosen.module?.url,
  );
