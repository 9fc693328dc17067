import { type Params, matchPath } from 'react-router-dom';
import type { Profile } from '../../api';
import { PATH_PARAMETER } from '../../flows/shared/routes/routes';
import { holdsNoOne } from '../../flows/shared/session/end-session';
import { screenAsked } from '../screens/lazy-screen';
import { nextScreensOf } from './next-screens';
import { redirectOf } from './route-redirect';
import { type AppRoute, routeAt, routeNamed } from './route-table';

/** A screen to render ahead: its route and the address a navigation from here would give it. */
export interface ScreenAhead {
  route: AppRoute;
  pathname: string;
}

/**
 * The screen to render ahead, hidden, while the person fills the one at `pathname` (issue 24): the first screen the
 * flow leads to (next-screens.ts), so that after the provider's answer the navigation only shows it. None where the
 * step guard (SPEC §4) would send the person elsewhere now, or where its address has a part only the navigation knows
 * (a lead id): a screen rendered ahead is one a fresh navigation from here would render. The parts of the address it
 * shares with the current one (the update flow's language) are the current one's (addressAhead).
 *
 * A screen of several parts (the questionnaire) has its evaluation rendered ahead once the person answers its last part
 * (finishedAhead).
 *
 * On the landing page (no route of the table), the registration, once the person heads for "Open an account" (the
 * page asked for its code: the landing's budget is what a visitor who does not go on fetches) and only while the tab
 * holds no one: that button ends the session before the registration shows.
 */
export function screenAheadOf(pathname: string, profile: Profile | undefined): ScreenAhead | undefined {
  const current = routeAt(pathname);
  if (!current) {
    const registration = routeNamed('registration');
    return registration && screenAsked(registration.load) && holdsNoOne()
      ? { route: registration, pathname: registration.path }
      : undefined;
  }
  const next = routeNamed(nextScreensOf(current.name).screens[0]) ?? finishedAhead(current.name);
  if (!next) return undefined;
  const ahead = addressAhead(next.path, matchPath(current.path, pathname)?.params ?? {});
  if (ahead === undefined || redirectOf(next, ahead, current.name, profile)) return undefined;
  return { route: next, pathname: ahead };
}

/**
 * What a screen of several parts leads to once the person answers its last part (its code asked for then:
 * next-screens.ts, "on finishing"), where that screen follows the provider's answer leading to it (the questionnaire's
 * evaluation, shown with the risk profile of the answer whatever profile it was rendered with: route-table.ts).
 */
function finishedAhead(name: AppRoute['name']): AppRoute | undefined {
  return nextScreensOf(name, 'finishing')
    .screens.map(routeNamed)
    .find((route) => route?.followsAnswer && screenAsked(route.load));
}

/**
 * The address of the route at `path` with the current address's parameters `params` for those it requires (the
 * update flow's language); its optional ones (a token, the last part) left out as the flows navigate, the address
 * then ending in a slash (`${pathTo('update-evaluation', { lang })}/`): a screen ahead is shown only at the very
 * address the navigation goes to. Undefined where it requires one the current address has not (the verification's id,
 * known only from the provider's answer).
 */
export function addressAhead(path: string, params: Params): string | undefined {
  let known = true;
  let leftOut = false;
  const address = path.replace(PATH_PARAMETER, (_segment, name: string, optional: string) => {
    const value = params[name];
    if (optional) {
      leftOut = true;
      return '';
    }
    if (value === undefined) known = false;
    return `/${encodeURIComponent(value ?? '')}`;
  });
  if (!known) return undefined;
  return leftOut ? `${address}/` : address;
}
