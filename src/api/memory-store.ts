type Listener = () => void;

/** A value held in the tab's memory only (never in browser storage), which components can follow. */
export interface MemoryStore<T> {
  get: () => T;
  /** Replaces the value and tells every subscriber. */
  set: (next: T) => void;
  /** Back to the value the store began with (the session ended). */
  reset: () => void;
  /** Calls `listener` after each change; answers the unsubscribe (the shape `useSyncExternalStore` takes). */
  subscribe: (listener: Listener) => () => void;
}

/**
 * The one way the app keeps something of a person in memory (the profile, drafts, verified targets, an existing
 * client's link sessions): a value, its listeners and a reset, so each store is its own rules only and the
 * session's end (src/flows/shared/session/end-session.ts) resets them all the same way.
 */
export function memoryStore<T>(initial: T): MemoryStore<T> {
  let value = initial;
  const listeners = new Set<Listener>();
  const set = (next: T): void => {
    value = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => value,
    set,
    reset: () => set(initial),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
