// The publication store the registry writes (server/registry/publication, the contract in src/definition/publication):
// on a fresh PGlite (and on PostgreSQL when REGISTRY_TEST_DATABASE_URL is set), with staff signed in at the development
// identity provider and the store in a temporary folder. Modules are imported as a browser would run them (Node's ESM
// loader, from the file) and their validators created with the app's validator runtime.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from '../../server/registry/definitions/definition-content';
import { startTestRegistry, type StaffAgent, type TestRegistry } from '../../server/registry/testing/registry-harness';
import type {
  DefinitionModule,
  PublicationIndex,
  PublicationManifest,
} from '../../src/definition/publication/publication-contract';
import { MODULE_FILE } from '../../src/definition/publication/publication-contract';
import { validatorRuntime } from '../../src/definition/publication/validator-runtime';

let registry: TestRegistry;
let store: string;
let author: StaffAgent;
let approver: StaffAgent;

beforeAll(async () => {
  store = mkdtempSync(join(tmpdir(), 'publication-store-'));
  registry = await startTestRegistry({ publicationDir: store });
  author = await registry.signedInAs('author-1');
  approver = await registry.signedInAs('approver');
});
afterAll(async () => {
  // No connection is forced shut: the harness reads every answer whole, so the tests' fetch leaves none behind
  // (registry-harness.ts says why one used to keep the close waiting about 70 s on PostgreSQL).
  await registry?.close();
  rmSync(store, { recursive: true, force: true });
});

const readJson = <T>(name: string): T => JSON.parse(readFileSync(join(store, name), 'utf8')) as T;
const manifest = () => readJson<PublicationManifest>('manifest.json');
const index = () => readJson<PublicationIndex>('versions.json');
const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const sriOf = (bytes: Buffer) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
// A file name is imported once per process; each test reads modules it has not imported before.
const importModule = async (name: string) =>
  (await import(/* @vite-ignore */ pathToFileURL(join(store, name)).href)) as DefinitionModule;

interface Draft {
  definition: {
    version: string;
    title: string;
    schema: { properties: Record<string, { oneOf: { const: string; points: number }[] }> };
  };
  texts: Record<'sk' | 'en' | 'bg', Record<string, string>>;
  etag: string;
}

/** An author edits a definition's draft and proposes it; an approver (someone else) approves and publishes it. */
async function publishDraft(id: string, edit: (draft: Draft) => void, effectiveAt?: () => string) {
  const draft = (await (await author.request(`/api/definitions/${id}/draft`)).json()) as Draft;
  edit(draft);
  const saved = await author.request(`/api/definitions/${id}/draft`, {
    method: 'PUT',
    headers: { 'if-match': draft.etag },
    body: { definition: draft.definition, texts: draft.texts },
  });
  expect(saved.status).toBe(200);
  return approveAndPublish([{ definitionId: id }], effectiveAt);
}

/** a-knowledge's first answer: new points and texts in the three languages. */
const editFirstAnswer =
  ({ version, points, text }: { version: string; points: number; text: string }) =>
  (draft: Draft) => {
    draft.definition.version = version;
    draft.definition.schema.properties.a1!.oneOf.find((o) => o.const === 'secondary')!.points = points;
    for (const language of ['sk', 'en', 'bg'] as const)
      draft.texts[language]['questionnaire.a.a1.answers.secondary'] = `${text} (${language})`;
  };

/** A step's title in English, and its version. */
const editTitle = (version: string, text: string) => (draft: Draft) => {
  draft.definition.version = version;
  draft.texts.en[draft.definition.title] = text;
};

/** `effectiveAt` is asked for right before the publication (a time a few seconds ahead stays ahead). */
async function approveAndPublish(items: object[], effectiveAt?: () => string) {
  const proposed = await author.request('/api/changes', {
    method: 'POST',
    body: { reason: 'Suitability review', reference: 'ESMA35-43-3172', items },
  });
  expect(proposed.status).toBe(201);
  const changeId = ((await proposed.json()) as { id: number }).id;
  const review = await approver.request(`/api/changes/${changeId}/reviews`, {
    method: 'POST',
    body: { decision: 'approve', comment: 'ok' },
  });
  expect(review.status).toBe(200);
  const published = await approver.request(`/api/changes/${changeId}/publication`, {
    method: 'POST',
    body: effectiveAt ? { effectiveAt: effectiveAt() } : {},
  });
  return { changeId, published };
}

const live = async (id: string) =>
  ((await (await approver.request(`/api/definitions/${id}/live`)).json()) as { versionNo: number; sha256: string })
    .versionNo;

describe('the publication store', () => {
  let firstModule = '';

  it('on start with an empty store, every step, section and the scoring table in effect is written', async () => {
    const written = manifest();
    expect(written.format).toBe(1);
    expect(Object.keys(written.definitions).sort()).toEqual(
      expect.arrayContaining(['personal-info', 'login', 'questionnaire-a', 'questionnaire-e', 'scoring']),
    );
    expect(Object.keys(written.definitions).some((id) => id.startsWith('golden'))).toBe(false);
    for (const [id, entry] of Object.entries(written.definitions)) {
      expect(entry.current.versionNo, id).toBe(1);
      expect(entry.next, id).toBeNull();
      expect(entry.current.module).toMatch(MODULE_FILE);
      const bytes = readFileSync(join(store, entry.current.module));
      expect(`${sha256Hex(bytes)}.js`, `${id}: the file's name is the SHA-256 of its bytes`).toBe(entry.current.module);
      expect(entry.current.integrity).toBe(sriOf(bytes));
      expect(index().versions[entry.current.sha256]).toMatchObject({ id, versionNo: 1, module: entry.current.module });
    }
    firstModule = written.definitions['questionnaire-a']!.current.module;
    // Nothing half-written is left: only the three kinds of files.
    expect(
      readdirSync(store)
        .filter((name) => !MODULE_FILE.test(name))
        .sort(),
    ).toEqual(['manifest.json', 'versions.json']);
  });

  it("a module holds the version's definition, texts and hash, and validators made as the build makes them", async () => {
    const entry = manifest().definitions['personal-info']!.current;
    const module = await importModule(entry.module);
    expect(module).toMatchObject({ format: 1, id: 'personal-info', kind: 'step', sha256: entry.sha256 });
    expect(module.version).toBe(entry.version);
    expect(
      contentHash({ definition: module.definition, texts: module.texts }),
      'its content hashes to its sha256',
    ).toBe(entry.sha256);
    expect(Object.keys(module.texts).sort()).toEqual(['bg', 'en', 'sk']);
    expect(module.validatorImports).toEqual(expect.arrayContaining(['definition:validation-formats']));
    const validators = module.createValidators(validatorRuntime);
    const root = Object.values(validators)[0]!;
    expect(root({})).toBe(false); // required fields missing
    expect(() => module.createValidators({})).toThrow(/runtime lacks/);
    const scoring = await importModule(manifest().definitions.scoring!.current.module);
    expect(scoring.createValidators(validatorRuntime)).toEqual({});
  });

  it('publishing a version writes its module and the manifest names it, with the new texts in sk, en and bg', async () => {
    const before = manifest().definitions['questionnaire-a']!.current;
    const { published } = await publishDraft(
      'questionnaire-a',
      editFirstAnswer({ version: '1.1.0', points: 3, text: 'Stredná škola' }),
    );
    expect(published.status).toBe(200);
    const now = manifest().definitions['questionnaire-a']!;
    expect(now.current).toMatchObject({ version: '1.1.0', versionNo: 2 });
    expect(now.current.sha256).not.toBe(before.sha256);
    expect(now.current.module).not.toBe(before.module);
    const module = await importModule(now.current.module);
    expect(module.sha256).toBe(now.current.sha256);
    expect(module.texts.bg['questionnaire.a.a1.answers.secondary']).toBe('Stredná škola (bg)');
    const answer = (module.definition as Draft['definition']).schema.properties.a1!.oneOf.find(
      (o) => o.const === 'secondary',
    );
    expect(answer?.points).toBe(3);
    // The earlier version stays where it was: an answer given on it still names it.
    expect(index().versions[before.sha256]).toMatchObject({ versionNo: 1, module: before.module });
    expect(readFileSync(join(store, before.module)).length).toBeGreaterThan(0);
  });

  it('a rollback republishes the earlier version: the manifest names its very module again', async () => {
    const { published } = await approveAndPublish([{ definitionId: 'questionnaire-a', versionNo: 1 }]);
    expect(published.status).toBe(200);
    const entry = manifest().definitions['questionnaire-a']!;
    expect(entry.current).toMatchObject({ versionNo: 1, module: firstModule });
    expect(await live('questionnaire-a')).toBe(1);
    const module = await importModule(firstModule);
    expect(module.texts.bg['questionnaire.a.a1.answers.secondary']).not.toContain('Stredná škola');
  });

  it('a version scheduled for later appears as `next` with its time; current stays until then', async () => {
    const effectiveAt = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    const { published } = await publishDraft(
      'questionnaire-a',
      editFirstAnswer({ version: '1.2.0', points: 4, text: 'Stredné vzdelanie' }),
      () => effectiveAt,
    );
    expect(published.status).toBe(200);
    const entry = manifest().definitions['questionnaire-a']!;
    expect(entry.current).toMatchObject({ versionNo: 1, module: firstModule });
    expect(entry.next).toMatchObject({ version: '1.2.0', versionNo: 3, effectiveAt });
    const module = await importModule(entry.next!.module);
    expect(module.texts.en['questionnaire.a.a1.answers.secondary']).toBe('Stredné vzdelanie (en)');
    expect(index().versions[entry.next!.sha256]).toMatchObject({ versionNo: 3 });
  });

  it("at a scheduled version's time the registry writes the manifest again, naming it current", async () => {
    // Far enough ahead that the publication (compiling, writing) is done before it, on a busy machine too.
    let effectiveAt = '';
    const { published } = await publishDraft('forgot-password', editTitle('1.1.0', 'Forgot your password?'), () => {
      effectiveAt = new Date(Date.now() + 6_000).toISOString();
      return effectiveAt;
    });
    expect(published.status).toBe(200);
    expect(manifest().definitions['forgot-password']).toMatchObject({
      current: { versionNo: 1 },
      next: { versionNo: 2, effectiveAt },
    });
    await expect
      .poll(() => manifest().definitions['forgot-password']?.current.versionNo, { timeout: 30_000, interval: 250 })
      .toBe(2);
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(effectiveAt).getTime());
    expect(manifest().definitions['forgot-password']!.next).toBeNull();
    // The later scheduled version of another definition is still named as next.
    expect(manifest().definitions['questionnaire-a']!.next).toMatchObject({ versionNo: 3 });
  });

  it('a store that cannot be written refuses the publication and leaves the previous manifest as it was', async () => {
    const before = readFileSync(join(store, 'manifest.json'));
    // versions.json, written before the manifest, cannot be replaced: a directory stands in its place.
    rmSync(join(store, 'versions.json'));
    mkdirSync(join(store, 'versions.json'));
    const { changeId, published } = await publishDraft('login', editTitle('1.1.0', 'Sign in to your account'));
    expect(published.status).toBe(503);
    expect(((await published.json()) as { error: string }).error).toBe('publication-store-unwritable');
    expect(readFileSync(join(store, 'manifest.json')).equals(before), 'manifest.json byte for byte').toBe(true);
    expect(await live('login'), 'nothing published in the database either').toBe(1);
    const change = (await (await approver.request(`/api/changes/${changeId}`)).json()) as { status: string };
    expect(change.status).toBe('approved');
    expect(readdirSync(store).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    // Once the store can be written, the same change is published and the index is whole again.
    rmSync(join(store, 'versions.json'), { recursive: true });
    const again = await approver.request(`/api/changes/${changeId}/publication`, { method: 'POST', body: {} });
    expect(again.status).toBe(200);
    expect(manifest().definitions.login!.current.versionNo).toBe(2);
    expect(Object.keys(index().versions).length).toBeGreaterThan(Object.keys(manifest().definitions).length);
  });
});
