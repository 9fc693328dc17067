import { QueryClient } from '@tanstack/react-query';
import { shouldRetryQuery } from './retry-policy';

/** The app's QueryClient: our retry rule for queries, and mutations that never repeat by themselves. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 5 * 60_000, refetchOnWindowFocus: false },
      // A submit that failed is repeated by the person, never silently: a repeated POST could sign twice.
      // 'always': offline, a submit fails at once with the offline message instead of waiting, paused and
      // silent, to go out by itself once the connection is back (perhaps after the person gave up on it).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
