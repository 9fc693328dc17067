import type { Profile } from '../../api';
import { holdsNoOne } from '../../flows/shared/session/end-session';
import { screenAsked } from '../screens/lazy-screen';
import { nextScreensOf } from './next-screens';
import { redirectOf } from './route-redirect';
import { type AppRoute, routeAt, routeTable } from './route-table';

/**
 * The screen to render ahead, hidden, while the person fills the one at `pathname` (issue 24): the first screen the
 * flow leads to (next-screens.ts), so that after the provider's answer the navigation only shows it. None where its
 * address has a part the navigation fills in (a language, a token, a lead id) or where the step guard (SPEC §4) would
 * send the person elsewhere now: a screen rendered ahead is one a fresh navigation from here would render.
 *
 * On the landing page (no route of the table), the registration, once the person heads for "Open an account" (the
 * page asked for its code: the landing's budget is what a visitor who does not go on fetches) and only while the tab
 * holds no one: that button ends the session before the registration shows.
 */
export function screenAheadOf(pathname: string, profile: Profile | undefined): AppRoute | undefined {
  const current = routeAt(pathname);
  if (!current) {
    const registration = routeTable.find((route) => route.name === 'registration');
    return registration && screenAsked(registration.load) && holdsNoOne() ? registration : undefined;
  }
  const name = nextScreensOf(current.name).screens[0];
  const next = routeTable.find((route) => route.name === name);
  if (!next || next.path.includes(':')) return undefined;
  return redirectOf(next, next.path, current.name, profile) ? undefined : next;
}
