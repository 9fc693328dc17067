import { isApiError } from './api-error';

const MAX_QUERY_RETRIES = 3;

/**
 * Queries retry as TanStack Query does by default (three times, with its backoff) except when the provider
 * refused the request (4xx): asking again unchanged would get the same refusal, or worse, count against a
 * rate limit.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < MAX_QUERY_RETRIES;
}
