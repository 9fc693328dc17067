import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiError } from './api-error';
import { type CallOptions, callApi } from './call-api';
import type { EndpointName } from './endpoints';
import { singleFlight } from './single-flight';
import type { AnswerOf } from './types';

export interface ApiMutationHooks<N extends EndpointName> {
  /** Runs after a successful answer, before the caller's promise resolves (e.g. storing a token cookie). */
  onAnswer?: (answer: AnswerOf<N>) => void;
}

/**
 * Sends one endpoint as a TanStack mutation. `submit` is single-flight: pressing the same submit again
 * while a request is under way returns that request's promise instead of sending another.
 */
export function useApiMutation<N extends EndpointName>(name: N, hooks: ApiMutationHooks<N> = {}) {
  const mutation = useMutation<AnswerOf<N>, ApiError, CallOptions<N>>({
    mutationKey: [name],
    mutationFn: async (options) => {
      const answer = await callApi(name, options);
      hooks.onAnswer?.(answer);
      return answer;
    },
  });
  // mutateAsync is stable for the life of the component (TanStack binds it to one observer).
  const { mutateAsync } = mutation;
  const submit = useMemo(() => singleFlight(mutateAsync), [mutateAsync]);
  return { ...mutation, submit };
}
