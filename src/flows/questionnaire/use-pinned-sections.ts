import { useEffect, useState } from 'react';
import type { PinStore } from '../shared/definitions-runtime/pin-definitions';
import type { ChosenDefinition } from '../shared/definitions-runtime/types';
import { pinnedSections } from './pinned-sections';

/** The sections' versions for this questionnaire, or why they are not known (yet). */
export type PinnedSections =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; chosen: Readonly<Record<string, ChosenDefinition>> };

/**
 * The versions the questionnaire runs on, read from the publication store's manifest at its start and kept to its
 * end (`started`: the person has answered something, so a reload or a newer version changes nothing; kept in the
 * session's drafts, or in `store`). A manifest
 * that cannot be read is a fault with a retry, never a silent fall back to the bundled versions.
 */
export function usePinnedSections(started: boolean, store?: PinStore): PinnedSections {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ attempt: number; pinned: PinnedSections }>();
  useEffect(() => {
    let current = true;
    pinnedSections(started, store).then(
      (chosen) => current && setState({ attempt, pinned: { status: 'ready', chosen } }),
      () => current && setState({ attempt, pinned: { status: 'failed', retry: () => setAttempt((n) => n + 1) } }),
    );
    return () => {
      current = false;
    };
    // `started` and `store` are read once: the pin is made when the screen opens, not again as answers come in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return state?.attempt === attempt ? state.pinned : { status: 'loading' };
}
