import { AUTH_COOKIE, type Profile, isProfileRestoring, readToken } from '../../api';
import type { AppRoute } from './route-table';
import { guardRedirect } from './step-guard';

// The route the person was on before this one; read while rendering the next route, written after it showed.
let previousRouteName: string | undefined;

/** The route the person comes from (the last one shown without a redirect). */
export const previousRoute = (): string | undefined => previousRouteName;

/** The route now shown: the next one comes from it (none: as when a page loads, for tests). */
export const shownRoute = (name: string | undefined): void => {
  previousRouteName = name;
};

/** Where the step guard of SPEC §4 sends a person entering `route` at `pathname` from `from`; undefined: nowhere. */
export function redirectOf(
  route: AppRoute,
  pathname: string,
  from: string | undefined,
  profile: Profile | undefined,
  // GuardedRoute reads the cookie itself: a page prerendered behind the guard assumes it (guarded-route.tsx).
  hasAuthorizationToken = Boolean(readToken(AUTH_COOKIE)),
): string | undefined {
  if (!route.guarded) return undefined;
  return guardRedirect({
    to: pathname,
    from,
    hasAuthorizationToken,
    hasProfile: Boolean(profile),
    // Unknown while a reload's profile waits for the provider's answer.
    verificationStatus: isProfileRestoring() ? undefined : profile?.verification_status,
    leadToken: profile?.lead_token,
  });
}
