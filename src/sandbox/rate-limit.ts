import { fail } from './http-error.ts';
import type { MessageKey } from './messages.ts';
import type { Services } from './services.ts';

export const ATTEMPT_LIMIT = 5;
export const ATTEMPT_WINDOW_MS = 5 * 60_000;

function recentAttempts(services: Services, key: string): number[] {
  const since = services.now() - ATTEMPT_WINDOW_MS;
  const recent = (services.store.attempts.get(key) ?? []).filter((at) => at > since);
  services.store.attempts.set(key, recent);
  return recent;
}

/** 429 with Retry-After when `key` has failed 5 times within the last 5 minutes. */
export function assertNotLimited(services: Services, key: string, messageKey?: MessageKey): void {
  const recent = recentAttempts(services, key);
  if (recent.length < ATTEMPT_LIMIT) return;
  // Waiting until the oldest failure in the window is forgotten brings the count under the limit again.
  const oldest = recent[recent.length - ATTEMPT_LIMIT] ?? services.now();
  const retryAfter = Math.max(1, Math.ceil((oldest + ATTEMPT_WINDOW_MS - services.now()) / 1000));
  throw fail(429, 'too many attempts', {
    ...(messageKey ? { messageKey } : {}),
    headers: { 'retry-after': String(retryAfter) },
    extra: { retry_after: retryAfter },
  });
}

/** Counts one failed attempt for `key`. */
export function recordFailure(services: Services, key: string): void {
  recentAttempts(services, key).push(services.now());
}

/** Forgets the failures of `key` after a success. */
export function clearFailures(services: Services, key: string): void {
  services.store.attempts.delete(key);
}
