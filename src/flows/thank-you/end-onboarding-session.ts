import type { QueryClient } from '@tanstack/react-query';
import { type EndpointName, LEAD_COOKIE, clearToken, endpoints, profileStore } from '../../api';
import { draftStore } from '../shared/draft-store';
import { forgetVerifiedTargets } from '../step/code-endpoints';

function isLeadQuery(key: unknown): boolean {
  return typeof key === 'string' && key in endpoints && endpoints[key as EndpointName].auth === 'lead';
}

/**
 * Onboarding is complete: what logout forgets (src/app/shell/logout-button.tsx) is forgotten now, so the next
 * person at a shared computer finds nothing of it — the lead token cookie (a reload or another tab cannot
 * continue as this lead), everything typed, the verified e-mail and phone, and answers read with the lead
 * token. The profile is the one thing kept while the thank-you page is shown, because the step guard needs
 * it there; `forgetProfileLater` drops it when the page is left.
 */
export function forgetOnboarding(queryClient: QueryClient): void {
  clearToken(LEAD_COOKIE);
  draftStore.clear();
  forgetVerifiedTargets();
  queryClient.removeQueries({ predicate: (query) => isLeadQuery(query.queryKey[0]) });
}

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Drops the profile once the thank-you page is gone. Deferred by a tick and cancelled by `keepProfile`, so
 * React's development double mount (unmount and mount again at once) does not log the person out on the
 * spot.
 */
export function forgetProfileLater(): void {
  clearTimeout(pending);
  pending = setTimeout(() => profileStore.set(undefined), 0);
}

/** Cancels a pending `forgetProfileLater` (the page is shown again). */
export function keepProfile(): void {
  clearTimeout(pending);
  pending = undefined;
}
