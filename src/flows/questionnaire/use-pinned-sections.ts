import { useEffect, useRef, useState } from 'react';
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
 * bundled versions.
 */
export function usePinnedSections(pin: () => Promise<Readonly<Record<string, ChosenDefinition>>>): PinnedSections {
  const [attempt, setAttempt] = useState(0);
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
  return state?.attempt === attempt ? state.pinned : { status: 'loading' };
}
