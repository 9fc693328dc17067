import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentSecurityPolicy } from './build/csp.ts';
import { longKeepAlivePlugin } from './build/vite-plugin-long-keep-alive.ts';
import { studioPlugin } from './src/studio/server/studio-plugin.ts';

// `npm run studio`: the compliance staff's studio (src/studio), a dev server of its own on 127.0.0.1:5174. It
// reads and writes the data folder's schemas/ and locales/: the repository, or STUDIO_DATA_DIR (a copy, for
// the studio's end-to-end tests). Never built into the app: vite.config.ts knows nothing of it.
// `npm run build:studio` builds the same page into dist-studio/, which the definition registry serves as its web
// UI (server/registry/studio/): there the page reads and saves through the registry's API, under the registry's
// own per-request CSP (no nonce is baked into the build).
const repo = fileURLToPath(new URL('.', import.meta.url));
const dataDir = resolve(process.env.STUDIO_DATA_DIR ?? repo);
// The preview compiles each edited schema with AJV at run time and the lint compiles the meta-schema: this page
// (a local tool, never served to clients) needs 'unsafe-eval', which the app's CSP never allows.
const nonce = randomBytes(16).toString('base64');
const csp = contentSecurityPolicy(nonce).replace("script-src 'self'", "script-src 'self' 'unsafe-eval'");

export const STUDIO_BUILD_DIR = fileURLToPath(new URL('./dist-studio', import.meta.url));

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('./src/studio', import.meta.url)),
  // Its own pre-bundled dependencies: sharing node_modules/.vite with `npm start` made each server re-optimize
  // over the other's (the page then fails with "Outdated Optimize Dep").
  cacheDir: fileURLToPath(new URL('./node_modules/.vite-studio', import.meta.url)),
  // longKeepAlivePlugin: the studio's end-to-end tests call its API with a client that reuses idle connections.
  plugins: [react(), studioPlugin({ dataDir }), longKeepAlivePlugin()],
  // The same plain-text stand-in for RJSF's markdown parser as the app's (vite.config.ts).
  resolve: {
    alias: {
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/engine/templates/plain-markdown.tsx', import.meta.url)),
    },
  },
  // The dev server's fixed nonce only: the registry puts a fresh one into each copy of the built page.
  html: command === 'serve' ? { cspNonce: nonce } : {},
  build: { outDir: STUDIO_BUILD_DIR, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
  server: {
    host: '127.0.0.1',
    port: 5174,
    strictPort: true,
    fs: { allow: [repo] },
    headers: { 'Content-Security-Policy': csp, 'Referrer-Policy': 'no-referrer' },
    // The page edits these files itself; a reload on each save would throw the history away.
    watch: { ignored: [`${dataDir}/schemas/**`, `${dataDir}/locales/**`] },
  },
  optimizeDeps: { entries: ['main.tsx'] },
}));
