// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRegistry, type StaffAgent, type TestRegistry } from '../testing/registry-harness.ts';

// The staff-facing API refuses what it does not know, as a bank's API does: a request body with a property its schema
// does not name (at any level) is a 400 in the API's error shape that names the property and where it is, and nothing
// is done. Before, an unknown property was accepted and quietly ignored (the schemas left `additionalProperties` open,
// and Fastify's Ajv removes such properties rather than refusing them where a schema closed it).

let registry: TestRegistry;
const agents: Record<string, StaffAgent> = {};

beforeAll(async () => {
  registry = await startTestRegistry();
  for (const login of ['author-1', 'approver', 'admin', 'author-2']) agents[login] = await registry.signedInAs(login);
});
afterAll(() => registry?.close());

const as = (login: string) => agents[login] as StaffAgent;

interface Draft {
  definition: Record<string, unknown>;
  texts: Record<'sk' | 'en' | 'bg', Record<string, string>>;
  etag: string;
  revision: number;
}

/** The answer to a body with an unknown property: 400, the API's error shape, the property named. */
async function expectRefused(answer: Response, where: string, property: string): Promise<void> {
  expect(answer.status).toBe(400);
  expect(await answer.json()).toEqual({
    error: 'invalid-request',
    message: `${where} has a property this API does not know: "${property}". Leave it out.`,
  });
}

describe('request bodies with a property the API does not know', () => {
  it('a draft save with an unknown property, or texts in a fourth language, is refused and the draft is not saved', async () => {
    const author = as('author-1');
    const draft = (await (await author.request('/api/definitions/questionnaire-b/draft')).json()) as Draft;
    const save = (body: unknown) =>
      author.request('/api/definitions/questionnaire-b/draft', {
        method: 'PUT',
        headers: { 'if-match': draft.etag },
        body,
      });
    const edited = { definition: draft.definition, texts: draft.texts };
    await expectRefused(await save({ ...edited, etag: draft.etag }), 'body', 'etag');
    await expectRefused(await save({ ...edited, texts: { ...draft.texts, de: {} } }), 'body.texts', 'de');
    const after = (await (await author.request('/api/definitions/questionnaire-b/draft')).json()) as Draft;
    expect(after.revision).toBe(draft.revision);
    expect(after.etag).toBe(draft.etag);
    // The same save without them is taken.
    expect((await save(edited)).status).toBe(200);
  });

  it('a proposal with an unknown property, at the top or in an item, is refused and no change is made', async () => {
    const author = as('author-2');
    const proposal = { reason: 'Clearer wording', reference: 'TICKET-1', items: [{ definitionId: 'questionnaire-c' }] };
    const propose = (body: unknown) => author.request('/api/changes', { method: 'POST', body });
    await expectRefused(await propose({ ...proposal, approvedBy: 'approver' }), 'body', 'approvedBy');
    await expectRefused(
      await propose({ ...proposal, items: [{ definitionId: 'questionnaire-c', version: 1 }] }),
      'body.items[0]',
      'version',
    );
    expect(await (await author.request('/api/changes')).json()).toEqual([]);
  });

  it('a review, a publication, the end of a person’s sessions, a compile and a lint are refused with an unknown property', async () => {
    await expectRefused(
      await as('approver').request('/api/changes/1/reviews', {
        method: 'POST',
        body: { decision: 'approve', comment: '', fourEyes: false },
      }),
      'body',
      'fourEyes',
    );
    await expectRefused(
      await as('approver').request('/api/changes/1/publication', { method: 'POST', body: { now: true } }),
      'body',
      'now',
    );
    await expectRefused(
      await as('admin').request('/api/staff-sessions/author-2', {
        method: 'DELETE',
        body: { reason: 'laptop lost', notify: true },
      }),
      'body',
      'notify',
    );
    // author-2's session was not ended.
    expect((await as('author-2').request('/api/session')).status).toBe(200);
    await expectRefused(
      await as('author-1').request('/api/compiled', { method: 'POST', body: { definition: {}, minify: true } }),
      'body',
      'minify',
    );
    await expectRefused(
      await as('author-1').request('/api/lint', {
        method: 'POST',
        body: { definitions: [{ path: 'schemas/steps/login.json', text: '{}', hash: 'x' }], locales: {} },
      }),
      'body.definitions[0]',
      'hash',
    );
  });

  it('every request body of the OpenAPI document says additionalProperties: false wherever it names properties', async () => {
    const doc = (await (await registry.anonymous('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    };
    const open: string[] = [];
    const walk = (schema: unknown, at: string) => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as Record<string, unknown>;
      if (node.properties && node.additionalProperties !== false) open.push(at);
      for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, unknown>))
        walk(child, `${at}.${name}`);
      walk(node.items, `${at}[]`);
      if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${at}.*`);
    };
    let bodies = 0;
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const { schema } of Object.values(operation.requestBody?.content ?? {})) {
          bodies += 1;
          walk(schema, `${method.toUpperCase()} ${path} body`);
        }
    expect(bodies).toBeGreaterThanOrEqual(7);
    expect(open).toEqual([]);
  });
});

describe('a value of the wrong type in a request body', () => {
  it('a number sent as a string is refused, not converted, and no change is made', async () => {
    const author = as('author-1');
    const proposal = { reason: 'Back to the first version', reference: 'TICKET-2' };
    const answer = await author.request('/api/changes', {
      method: 'POST',
      body: { ...proposal, items: [{ definitionId: 'questionnaire-c', versionNo: '1' }] },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: 'invalid-request',
      message: 'body/items/0/versionNo must be integer',
    });
    expect(await (await author.request('/api/changes')).json()).toEqual([]);
  });

  it('the query string and the path are still read as the numbers their schemas name', async () => {
    const page = await as('admin').request('/api/audit?limit=1&afterId=0');
    expect(page.status).toBe(200);
    expect(((await page.json()) as { entries: unknown[] }).entries).toHaveLength(1);
    expect((await as('admin').request('/api/audit?limit=many')).status).toBe(400);
    // /api/changes/{changeId}: an integer; no change 999 exists (404, not the 400 of an invalid path).
    expect((await as('author-1').request('/api/changes/999')).status).toBe(404);
    expect((await as('author-1').request('/api/changes/first')).status).toBe(400);
  });
});
