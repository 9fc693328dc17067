import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { EndpointName } from '../api/endpoints.ts';
import { fail } from './http-error.ts';
import type { Reply } from './reply.ts';
import type { Services } from './services.ts';

/** How long the provider remembers a key's answer (the IETF draft leaves it to the provider; a day covers any retry).
 * */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

export interface IdempotentAnswer {
  fingerprint: string;
  /** Undefined while the first request with the key is still being handled. */
  reply: Reply | undefined;
  expiresAt: number;
}

/** One request's key, once its body was read: `replay` it, or `remember` the answer of handling it. */
export interface IdempotentRequest {
  /** The answer given before to the same key and body, or undefined to handle the request now. */
  replay(): Reply | undefined;
  remember(reply: Reply): Reply;
  /** The request was refused: nothing changed, so the key may be used again. */
  forget(): void;
}

/**
 * The `Idempotency-Key` header (IETF draft-ietf-httpapi-idempotency-key-header): optional, 8 to 255 visible
 * ASCII characters, else `400 'invalid field'` naming it.
 */
export function idempotencyKeyOf(req: IncomingMessage): string | undefined {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw fail(400, 'invalid field', { field: 'Idempotency-Key' });
  return value;
}

/** A stable digest of what a request asks for: JSON fields, or multipart fields with each file's bytes. */
export async function fingerprintOf(body: Record<string, unknown> | FormData): Promise<string> {
  const hash = createHash('sha256');
  const entries: [string, unknown][] = body instanceof FormData ? [...body.entries()] : Object.entries(body);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of entries) {
    hash.update(`${name}\u0000`);
    if (value instanceof Blob) hash.update(Buffer.from(await value.arrayBuffer()));
    else hash.update(JSON.stringify(value) ?? 'undefined');
    hash.update('\u0001');
  }
  return hash.digest('base64url');
}

/**
 * The idempotency of `endpoint` for `owner` (the lead): a retry with the same key and the same request gets the
 * first answer again without anything happening twice; the same key with another request is
 * `422 'idempotency key reused'`; the same key while its first request is still handled is
 * `409 'request in progress'`. Only accepted requests are remembered: a refused one changed nothing, so a
 * retry is judged afresh. Without a key every request is handled (the header is optional).
 */
export function idempotent(
  services: Services,
  endpoint: EndpointName,
  owner: string,
  key: string | undefined,
  fingerprint: string,
): IdempotentRequest {
  if (key === undefined) return { replay: () => undefined, remember: (reply) => reply, forget: () => undefined };
  const { idempotency } = services.store;
  const slot = `${endpoint}:${owner}:${key}`;
  return {
    replay() {
      const known = idempotency.get(slot);
      if (known && known.expiresAt > services.now()) {
        if (known.fingerprint !== fingerprint) throw fail(422, 'idempotency key reused', { field: 'Idempotency-Key' });
        if (!known.reply) throw fail(409, 'request in progress', { headers: { 'retry-after': '1' } });
        return known.reply;
      }
      idempotency.set(slot, { fingerprint, reply: undefined, expiresAt: services.now() + IDEMPOTENCY_TTL_MS });
      return undefined;
    },
    remember(reply) {
      idempotency.set(slot, { fingerprint, reply, expiresAt: services.now() + IDEMPOTENCY_TTL_MS });
      return reply;
    },
    forget() {
      idempotency.delete(slot);
    },
  };
}

/**
 * Handles a request under its idempotency key: the remembered answer, or `handle`'s (remembered when it is an
 * answer, forgotten when `handle` throws a refusal).
 */
export async function withIdempotency(request: IdempotentRequest, handle: () => Promise<Reply>): Promise<Reply> {
  const replayed = request.replay();
  if (replayed) return replayed;
  try {
    return request.remember(await handle());
  } catch (error) {
    request.forget();
    throw error;
  }
}
