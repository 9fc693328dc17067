import type { ServerResponse } from 'node:http';
import type { Lang } from '../api/types.ts';
import type { HttpError } from './http-error.ts';
import { messagesFor } from './messages.ts';

export type Reply =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'bytes'; status: number; contentType: string; body: Buffer; headers?: Record<string, string> }
  | { kind: 'redirect'; location: string };

/** A JSON answer. */
export function json(body: unknown, status = 200, headers?: Record<string, string>): Reply {
  return { kind: 'json', status, body, ...(headers ? { headers } : {}) };
}

/** A binary or text answer of the given content type. */
export function bytes(body: Buffer, contentType: string, status = 200, headers?: Record<string, string>): Reply {
  return { kind: 'bytes', status, contentType, body, ...(headers ? { headers } : {}) };
}

/** A 303 See Other, so the browser follows a form POST with a GET. */
export function redirect(location: string): Reply {
  return { kind: 'redirect', location };
}

/** The JSON answer of an HttpError: result, messages in sk/en/bg (and `message` in `lang`), field, extras. */
export function errorReply(error: HttpError, lang: Lang): Reply {
  const { field, messageKey, headers, extra } = error.options;
  const body = {
    result: error.result,
    ...messagesFor(messageKey ?? error.result, lang, field),
    ...(field ? { field } : {}),
    ...extra,
  };
  return json(body, error.status, headers);
}

/** Writes a reply; every answer is uncacheable, since each one depends on the sandbox's state. */
export function writeReply(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  if (reply.kind === 'redirect') {
    res.statusCode = 303;
    res.setHeader('location', reply.location);
    res.end();
    return;
  }
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  res.statusCode = reply.status;
  if (reply.kind === 'json') {
    const text = JSON.stringify(reply.body);
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('content-length', Buffer.byteLength(text));
    res.end(text);
    return;
  }
  res.setHeader('content-type', reply.contentType);
  res.setHeader('content-length', reply.body.length);
  res.end(reply.body);
}
