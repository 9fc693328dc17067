import { useSyncExternalStore } from 'react';
import { parseWorkflowHash, type WorkflowRoute } from './workflow-route';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const currentHash = () => window.location.hash;

/** The workflow screen the address names (undefined: the editor), following links and the back button. */
export function useWorkflowRoute(): WorkflowRoute | undefined {
  const hash = useSyncExternalStore(subscribe, currentHash);
  return parseWorkflowHash(hash);
}

/**
 * Tells the workflow that the address changed without a hashchange event: the editor opens a file with
 * history.replaceState (so opening files does not fill the back button's list), which fires none.
 */
export function notifyAddressChanged(): void {
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}
