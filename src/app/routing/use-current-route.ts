import { useContext } from 'react';
import { CurrentRouteContext } from './current-route-context';
import type { AppRoute } from './route-table';

/** The route table entry of the screen being shown. */
export function useCurrentRoute(): AppRoute | undefined {
  return useContext(CurrentRouteContext);
}
