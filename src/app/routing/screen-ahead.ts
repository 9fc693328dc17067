import type { Profile } from '../../api';
import { nextScreensOf } from './next-screens';
import { redirectOf } from './route-redirect';
import { type AppRoute, routeAt, routeTable } from './route-table';

/**
 * The screen to render ahead, hidden, while the person fills the one at `pathname` (issue 24): the first screen the
 * flow leads to (next-screens.ts), so that after the provider's answer the navigation only shows it. None where its
 * address has a part the navigation fills in (a language, a token, a lead id) or where the step guard (SPEC §4) would
 * send the person elsewhere now: a screen rendered ahead is one a fresh navigation from here would render.
 */
export function screenAheadOf(pathname: string, profile: Profile | undefined): AppRoute | undefined {
  const current = routeAt(pathname);
  const name = current && nextScreensOf(current.name).screens[0];
  const next = routeTable.find((route) => route.name === name);
  if (!current || !next || next.path.includes(':')) return undefined;
  return redirectOf(next, next.path, current.name, profile) ? undefined : next;
}
