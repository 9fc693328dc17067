import { QueryClient } from '@tanstack/react-query';
import { type EndpointName, endpoints } from './endpoints';
import { shouldRetryQuery } from './retry-policy';

// Every client made (one per app; tests make more), so the session's end can empty each.
const clients = new Set<QueryClient>();

/** Lists read with the app's token or none (countries, strategies, documents): the same for everyone. */
function isShared(key: unknown): boolean {
  return typeof key === 'string' && key in endpoints && endpoints[key as EndpointName].auth !== 'lead';
}

/** The app's QueryClient: our retry rule for queries, and mutations that never repeat by themselves. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 5 * 60_000, refetchOnWindowFocus: false },
      // A submit that failed is repeated by the person, never silently: a repeated POST could sign twice.
      // 'always': offline, a submit fails at once with the offline message instead of waiting, paused and
      // silent, to go out by itself once the connection is back (perhaps after the person gave up on it).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  clients.add(client);
  return client;
}

/**
 * Drops what the provider answered with a person's token, and every mutation's state (it holds the submitted
 * form values): the session ended. The shared lists stay.
 */
export function forgetPersonalQueries(): void {
  for (const client of clients) {
    client.removeQueries({ predicate: (query) => !isShared(query.queryKey[0]) });
    client.getMutationCache().clear();
  }
}
