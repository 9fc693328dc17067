/**
 * The footer's own question cards as the screen shown names them (usePageFaq), kept outside the shell's state: a
 * screen naming its cards re-renders the footer alone, not the shell and every screen it keeps (issue 24: on a
 * return, that render of the shell came after the frame with the heading and before anything else could run).
 */
export interface PageFaqStore {
  /** The cards' keys joined, or undefined for the shell's own cards. */
  get: () => string | undefined;
  set: (cards: readonly string[] | undefined) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createPageFaqStore(): PageFaqStore {
  let cards: string | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => cards,
    set: (next) => {
      const joined = next?.join();
      if (joined === cards) return;
      cards = joined;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
