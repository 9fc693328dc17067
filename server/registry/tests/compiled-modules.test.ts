import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorRuntime } from '../../../src/definition/publication/validator-runtime.ts';
import { startTestRegistry, type StaffAgent, type TestRegistry } from '../testing/registry-harness.ts';

const read = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')) as unknown;
const section = read('schemas/questionnaire/b-goals.json') as { schema: RJSFSchema };
const rules = read('schemas/questionnaire/consistency.json');
const dir = mkdtempSync(join(tmpdir(), 'registry-compiled-'));

let registry: TestRegistry;
let author: StaffAgent;
beforeAll(async () => {
  registry = await startTestRegistry();
  author = await registry.signedInAs('author-1');
});
afterAll(async () => {
  await registry.close();
  rmSync(dir, { recursive: true, force: true });
});

const compile = (agent: StaffAgent, definition: unknown, init: { withoutCsrf?: boolean } = {}) =>
  agent.request('/api/compiled', { method: 'POST', body: { definition }, ...init });

/** Imports a module's text as the browser would import its URL. */
async function load(text: string, name: string): Promise<Record<string, unknown>> {
  const file = join(dir, name);
  writeFileSync(file, text);
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

describe("the studio page's CSP and the drafts' compiled modules", () => {
  it("the studio page's scripts come from the origin only: no 'unsafe-eval'", async () => {
    const page = await registry.anonymous('/');
    const csp = page.headers.get('content-security-policy') ?? '';
    // A registry without a studio build answers 503 with the API's default policy: both must refuse eval.
    if (page.status === 200) expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    const { studioCsp } = await import('../studio/studio-files.ts');
    expect(studioCsp('n0nce')).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(studioCsp('n0nce')).not.toContain('unsafe-eval');
  });

  it('compiling needs a session, a reader role and the CSRF token', async () => {
    expect((await registry.anonymous('/api/compiled', { method: 'POST', body: { definition: section } })).status).toBe(
      401,
    );
    const admin = await registry.signedInAs('admin');
    const refused = await compile(admin, section);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('forbidden');
    const noToken = await compile(author, section, { withoutCsrf: true });
    expect(noToken.status).toBe(403);
    expect(((await noToken.json()) as { error: string }).error).toBe('csrf');
    for (const login of ['approver', 'auditor']) {
      const reader = await registry.signedInAs(login);
      expect((await compile(reader, section)).status).toBe(200);
    }
  });

  it('the same definition, the same URL; the module is served immutable and its validators work', async () => {
    const first = (await (await compile(author, section)).json()) as { url: string };
    const again = (await (await compile(author, structuredClone(section))).json()) as { url: string };
    expect(first.url).toMatch(/^\/api\/compiled\/[0-9a-f]{64}\.js$/);
    expect(again.url).toBe(first.url);
    const changed = structuredClone(section) as { schema: { title?: string } };
    changed.schema.title = 'b.changed';
    const other = (await (await compile(author, changed)).json()) as { url: string };
    expect(other.url).not.toBe(first.url);

    const served = await author.request(first.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const text = await served.text();
    expect(first.url).toContain(
      (await import('../../../src/definition/node/canonical-hash.ts')).sha256Hex(text) + '.js',
    );
    const module = await load(text, 'section.mjs');
    const validators = (module.createValidators as (runtime: unknown) => Record<string, (data: unknown) => boolean>)(
      validatorRuntime,
    );
    const root = validators[hashForSchema(section.schema)];
    expect(root).toBeTypeOf('function');
    expect(root?.({})).toBe(false);
    expect(module.definition).toEqual(section);

    expect((await registry.anonymous(first.url)).status).toBe(401);
    expect((await author.request(`/api/compiled/${'0'.repeat(64)}.js`)).status).toBe(404);
  });

  it("a consistency definition's rules as a module; a schema that does not compile is a 422 with AJV's words", async () => {
    const { url } = (await (await compile(author, rules)).json()) as { url: string };
    const module = await load(await (await author.request(url)).text(), 'rules.mjs');
    const validators = (module.createValidators as (runtime: unknown) => Record<string, unknown>)(validatorRuntime);
    expect(Object.keys(validators).length).toBeGreaterThan(0);

    const broken = { ...section, schema: { type: 'object', properties: { a: { type: 'strnig' } } } };
    const refused = await compile(author, broken);
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { message: string; words: { code: string; params: { errors: unknown } } };
    expect(body).toMatchObject({ error: 'does-not-compile' });
    // AJV's reason as a code too, each of the draft-07 meta-schema's errors (the studio says them in sk, en or bg).
    expect(body.message).toMatch(/^schema is invalid: data\/properties\/a\/type must be/);
    expect(body.words).toMatchObject({
      code: 'ajv.schemaInvalid',
      params: { errors: { code: 'commas', params: { items: expect.arrayContaining([expect.anything()]) } } },
    });
    expect(JSON.stringify(body.words)).toContain('"code":"ajv.enum"');
  });

  it('the lint of edited files answers the definitions core’s problems', async () => {
    const broken = { ...section, schema: { ...section.schema, properties: { a: { type: 'strnig' } } } };
    const answer = await author.request('/api/lint', {
      method: 'POST',
      body: {
        definitions: [{ path: 'schemas/questionnaire/b-goals.json', text: JSON.stringify(broken) }],
        locales: {},
      },
    });
    expect(answer.status).toBe(200);
    const { problems } = (await answer.json()) as { problems: { file: string; pointer: string }[] };
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.file === 'schemas/questionnaire/b-goals.json')).toBe(true);
    const noToken = await author.request('/api/lint', { method: 'POST', body: {}, withoutCsrf: true });
    expect(noToken.status).toBe(403);
  });

  it('the OpenAPI document describes the endpoints', async () => {
    const document = (await (await registry.anonymous('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { 'x-roles'?: string[] }>>;
    };
    expect(document.paths['/api/compiled']?.post?.['x-roles']).toEqual(['author', 'approver', 'auditor']);
    expect(document.paths['/api/compiled/{name}']?.get).toBeDefined();
    expect(document.paths['/api/lint']?.post).toBeDefined();
  });
});
