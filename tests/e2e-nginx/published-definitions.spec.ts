import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicationManifest } from '../../src/definition/publication/publication-contract';
import { DEFINITIONS_DIR, writeRepositoryStore } from './definitions-store';
import { SECURITY_HEADERS, nonceOf } from './expected-headers';
import { expect, test } from './fixtures';

// The publication store through nginx with deploy/nginx's configuration: the registry's modules and manifest with
// the production headers, and a module run in Chromium under the production CSP, its integrity checked by a
// modulepreload (what src/definition/publication/publication-contract.ts tells the app to do). The fixture fails
// any test with a CSP violation.

const IMMUTABLE = 'public, max-age=31536000, immutable';
let manifest: PublicationManifest;

test.beforeAll(() => {
  writeRepositoryStore();
  manifest = JSON.parse(readFileSync(join(DEFINITIONS_DIR, 'manifest.json'), 'utf8')) as PublicationManifest;
});

const moduleOf = (id: string) => manifest.definitions[id]!.current;

test('the manifest is served no-cache as JSON, revalidated with 304, with the production security headers', async ({
  request,
}) => {
  const response = await request.get('/definitions/manifest.json');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(nonceOf(headers['content-security-policy'])).toBeDefined();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
  expect(((await response.json()) as PublicationManifest).definitions).toEqual(manifest.definitions);
  const etag = headers.etag ?? '';
  expect(etag).not.toBe('');
  const again = await request.get('/definitions/manifest.json', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect((await request.get('/definitions/versions.json')).headers()['cache-control']).toBe('no-cache');
});

test('a module is served immutable as text/javascript, byte for byte; anything else under /definitions/ is 404', async ({
  request,
}) => {
  const { module } = moduleOf('personal-info');
  const response = await request.get(`/definitions/${module}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['cache-control']).toBe(IMMUTABLE);
  expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(headers['content-encoding']).toBe('gzip');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
  expect((await response.body()).equals(readFileSync(join(DEFINITIONS_DIR, module)))).toBe(true);

  for (const path of [`${'0'.repeat(64)}.js`, 'notes.txt', '.manifest.json.1.tmp', '']) {
    const missing = await request.get(`/definitions/${path}`);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['cache-control'], `${path}: a 404 is not cached for a year`).toBeUndefined();
    expect(missing.headers()['x-content-type-options']).toBe('nosniff');
  }
  expect((await request.post('/definitions/manifest.json', { data: '{}' })).status()).toBe(403);
});

/** In the page: a modulepreload with the module's integrity, then import(); what each gave. */
function preloadAndImport({ url, integrity }: { url: string; integrity: string }) {
  return new Promise<{ preload: string; imported: string }>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    link.integrity = integrity;
    const settle = (preload: string) => {
      import(/* @vite-ignore */ url).then(
        (module: { id: string; createValidators: unknown }) =>
          resolve({ preload, imported: `${module.id}:${typeof module.createValidators}` }),
        (error: Error) => resolve({ preload, imported: `refused: ${error.name}` }),
      );
    };
    link.addEventListener('load', () => settle('load'));
    link.addEventListener('error', () => settle('error'));
    document.head.append(link);
  });
}

test('in Chromium under the production CSP, a module runs once its integrity matches; an altered one never runs', async ({
  page,
}) => {
  await page.goto('/');
  const good = moduleOf('login');
  expect(
    await page.evaluate(preloadAndImport, { url: `/definitions/${good.module}`, integrity: good.integrity }),
  ).toEqual({ preload: 'load', imported: 'login:function' });

  // Someone alters a module in the store (a compromised origin or bucket): the manifest's hash no longer matches.
  const target = moduleOf('forgot-password');
  const file = join(DEFINITIONS_DIR, target.module);
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, original.replace('export const id = "forgot-password";', 'export const id = "altered";'));
  try {
    expect(
      await page.evaluate(preloadAndImport, { url: `/definitions/${target.module}`, integrity: target.integrity }),
    ).toEqual({ preload: 'error', imported: 'refused: TypeError' });
  } finally {
    writeFileSync(file, original);
  }
});
