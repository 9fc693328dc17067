#!/usr/bin/env node
// `node tests/support/uncompressed-preview.mjs <port> <outDir>`: `vite preview --host 127.0.0.1 --port <port>
// --strictPort --outDir <outDir>` (the app's vite.config.ts: the sandbox, the prerendered pages, the publication
// store, the CSP), except that it sends every answer uncompressed. Vite's preview gzips each script, page and text
// anew for every request, and the end-to-end tests' fresh browser contexts ask for them hundreds of times: about an
// eighth of the preview server's CPU time (10.1 -> 8.8 s over 37 tests), which on a loopback buys nothing. No
// end-to-end test reads how a response was encoded or its size on the wire; the bundle budgets
// (scripts/bundle-budgets.mjs) weigh the gzip themselves.
//
// And the hashed build output (/assets/) is answered as production's nginx answers it (deploy/nginx: cached for a
// year, immutable), not with Vite's `no-cache`: each full load of the app in a test's context asked again for every
// chunk it had (a 304 each), ~35 requests a load through the browser, its network service and this server.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';

const [port, outDir] = process.argv.slice(2);
if (!port || !outDir) {
  console.error('usage: node tests/support/uncompressed-preview.mjs <port> <outDir>');
  process.exit(2);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Vite's compression answers only a request that accepts gzip: forget that it does, before Vite's middlewares.
 * A file of /assets/ that exists gets production's Cache-Control (Vite's static server keeps a header already set);
 * a missing one is left as Vite answers it, so nothing but a real file is cached.
 */
const uncompressed = {
  name: 'uncompressed-preview',
  configurePreviewServer(server) {
    server.middlewares.use((request, response, next) => {
      delete request.headers['accept-encoding'];
      const path = new URL(request.url ?? '/', 'http://preview').pathname;
      if (path.startsWith('/assets/') && !path.includes('..') && existsSync(join(outDir, path)))
        response.setHeader('Cache-Control', IMMUTABLE);
      next();
    });
  },
};

const server = await preview({
  build: { outDir },
  preview: { host: '127.0.0.1', port: Number(port), strictPort: true },
  plugins: [uncompressed],
});
// Idle kept-alive connections stay open two minutes (build/vite-plugin-long-keep-alive.ts, from vite.config.ts).
server.printUrls();
