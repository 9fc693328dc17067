import type { Profile } from '../../api';
import { draftStore } from '../../flows/shared/draft-store';
import { nextScreensOf } from './next-screens';
import { redirectOf } from './route-redirect';
import { type AppRoute, routeAt, routeTable } from './route-table';

/**
 * The screen to render ahead, hidden, while the person fills the one at `pathname` (issue 24): the first screen the
 * flow leads to (next-screens.ts), so that after the provider's answer the navigation only shows it. None where its
 * address has a part the navigation fills in (a language, a token, a lead id) or where the step guard (SPEC §4) would
 * send the person elsewhere now: a screen rendered ahead is one a fresh navigation from here would render.
 * From the landing page, the registration only while nothing is typed there: "Open an account" ends whatever the tab
 * held (endSession, its drafts too) before the registration shows, which then starts empty.
 */
export function screenAheadOf(pathname: string, profile: Profile | undefined): AppRoute | undefined {
  // The landing page, at the shell's only addresses outside the route table (/, /sk, /en, /bg).
  const current = routeAt(pathname)?.name ?? 'landing';
  const name = nextScreensOf(current).screens[0];
  const next = routeTable.find((route) => route.name === name);
  if (!next || next.path.includes(':')) return undefined;
  if (current === 'landing' && Object.keys(draftStore.get(next.name)).length > 0) return undefined;
  return redirectOf(next, next.path, current, profile) ? undefined : next;
}
