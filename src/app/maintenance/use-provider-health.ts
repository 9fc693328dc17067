import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api';

/** SPEC §9: the health check runs at start and every 25 s (each with the table's 20 s timeout). */
export const HEALTH_INTERVAL_MS = 25_000;

/** True while the provider's health check does not answer status UP; undefined before the first answer. */
export function useProviderDown(): boolean | undefined {
  const health = useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => callApi('health', { signal }),
    refetchInterval: HEALTH_INTERVAL_MS,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
  });
  if (health.isPending) return undefined;
  return health.isError || health.data.status !== 'UP';
}
