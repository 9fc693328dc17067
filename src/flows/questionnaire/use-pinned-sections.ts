import { useEffect, useRef, useState } from 'react';
import { samePin } from '../shared/definitions-runtime/pin-definitions';
import type { ChosenDefinition } from '../shared/definitions-runtime/types';

/** The sections' versions for this questionnaire, or why they are not known (yet). */
export type PinnedSections =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; chosen: Readonly<Record<string, ChosenDefinition>> };

/**
 * The versions the questionnaire runs on, as `pin` answers them (pinnedSections: read from the publication store's
 * manifest at its start and kept to its end; the update also prefills the client's last answers from them). A manifest
 * or a module that cannot be read is a fault with a retry, which calls `pin` again, never a silent fall back to the
 * bundled versions. `known`: the versions `pin` would answer, when known at the first render (knownPinnedSections),
 * shown at once; `pin` still makes the pin as the screen shows, and the screen changes only if it names others.
 */
export function usePinnedSections(
  pin: () => Promise<Readonly<Record<string, ChosenDefinition>>>,
  known?: () => Readonly<Record<string, ChosenDefinition>> | undefined,
): PinnedSections {
  const [attempt, setAttempt] = useState(0);
  // Read once: a screen rendered ahead, hidden, runs no effects (React's Activity), so without it the questionnaire
  // ahead of its introduction stayed at its placeholder, and its first section mounted after the click (issue 24).
  const [first] = useState(() => known?.());
  const [state, setState] = useState<{ attempt: number; pinned: PinnedSections }>();
  // The attempt whose pin is in: a screen kept hidden and shown again (React's Activity, kept-screens.tsx) runs its
  // effects anew, and pinning again then could choose a version that took effect meanwhile, under the answers given.
  const pinnedAt = useRef<number>(undefined);
  useEffect(() => {
    if (pinnedAt.current === attempt) return undefined;
    let current = true;
    pin().then(
      (chosen) => {
        if (!current) return;
        pinnedAt.current = attempt;
        // The versions shown already: nothing to render again.
        if (attempt === 0 && first && samePin(first, chosen)) return;
        setState({ attempt, pinned: { status: 'ready', chosen } });
      },
      () => current && setState({ attempt, pinned: { status: 'failed', retry: () => setAttempt((n) => n + 1) } }),
    );
    return () => {
      current = false;
    };
    // `pin` is called when the screen opens and on each retry, not again as answers come in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (state?.attempt === attempt) return state.pinned;
  return attempt === 0 && first ? { status: 'ready', chosen: first } : { status: 'loading' };
}
