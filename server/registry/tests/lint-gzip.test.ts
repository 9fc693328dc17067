import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRegistry, type StaffAgent, type TestRegistry } from '../testing/registry-harness.ts';

// POST /api/lint takes its body gzipped, as the studio sends it on each pause in typing (every definition and every
// text: about 260 KB, a quarter of it gzipped). The body limit counts the inflated bytes: a small body that inflates
// past 5 MB is refused, as is one that is not gzip at all, or another encoding.
let registry: TestRegistry;
let author: StaffAgent;
beforeAll(async () => {
  registry = await startTestRegistry();
  author = await registry.signedInAs('author-1');
});
afterAll(() => registry?.close());

const root = new URL('../../../', import.meta.url);
const filesUnder = (folder: string): string[] =>
  readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => `${folder}/${file}`);
const text = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The studio's lint body for the project's own files, one definition broken. */
function lintBody() {
  const definitions = filesUnder('schemas').map((path) => ({ path, text: text(path) }));
  const broken = definitions.find((file) => file.path === 'schemas/questionnaire/b-goals.json');
  if (!broken) throw new Error('no b-goals.json');
  broken.text = broken.text.replace('"type": "object"', '"type": "objcet"');
  const locales = Object.fromEntries(filesUnder('locales').map((path) => [path, JSON.parse(text(path)) as unknown]));
  return { definitions, locales };
}

const lint = (body: Uint8Array | object, encoding?: string) =>
  author.request('/api/lint', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...(encoding ? { 'content-encoding': encoding } : {}) },
  });

describe('the lint of edited files, gzipped', () => {
  it('answers a gzipped body as the same body plain, at about a quarter of its bytes', async () => {
    const body = lintBody();
    const plain = JSON.stringify(body);
    const zipped = gzipSync(plain);
    expect(zipped.length).toBeLessThan(plain.length / 3);
    const [asPlain, asGzip] = await Promise.all([lint(body), lint(zipped, 'gzip')]);
    expect(asPlain.status).toBe(200);
    expect(asGzip.status).toBe(200);
    const problems = ((await asGzip.json()) as { problems: { file: string }[] }).problems;
    expect(problems.some((problem) => problem.file === 'schemas/questionnaire/b-goals.json')).toBe(true);
    expect(problems).toEqual(((await asPlain.json()) as { problems: unknown[] }).problems);
  });

  it('refuses a small body that inflates past 5 MB (413), one that is not gzip (400), and another encoding (415)', async () => {
    // 6 MB of one character inside a JSON string: about 6 KB gzipped.
    const bomb = gzipSync(`{"definitions":[{"path":"a.json","text":"${'a'.repeat(6 * 1024 * 1024)}"}],"locales":{}}`);
    expect(bomb.length).toBeLessThan(20_000);
    expect((await lint(bomb, 'gzip')).status).toBe(413);
    expect((await lint(new TextEncoder().encode('{"definitions":[],"locales":{}}'), 'gzip')).status).toBe(400);
    expect((await lint(gzipSync('{"definitions":[],"locales":{}}'), 'br')).status).toBe(415);
    // And nothing changed for a body sent plain, nor for the access check before it.
    expect((await lint({ definitions: [], locales: {} })).status).toBe(200);
    const noToken = await author.request('/api/lint', {
      method: 'POST',
      body: gzipSync('{"definitions":[],"locales":{}}'),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      withoutCsrf: true,
    });
    expect(noToken.status).toBe(403);
  });
});
