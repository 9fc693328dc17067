import { queryOptions } from '@tanstack/react-query';
import { callApi } from './call-api';
import { type EndpointName, endpoints } from './endpoints';
import type { AnswerOf, Lang } from './types';

/** Endpoints that only read (GET): the ones that can be queries. */
export type QueryEndpointName = {
  [N in EndpointName]: (typeof endpoints)[N]['method'] extends 'GET' ? N : never;
}[EndpointName];

export interface ApiQueryInput {
  /** Language of the answer; part of the key so each language is cached on its own. */
  lang?: Lang;
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
}

/** Query key of an endpoint: its name, then whatever changes the answer. Mutations invalidate by these. */
export function apiQueryKey(name: QueryEndpointName, input: ApiQueryInput = {}) {
  return [name, input.lang ?? null, input.params ?? null, input.query ?? null] as const;
}

/** Query options for any GET endpoint of the table, typed by its answer. */
export function apiQueryOptions<N extends QueryEndpointName>(name: N, input: ApiQueryInput = {}) {
  return queryOptions<AnswerOf<N>>({
    queryKey: apiQueryKey(name, input),
    queryFn: ({ signal }) => callApi(name, { params: input.params, query: input.query, signal }),
  });
}
