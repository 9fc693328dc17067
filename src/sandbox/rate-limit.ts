import type { IncomingMessage } from 'node:http';
import { fail } from './http-error.ts';
import type { MessageKey } from './messages.ts';
import type { Services } from './services.ts';

export const ATTEMPT_LIMIT = 5;
export const ATTEMPT_WINDOW_MS = 5 * 60_000;

/** How many uses a key allows within a sliding window. */
export interface Quota {
  limit: number;
  windowMs: number;
}

/** Codes sent to one e-mail or phone, and codes one caller (source address, lead, client) asks for. */
export const SEND_PER_TARGET: Quota = { limit: 3, windowMs: 10 * 60_000 };
export const SEND_PER_SOURCE: Quota = { limit: 10, windowMs: 10 * 60_000 };
/** New codes of one purpose per lead (or e-mail, or client): 5 guesses a code cannot be renewed forever. */
export const CODES_PER_OWNER: Quota = { limit: 3, windowMs: 60 * 60_000 };
/** Birth numbers refused as already registered, per lead: a lead cannot probe whose number is on file. */
export const BIRTH_NUMBER_CONFLICTS: Quota = { limit: 3, windowMs: 60 * 60_000 };

/** Login slow-down: failures forgiven per account and per source address before each try has to wait. */
export const LOGIN_FREE_FAILURES = { account: 3, source: 10 } as const;
export const LOGIN_WINDOW_MS = 15 * 60_000;
const LOGIN_FIRST_DELAY_S = 5;
const LOGIN_MAX_DELAY_S = 5 * 60;

function recent(services: Services, key: string, windowMs: number): number[] {
  const since = services.now() - windowMs;
  const kept = (services.store.attempts.get(key) ?? []).filter((at) => at > since);
  services.store.attempts.set(key, kept);
  return kept;
}

function tooMany(retryAfterSeconds: number, messageKey?: MessageKey): Error {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return fail(429, 'too many attempts', {
    ...(messageKey ? { messageKey } : {}),
    headers: { 'retry-after': String(retryAfter) },
    extra: { retry_after: retryAfter },
  });
}

/** Seconds until `key` is under its quota again; 0 when it is under it now. */
function waitFor(services: Services, key: string, quota: Quota): number {
  const uses = recent(services, key, quota.windowMs);
  if (uses.length < quota.limit) return 0;
  // The use that has to leave the window for the count to drop under the limit.
  const blocking = uses[uses.length - quota.limit] ?? services.now();
  return (blocking + quota.windowMs - services.now()) / 1000;
}

/**
 * Counts one use of every key, or none: when any key is at its quota, 429 with Retry-After (the longest wait of
 * them) and nothing is counted, so a refused call does not prolong the wait.
 */
export function takeQuota(
  services: Services,
  uses: ReadonlyArray<{ key: string; quota: Quota }>,
  messageKey?: MessageKey,
): void {
  const wait = Math.max(0, ...uses.map(({ key, quota }) => waitFor(services, key, quota)));
  if (wait > 0) throw tooMany(wait, messageKey);
  for (const { key, quota } of uses) recent(services, key, quota.windowMs).push(services.now());
}

/** 429 when `key` is at its quota, without counting a use (see `countUse`). */
export function assertQuota(services: Services, key: string, quota: Quota, messageKey?: MessageKey): void {
  const wait = waitFor(services, key, quota);
  if (wait > 0) throw tooMany(wait, messageKey);
}

/** Counts one use of `key` (a refusal that counts, e.g. a birth number already registered). */
export function countUse(services: Services, key: string, quota: Quota): void {
  recent(services, key, quota.windowMs).push(services.now());
}

/** The address the request came from (the sandbox sits right behind the client; no proxy headers trusted). */
export function sourceOf(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/** 429 with Retry-After when `key` has failed 5 times within the last 5 minutes. */
export function assertNotLimited(services: Services, key: string, messageKey?: MessageKey): void {
  assertQuota(services, key, { limit: ATTEMPT_LIMIT, windowMs: ATTEMPT_WINDOW_MS }, messageKey);
}

/** Counts one failed attempt for `key`. */
export function recordFailure(services: Services, key: string): void {
  countUse(services, key, { limit: ATTEMPT_LIMIT, windowMs: ATTEMPT_WINDOW_MS });
}

/** Forgets the failures of `key` after a success. */
export function clearFailures(services: Services, key: string): void {
  services.store.attempts.delete(key);
}

/** Seconds one more login try must wait after `failures` recent failures, past `free` forgiven ones. */
export function loginDelaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_MAX_DELAY_S, LOGIN_FIRST_DELAY_S * 2 ** (failures - free));
}

/**
 * Progressive login slow-down instead of a lock-out: after the free failures each further try has to wait
 * 5, 10, 20, … up to 300 s after the last failure of the account or of the source; a try made too early is a 429
 * and is not checked, a try made after the wait is checked, so the right password always gets in after the wait.
 */
export function assertLoginAllowed(
  services: Services,
  keys: ReadonlyArray<{ key: string; free: number }>,
  messageKey?: MessageKey,
): void {
  let wait = 0;
  for (const { key, free } of keys) {
    const failures = recent(services, key, LOGIN_WINDOW_MS);
    const last = failures[failures.length - 1];
    if (last === undefined) continue;
    const until = last + loginDelaySeconds(failures.length, free) * 1000;
    wait = Math.max(wait, (until - services.now()) / 1000);
  }
  if (wait > 0) throw tooMany(wait, messageKey);
}

/** Counts one failed login for each key. */
export function recordLoginFailure(services: Services, keys: ReadonlyArray<{ key: string }>): void {
  for (const { key } of keys) recent(services, key, LOGIN_WINDOW_MS).push(services.now());
}
