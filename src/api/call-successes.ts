import type { EndpointName } from './endpoints';

type Listener = (endpoint: EndpointName) => void;

const listeners = new Set<Listener>();

/**
 * Which endpoints have just answered successfully, for whoever must know that a failure of theirs is over
 * (the shell takes down the error toast an earlier failure of the same endpoint left). Told by callApi.
 */
export const callSuccesses = {
  /** Calls `listener` with the endpoint's name after each successful answer; answers the unsubscribe. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  report(endpoint: EndpointName): void {
    for (const listener of listeners) listener(endpoint);
  },
};
