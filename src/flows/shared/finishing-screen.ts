type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * The person answers the last part of a screen that has several (the questionnaire's last section): what follows it is
 * fetched now (src/app/routing/next-screens.ts, a route's screens "on finishing"), not after the answer that leads
 * there, nor as the screen opens (a questionnaire route's own budget has no room for its evaluation's code).
 */
export const finishingScreen = {
  announce(): void {
    for (const listener of [...listeners]) listener();
  },
  /** Calls `listener` at every announcement until the answered function is called. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
