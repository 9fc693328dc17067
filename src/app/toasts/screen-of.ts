import { routeAt } from '../routing/route-table';

const LANDING = /^\/((sk|en|bg)\/?)?$/;

/**
 * The screen an address shows: its route's name, whatever the token or language in the path. A link's token
 * leaving the address (`/sk/new_strategy/{token}` to `/sk/new_strategy/`) is no change of screen.
 */
export function screenOf(pathname: string): string {
  if (LANDING.test(pathname)) return 'landing';
  return routeAt(pathname)?.name ?? pathname;
}
