import { useQuery } from '@tanstack/react-query';
import { type ApiQueryInput, type QueryEndpointName, apiQueryOptions } from './api-query-options';

/** Reads a GET endpoint through TanStack Query (cached per language, retried unless refused with 4xx). */
export function useApiQuery<N extends QueryEndpointName>(name: N, input: ApiQueryInput = {}, enabled = true) {
  return useQuery({ ...apiQueryOptions(name, input), enabled });
}
