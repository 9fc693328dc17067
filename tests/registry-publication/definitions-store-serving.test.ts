// The publication store as Vite's dev and preview servers serve it under /definitions/
// (build/vite-plugin-definitions-store.ts): real servers on loopback, a store written as the registry writes it.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, preview } from 'vite';
import { definitionsStorePlugin } from '../../build/vite-plugin-definitions-store';
import { writeAtomically } from '../../server/registry/publication/store-files';

const SECURITY = { 'Content-Security-Policy': "default-src 'self'; script-src 'self'", 'X-Frame-Options': 'DENY' };
const MODULE_SOURCE = 'export const id = "login";\n';
const MODULE_NAME = `${createHash('sha256').update(MODULE_SOURCE).digest('hex')}.js`;

let folder: string;
const servers: { url: string; close(): Promise<void> }[] = [];
const urls: Record<'dev' | 'preview', string> = { dev: '', preview: '' };

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'definitions-serving-'));
  const store = join(folder, 'store');
  const dist = join(folder, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  await writeAtomically(store, MODULE_NAME, Buffer.from(MODULE_SOURCE));
  await writeAtomically(store, 'manifest.json', Buffer.from('{"format":1,"definitions":{}}'));
  writeFileSync(join(store, '.manifest.json.1.tmp'), 'half');
  const common = {
    configFile: false as const,
    root: folder,
    logLevel: 'silent' as const,
    plugins: [definitionsStorePlugin({ dir: 'store' })],
  };
  const dev = await createServer({
    ...common,
    server: { host: '127.0.0.1', port: 0, headers: SECURITY },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await dev.listen();
  urls.dev = dev.resolvedUrls!.local[0]!.replace(/\/$/, '');
  servers.push({ url: urls.dev, close: () => dev.close() });
  const built = await preview({
    ...common,
    build: { outDir: dist },
    preview: { host: '127.0.0.1', port: 0, headers: SECURITY },
  });
  urls.preview = built.resolvedUrls!.local[0]!.replace(/\/$/, '');
  servers.push({ url: urls.preview, close: () => built.close() });
});
afterAll(async () => {
  for (const server of servers) await server.close();
  rmSync(folder, { recursive: true, force: true });
});

describe.each(['dev', 'preview'] as const)('the %s server under /definitions/', (server) => {
  const get = (path: string, init?: RequestInit) => fetch(`${urls[server]}/definitions/${path}`, init);

  it('serves the manifest no-cache as JSON with the security headers, and answers a revalidation with 304', async () => {
    const response = await get('manifest.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(SECURITY['Content-Security-Policy']);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({ format: 1, definitions: {} });
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await get('manifest.json', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('serves a module immutable as text/javascript, byte for byte', async () => {
    const response = await get(MODULE_NAME);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.text()).toBe(MODULE_SOURCE);
  });

  it('answers 404 (never the app page) for a missing module, versions.json not yet written, or any other file', async () => {
    for (const path of [
      `${'0'.repeat(64)}.js`,
      'versions.json',
      '.manifest.json.1.tmp',
      'notes.txt',
      '..%2Findex.html',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBeNull();
      expect(await response.text(), path).not.toContain('<title>app</title>');
    }
    expect((await get('manifest.json', { method: 'POST' })).status).toBe(405);
  });
});
