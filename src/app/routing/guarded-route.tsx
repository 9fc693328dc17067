import { useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AUTH_COOKIE, profileStore, readToken } from '../../api';
import { LazyScreen } from '../screens/lazy-screen';
import { CurrentRouteContext } from './current-route-context';
import type { AppRoute } from './route-table';
import { previousRoute, redirectOf, shownRoute } from './route-redirect';
import { ScreenOriginContext } from './screen-origin-context';
import { usePrefetchNextScreens } from './use-prefetch-next-screens';

// No one is logged in on a page prerendered at build time (src/prerender), nor while hydrating it.
const noProfile = () => undefined;
// A page prerendered behind the guard (the verification result: src/prerender/prerendered-pages.ts) is rendered as for
// a person holding the cookie, and hydrated so; the cookie itself decides right after. Cookies tell no one of a change.
const noCookieEvents = () => () => undefined;
const hasAuthorizationCookie = () => Boolean(readToken(AUTH_COOKIE));
const cookieAssumed = () => true;

/** One route of the table, behind the step guard of SPEC §4 where the table says so. */
export function GuardedRoute({ route }: { route: AppRoute }) {
  const { pathname } = useLocation();
  const profile = useSyncExternalStore(profileStore.subscribe, profileStore.get, noProfile);
  const hasAuthorizationToken = useSyncExternalStore(noCookieEvents, hasAuthorizationCookie, cookieAssumed);
  // Where the person came from is fixed when they enter; later renders (a profile update) must not see this
  // route itself as its own origin.
  // Under KeptScreens, the route of the entry left as worked out for the move (ScreenOriginContext): a screen mounted
  // again for the same move (React renders a move anew at times, after the first copy marked itself as shown) would
  // otherwise take its own route for its origin and be sent back (the press on "Start" that did nothing, issue 24).
  const origin = useContext(ScreenOriginContext);
  const [from] = useState(() => (origin ? origin.from : previousRoute()));
  const redirect = redirectOf(route, pathname, from, profile, hasAuthorizationToken);
  // Also when a kept screen, or one rendered ahead, shows (KeptScreens): the next route comes from this one.
  useEffect(() => {
    if (!redirect) shownRoute(route.name);
  }, [redirect, route.name]);
  usePrefetchNextScreens(route.name, !redirect);
  // The same element while the route is: a profile update (each step's answer raises its referrer_url) renders the
  // guard again, not the whole screen below it, synchronously, before the navigation to the next (issue 24).
  const screen = useMemo(
    () => (
      <CurrentRouteContext.Provider value={route}>
        <LazyScreen load={route.load} />
      </CurrentRouteContext.Provider>
    ),
    [route],
  );
  if (redirect) return <Navigate to={redirect} replace />;
  return screen;
}
