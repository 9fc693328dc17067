import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on a page prerendered at build time (src/prerender) and while the browser hydrates it, true from the
 * render after: for lazily loaded parts that the prerender cannot wait for (renderToString renders no lazy code),
 * which would otherwise make hydrating give up on their boundary and report an error.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
