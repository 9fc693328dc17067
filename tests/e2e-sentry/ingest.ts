import { type Server, createServer } from 'node:http';
import { inflateSync, gunzipSync } from 'node:zlib';

/** Where the test build sends its reports (VITE_SENTRY_DSN of playwright.sentry.config.ts). */
export const INGEST_PORT = Number(process.env.SENTRY_INGEST_PORT ?? 4191);
export const INGEST_ORIGIN = `http://127.0.0.1:${INGEST_PORT}`;
export const TEST_DSN = `http://e2epublickey@127.0.0.1:${INGEST_PORT}/1`;

/** One item of an envelope as Sentry would receive it: its header and its payload as text (decompressed). */
export interface ReceivedItem {
  type: string;
  header: Record<string, unknown>;
  text: string;
}

export interface Ingest {
  /** Every envelope received so far, each as its header line and items, decompressed. */
  envelopes: { header: string; items: ReceivedItem[]; raw: Buffer }[];
  close(): Promise<void>;
}

/** Undoes the compression a body or a replay recording may carry (zlib, raw deflate or gzip); text as is. */
function decompress(bytes: Buffer): Buffer {
  for (const undo of [inflateSync, gunzipSync]) {
    try {
      return undo(bytes);
    } catch {
      // Not this format.
    }
  }
  return bytes;
}

/** Sentry's envelope format: a header line, then per item a header line and a payload (of `length` bytes, or up to a
 * newline). */
export function parseEnvelope(raw: Buffer): { header: string; items: ReceivedItem[] } {
  const body = decompress(raw);
  const lineEnd = (from: number) => (body.indexOf(0x0a, from) < 0 ? body.length : body.indexOf(0x0a, from));
  const headerEnd = lineEnd(0);
  const header = body.subarray(0, headerEnd).toString('utf8');
  const items: ReceivedItem[] = [];
  let pos = headerEnd + 1;
  while (pos < body.length) {
    const itemHeaderEnd = lineEnd(pos);
    const line = body.subarray(pos, itemHeaderEnd).toString('utf8').trim();
    pos = itemHeaderEnd + 1;
    if (!line) continue;
    const itemHeader = JSON.parse(line) as Record<string, unknown>;
    const payloadEnd = typeof itemHeader.length === 'number' ? pos + itemHeader.length : lineEnd(pos);
    let payload = body.subarray(pos, payloadEnd);
    pos = payloadEnd + 1;
    if (itemHeader.type === 'replay_recording') {
      // A JSON line with the segment, then the rrweb events: JSON, or compressed by the SDK's worker.
      const newline = payload.indexOf(0x0a);
      payload = Buffer.concat([payload.subarray(0, newline + 1), decompress(payload.subarray(newline + 1))]);
    }
    items.push({ type: String(itemHeader.type), header: itemHeader, text: payload.toString('utf8') });
  }
  return { header, items };
}

/** A loopback stand-in for Sentry's ingest: stores every envelope posted to /api/{project}/envelope/. */
export async function startIngest(port = INGEST_PORT): Promise<Ingest> {
  const envelopes: Ingest['envelopes'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && /^\/api\/\d+\/envelope\//.test(req.url ?? '')) {
        const raw = Buffer.concat(chunks);
        envelopes.push({ ...parseEnvelope(raw), raw });
      }
      res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { envelopes, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
