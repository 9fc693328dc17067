import { useEffect } from 'react';
import { callSuccesses } from '../../api';
import type { ToastStore } from './toast-store';

/** Takes down an error toast once its source, the endpoint that failed, answers successfully (a retry, the right code).
 * */
export function useResolveToasts(store: ToastStore): void {
  useEffect(() => callSuccesses.subscribe((endpoint) => store.resolve(endpoint)), [store]);
}
