import { scrubEvent, scrubText, scrubValue } from './scrub';

/**
 * The last look at everything error reporting sends, in the transport: an envelope's headers and each of its
 * items (errors, transactions, spans, replay events, the replay recording, client reports) go through the one
 * scrubber. The recording needs it most: Replay's `beforeAddRecordingEvent` sees only its custom events, never
 * the DOM snapshots nor the meta event holding `location.href`. An item that cannot be read (a compressed
 * recording, an attachment) is not sent at all.
 */

type Item = [Record<string, unknown>, unknown];
type EnvelopeLike = [Record<string, unknown>, Item[]];

// A DOM snapshot nests far deeper than an event; the limit only stops a cycle.
const RECORDING_DEPTH = 500;
const EVENT_TYPES = new Set(['event', 'transaction', 'feedback', 'replay_event']);

/** Sentry's own names of a transaction or span: kept as text (scrubbed), not taken for a person's name. */
function withNames<T>(original: unknown, scrubbed: T): T {
  if (!original || typeof original !== 'object' || !scrubbed || typeof scrubbed !== 'object') return scrubbed;
  const source = original as Record<string, unknown>;
  const out = scrubbed as Record<string, unknown>;
  for (const key of ['name', 'transaction']) if (typeof source[key] === 'string') out[key] = scrubText(source[key]);
  if (Array.isArray(source.items) && Array.isArray(out.items)) {
    out.items = (out.items as unknown[]).map((item, index) => withNames((source.items as unknown[])[index], item));
  }
  if (Array.isArray(source.spans) && Array.isArray(out.spans)) {
    out.spans = (out.spans as unknown[]).map((span, index) => withNames((source.spans as unknown[])[index], span));
  }
  return scrubbed;
}

/** A replay recording: a JSON header line, then the rrweb events as JSON. Undefined when it is not readable text. */
function scrubRecording(payload: unknown): string | undefined {
  const text = typeof payload === 'string' ? payload : payload instanceof Uint8Array ? decodeText(payload) : undefined;
  if (text === undefined) return undefined;
  const newline = text.indexOf('\n');
  if (newline < 0) return undefined;
  try {
    const header: unknown = JSON.parse(text.slice(0, newline));
    const events: unknown = JSON.parse(text.slice(newline + 1));
    return `${JSON.stringify(scrubValue(header))}\n${JSON.stringify(scrubValue(events, RECORDING_DEPTH, 0, false))}`;
  } catch {
    return undefined;
  }
}

function decodeText(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function scrubItem([header, payload]: Item): Item | undefined {
  const type = String(header.type);
  if (type === 'replay_recording') {
    const recording = scrubRecording(payload);
    return recording === undefined ? undefined : [header, recording];
  }
  if (typeof payload === 'string' || payload instanceof Uint8Array) return undefined;
  if (EVENT_TYPES.has(type)) return [header, withNames(payload, scrubEvent(payload as object))];
  return [header, withNames(payload, scrubValue(payload))];
}

/** The envelope with every header and item scrubbed, or undefined when nothing of it can be sent. */
export function scrubEnvelope<E>(envelope: E): E | undefined {
  const [headers, items] = envelope as unknown as EnvelopeLike;
  const scrubbed = items.map(scrubItem);
  // A replay's event without its recording (or the reverse) is useless: all or nothing.
  if (scrubbed.some((item) => item === undefined)) return undefined;
  // The DSN names the project and its public key, no person (and its `key@host` looks like an e-mail).
  return [
    { ...scrubValue(headers), ...(headers.dsn === undefined ? {} : { dsn: headers.dsn }) },
    scrubbed,
  ] as unknown as E;
}
