import { useEffect, useState, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AUTH_COOKIE, isProfileRestoring, profileStore, readToken } from '../../api';
import { LazyScreen } from '../screens/lazy-screen';
import { CurrentRouteContext } from './current-route-context';
import type { AppRoute } from './route-table';
import { guardRedirect } from './step-guard';
import { usePrefetchNextScreens } from './use-prefetch-next-screens';

// No one is logged in on a page prerendered at build time (src/prerender), nor while hydrating it.
const noProfile = () => undefined;

// The route the person was on before this one; read while rendering the next route, written after.
let previousRouteName: string | undefined;

/** One route of the table, behind the step guard of SPEC §4 where the table says so. */
export function GuardedRoute({ route }: { route: AppRoute }) {
  const { pathname } = useLocation();
  const profile = useSyncExternalStore(profileStore.subscribe, profileStore.get, noProfile);
  // Where the person came from is fixed when they enter; later renders (a profile update) must not see this
  // route itself as its own origin.
  const [from] = useState(() => previousRouteName);
  const redirect = route.guarded
    ? guardRedirect({
        to: pathname,
        from,
        hasAuthorizationToken: Boolean(readToken(AUTH_COOKIE)),
        hasProfile: Boolean(profile),
        // Unknown while a reload's profile waits for the provider's answer.
        verificationStatus: isProfileRestoring() ? undefined : profile?.verification_status,
        leadToken: profile?.lead_token,
      })
    : undefined;
  useEffect(() => {
    if (!redirect) previousRouteName = route.name;
  }, [redirect, route.name]);
  usePrefetchNextScreens(route.name, !redirect);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <CurrentRouteContext.Provider value={route}>
      <LazyScreen load={route.load} />
    </CurrentRouteContext.Provider>
  );
}
