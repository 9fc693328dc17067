/**
 * The publication store (src/definition/publication: the registry writes it at every publication) served under
 * `/definitions/` by the dev and the preview servers, as deploy/nginx serves it in production: `manifest.json` and
 * `versions.json` `no-cache` (revalidated by ETag), each `{sha256}.js` module `immutable` as `text/javascript`, with
 * the server's security headers (its CSP, nosniff…). Nothing else of the folder is served (the registry's temp
 * files start with a dot). No store, or not yet written: 404, which the app reads as "the bundled definitions".
 * Read from disk on every request, so a publication reaches the next request with nothing rebuilt or restarted.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import {
  DEFAULT_PUBLICATION_DIR,
  INDEX_FILE,
  MANIFEST_FILE,
  MODULE_FILE,
  PUBLICATION_BASE_PATH,
  PUBLICATION_DIR_ENV,
} from '../src/definition/publication/publication-contract.ts';

export interface DefinitionsStoreOptions {
  /** The store's folder, relative to the Vite root. Default: `PUBLICATION_DIR`, else `.definitions-store`. */
  dir?: string;
}

export const MANIFEST_CACHE_CONTROL = 'no-cache';
export const MODULE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Headers = OutgoingHttpHeaders | undefined;

/** How a file of the store is served, or undefined for a name it does not serve. */
function servedAs(name: string): { type: string; cacheControl: string } | undefined {
  if (name === MANIFEST_FILE || name === INDEX_FILE)
    return { type: 'application/json; charset=utf-8', cacheControl: MANIFEST_CACHE_CONTROL };
  if (MODULE_FILE.test(name)) return { type: 'text/javascript; charset=utf-8', cacheControl: MODULE_CACHE_CONTROL };
  return undefined;
}

function answer(res: ServerResponse, status: number, headers: Headers, extra: Record<string, string>, body?: Buffer) {
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  res.statusCode = status;
  res.end(body);
}

/** The middleware under `/definitions/` (connect strips the prefix from `req.url`). */
export function definitionsStoreMiddleware(dir: string, headers: () => Headers): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    const name = (req.url ?? '/').split('?')[0]!.replace(/^\//, '');
    const served = servedAs(name);
    const plain = { 'Content-Type': 'text/plain; charset=utf-8' };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      answer(res, 405, headers(), { ...plain, Allow: 'GET, HEAD' }, Buffer.from('Method not allowed'));
      return;
    }
    if (!served) {
      answer(res, 404, headers(), plain, Buffer.from('Not found'));
      return;
    }
    readFile(join(dir, name)).then(
      (bytes) => {
        // A module's name is its hash already; the JSON files get theirs, so a revalidation is a 304.
        const etag = `"${MODULE_FILE.test(name) ? name.slice(0, -3) : createHash('sha256').update(bytes).digest('hex')}"`;
        const common = { 'Cache-Control': served.cacheControl, ETag: etag };
        if (req.headers['if-none-match'] === etag) {
          answer(res, 304, headers(), common);
          return;
        }
        const body = req.method === 'HEAD' ? undefined : bytes;
        answer(
          res,
          200,
          headers(),
          { ...common, 'Content-Type': served.type, 'Content-Length': `${bytes.length}` },
          body,
        );
      },
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR')
          answer(res, 404, headers(), plain, Buffer.from('Not found'));
        else next(error);
      },
    );
  };
}

/** Serves the publication store under `/definitions/` on the dev and preview servers. */
export function definitionsStorePlugin(options: DefinitionsStoreOptions = {}): Plugin {
  let dir = '';
  return {
    name: 'definitions-store',
    configResolved(config) {
      dir = resolve(config.root, options.dir ?? (process.env[PUBLICATION_DIR_ENV] || DEFAULT_PUBLICATION_DIR));
    },
    configureServer(server) {
      // Before Vite's own middlewares: a missing file is a 404, never the app's page or a transformed module.
      server.middlewares.use(
        PUBLICATION_BASE_PATH,
        definitionsStoreMiddleware(dir, () => server.config.server.headers),
      );
    },
    configurePreviewServer(server) {
      server.middlewares.use(
        PUBLICATION_BASE_PATH,
        definitionsStoreMiddleware(dir, () => server.config.preview.headers),
      );
    },
  };
}
