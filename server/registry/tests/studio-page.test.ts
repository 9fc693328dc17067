import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRegistry, type TestRegistry } from '../testing/registry-harness.ts';

// A stand-in build of the studio (npm run build:studio writes the real one): the page and one hashed asset.
const dir = mkdtempSync(join(tmpdir(), 'registry-studio-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html>\n<html lang="sk">\n  <head>\n    <meta charset="UTF-8" />\n' +
    '    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n  </head>\n' +
    '  <body><div id="root"></div></body>\n</html>\n',
);
writeFileSync(join(dir, 'assets', 'index-abc.js'), 'export {};\n');

let registry: TestRegistry;
beforeAll(async () => {
  process.env.REGISTRY_STUDIO_DIR = dir;
  registry = await startTestRegistry();
});
afterAll(async () => {
  delete process.env.REGISTRY_STUDIO_DIR;
  await registry.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the studio served by the registry', () => {
  it('at / to anyone, with its own CSP and a fresh style nonce in each copy, never cached', async () => {
    const nonces = [];
    for (let copy = 0; copy < 2; copy += 1) {
      const page = await registry.anonymous('/');
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const csp = page.headers.get('content-security-policy') ?? '';
      const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
      // Scripts from the origin only, never evaluated from text (the registry compiles the drafts' validators).
      expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toContain('unsafe-inline');
      for (const directive of ["connect-src 'self'", "frame-ancestors 'none'", "form-action 'self'", "base-uri 'none'"])
        expect(csp).toContain(directive);
      const html = await page.text();
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      expect(html).toContain('<meta name="studio-source" content="registry" />');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('its hashed assets cached for good, anything else under /assets/ a 404', async () => {
    const asset = await registry.anonymous('/assets/index-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await registry.anonymous('/assets/index-zzz.js')).status).toBe(404);
    expect((await registry.anonymous('/assets/..%2Findex.html')).status).toBe(400);
  });
});
