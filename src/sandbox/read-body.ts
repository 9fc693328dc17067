import type { IncomingMessage } from 'node:http';
import { fail } from './http-error.ts';

export const FORM_LIMIT_BYTES = 1024 * 1024;
export const MULTIPART_LIMIT_BYTES = 12 * 1024 * 1024;
// Beyond this, an oversized body is cut off instead of drained; draining lets the client read the 413.
const DRAIN_CAP_BYTES = 64 * 1024 * 1024;

export type BodyFields = Record<string, unknown>;

function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Reads the whole body, at most `limit` bytes; more gives 413 once the client has finished sending. */
export function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    let tooLarge = Number.isFinite(declared) && declared > limit;
    let size = 0;
    const chunks: Buffer[] = [];
    const tooLargeError = fail(413, 'request body too large', {
      extra: { limit_bytes: limit },
      headers: { connection: 'close' },
    });
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
      if (size > DRAIN_CAP_BYTES) req.destroy();
    });
    req.on('end', () => (tooLarge ? reject(tooLargeError) : resolve(Buffer.concat(chunks))));
    req.on('error', () => reject(tooLarge ? tooLargeError : fail(400, 'malformed body')));
    // A body cut off by the client (or by the drain cap) never ends; nobody reads the answer then.
    req.on('close', () => reject(tooLarge ? tooLargeError : fail(400, 'malformed body')));
  });
}

function decodeUtf8(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw fail(400, 'malformed body');
  }
}

/** A JSON object body. An empty body counts as `{}` (the app sends none where the table says "not shown"). */
export async function readJsonObject(req: IncomingMessage): Promise<BodyFields> {
  const raw = await readRawBody(req, FORM_LIMIT_BYTES);
  if (raw.length === 0) return {};
  const type = mediaType(req);
  if (type !== 'application/json' && !type.endsWith('+json')) throw fail(415, 'unsupported media type');
  const text = decodeUtf8(raw);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fail(400, 'malformed JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw fail(400, 'malformed JSON');
  return value as BodyFields;
}

/** Parses a multipart/form-data body with the platform's own parser (undici, built into Node). */
async function parseMultipart(raw: Buffer, contentType: string): Promise<FormData> {
  try {
    const request = new Request('http://sandbox.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: Uint8Array.from(raw),
    });
    return await request.formData();
  } catch {
    throw fail(400, 'malformed body');
  }
}

/**
 * Text fields of an `application/x-www-form-urlencoded` body; multipart is accepted too, since a browser
 * FormData is an equally valid way to send form fields.
 */
export async function readFormFields(req: IncomingMessage): Promise<Record<string, string>> {
  const type = mediaType(req);
  if (type === 'multipart/form-data') {
    const form = await readMultipart(req);
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
    return fields;
  }
  const raw = await readRawBody(req, FORM_LIMIT_BYTES);
  if (raw.length === 0) return {};
  if (type !== 'application/x-www-form-urlencoded') throw fail(415, 'unsupported media type');
  return Object.fromEntries(new URLSearchParams(decodeUtf8(raw)));
}

/** A multipart/form-data body, at most 12 MB. */
export async function readMultipart(req: IncomingMessage): Promise<FormData> {
  const type = mediaType(req);
  const raw = await readRawBody(req, type === 'multipart/form-data' ? MULTIPART_LIMIT_BYTES : FORM_LIMIT_BYTES);
  if (type !== 'multipart/form-data') throw fail(415, 'unsupported media type');
  return parseMultipart(raw, req.headers['content-type'] ?? '');
}
