// The definition workflow's API on a fresh PGlite (and on PostgreSQL when REGISTRY_TEST_DATABASE_URL is set), with
// staff signed in at the development identity provider: roles on every endpoint, drafts and their conflict, gates,
// four eyes, publication now and at a time, rollback, evidence and the import/export round trip.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../server/registry/auth/access-control';
import { SESSION_COOKIE } from '../../server/registry/auth/cookies';
import type { Staff } from '../../server/registry/auth/roles';
import { canonicalHash } from '../../src/definition/node/canonical-hash';
import { exportRegistry } from '../../server/registry/definitions/export-registry';
import { readRepository } from '../../server/registry/definitions/repository-files';
import { importRepository } from '../../server/registry/definitions/import-repository';
import { repositoryTextsDefinitions } from '../../server/registry/texts/repository-texts';
import {
  startTestRegistry,
  type AgentInit,
  type StaffAgent,
  type TestRegistry,
} from '../../server/registry/testing/registry-harness';

const root = join(__dirname, '../..');
let registry: TestRegistry;
const agents: Record<string, StaffAgent> = {};
const ROLES = ['author-1', 'author-2', 'approver', 'auditor', 'admin', 'visitor'] as const;

/**
 * An agent for a session made in the store, not at the identity provider: staff with no role (whom sign-in turns
 * away) or with roles no seeded account combines.
 */
async function sessionAgent(staff: Staff): Promise<StaffAgent> {
  const { cookieValue, session } = await registry.app.platform.sessions.create(staff, null);
  return {
    staff,
    csrfToken: session.csrfToken,
    cookie: `${SESSION_COOKIE}=${cookieValue}`,
    request: (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('cookie', `${SESSION_COOKIE}=${cookieValue}`);
      if (init.method && init.method !== 'GET') headers.set(CSRF_HEADER, session.csrfToken);
      if (init.body !== undefined) headers.set('content-type', 'application/json');
      const body = init.body === undefined ? undefined : JSON.stringify(init.body);
      return fetch(`${registry.url}${path}`, { method: init.method ?? 'GET', headers, body });
    },
  };
}

beforeAll(async () => {
  registry = await startTestRegistry();
  for (const login of ROLES.filter((name) => name !== 'visitor')) agents[login] = await registry.signedInAs(login);
  agents.visitor = await sessionAgent({ id: 'visitor', name: 'Viktor Hosť', roles: [] });
});
afterAll(() => registry?.close());

const as = (login: (typeof ROLES)[number]) => agents[login]!;
const json = async <T = Record<string, unknown>>(response: Response): Promise<T> => (await response.json()) as T;

interface Draft {
  definition: {
    version: string;
    schema: { properties: Record<string, { oneOf: { const: string; points: number }[] }> };
  };
  texts: Record<'sk' | 'en' | 'bg', Record<string, string>>;
  etag: string;
  revision: number;
}

/** Reads a draft, edits it, saves it with its ETag. */
async function editDraft(agent: StaffAgent, id: string, edit: (draft: Draft) => void): Promise<Response> {
  const draft = await json<Draft>(await agent.request(`/api/definitions/${id}/draft`));
  edit(draft);
  return agent.request(`/api/definitions/${id}/draft`, {
    method: 'PUT',
    headers: { 'if-match': draft.etag },
    body: { definition: draft.definition, texts: draft.texts },
  });
}

const setPoints = (draft: Draft, question: string, answer: string, points: number) => {
  draft.definition.schema.properties[question]!.oneOf.find((o) => o.const === answer)!.points = points;
};

async function propose(agent: StaffAgent, items: object[], reason = 'MiFID II suitability review 2026') {
  return agent.request('/api/changes', {
    method: 'POST',
    body: { reason, reference: 'ESMA35-43-3172 / TICKET-17', items },
  });
}

describe('import of the repository', () => {
  it('publishes every step, section, golden set and the scoring table as version 1, once', async () => {
    const list = await json<{ id: string; live: { versionNo: number } | null }[]>(
      await as('auditor').request('/api/definitions'),
    );
    // …and the texts no definition carries, one texts definition per locale namespace (issue 23).
    const { definitions, baseFiles } = readRepository(root);
    expect(list).toHaveLength(definitions.length + repositoryTextsDefinitions(definitions, baseFiles).length);
    expect(list.every((d) => d.live?.versionNo === 1)).toBe(true);
    expect(await importRepository(registry.db, root)).toBe(0); // a restart imports nothing again
  });
});

describe('versions are immutable', () => {
  it('the database refuses to change or remove a version, whatever the application does', async () => {
    await expect(
      registry.db.query("UPDATE definition_versions SET semver = '9.9.9' WHERE definition_id = 'login'"),
    ).rejects.toThrow(/immutable/);
    await expect(registry.db.query("DELETE FROM definition_versions WHERE definition_id = 'login'")).rejects.toThrow(
      /immutable/,
    );
  });
});

describe('roles on every endpoint', () => {
  // [method, path, body, roles allowed]
  const endpoints: [string, string, unknown, string[]][] = [
    ['GET', '/api/definitions', undefined, ['author', 'approver', 'auditor']],
    ['GET', '/api/definitions/login/versions', undefined, ['author', 'approver', 'auditor']],
    ['GET', '/api/definitions/login/versions/1', undefined, ['author', 'approver', 'auditor']],
    ['GET', '/api/definitions/login/live', undefined, ['author', 'approver', 'auditor']],
    ['GET', '/api/definitions/login/history', undefined, ['author', 'approver', 'auditor']],
    ['GET', '/api/definitions/login/draft', undefined, ['author', 'approver', 'auditor']],
    ['PUT', '/api/definitions/login/draft', { definition: {}, texts: { sk: {}, en: {}, bg: {} } }, ['author']],
    ['DELETE', '/api/definitions/login/draft', undefined, ['author']],
    ['POST', '/api/definitions/login/draft/gates', undefined, ['author']],
    ['GET', '/api/changes', undefined, ['author', 'approver', 'auditor']],
    ['POST', '/api/changes', { reason: 'r', reference: 'x', items: [{ definitionId: 'login' }] }, ['author']],
    ['GET', '/api/changes/999', undefined, ['author', 'approver', 'auditor']],
    ['POST', '/api/changes/999/reviews', { decision: 'approve' }, ['approver']],
    ['POST', '/api/changes/999/publication', {}, ['approver']],
    ['GET', '/api/definitions/login/versions/1/evidence', undefined, ['auditor']],
    ['GET', '/api/definitions/login/versions/1/evidence.html', undefined, ['auditor']],
  ];
  const roleOf: Record<string, string> = {
    'author-1': 'author',
    approver: 'approver',
    auditor: 'auditor',
    admin: 'admin',
    visitor: 'none',
  };

  it.each(endpoints)('%s %s', async (method, path, body, allowed) => {
    const init: AgentInit = { method, ...(body === undefined ? {} : { body }) };
    expect((await registry.anonymous(path, init)).status, 'signed out').toBe(401);
    for (const login of ['author-1', 'approver', 'auditor', 'admin', 'visitor'] as const) {
      const status = (await as(login).request(path, init)).status;
      if (allowed.includes(roleOf[login]!)) expect([200, 201, 404, 409, 428], `${login}: ${status}`).toContain(status);
      else expect(status, `${login} (${roleOf[login]})`).toBe(403);
    }
  });

  it('every route of the workflow is in the OpenAPI document with its roles', async () => {
    const doc = await json<{ paths: Record<string, Record<string, { 'x-roles'?: string[] }>> }>(
      await registry.anonymous('/api/openapi.json'),
    );
    for (const [method, path, , allowed] of endpoints) {
      const templated = path
        .replace('/login', '/{id}')
        .replace(/\/(1|999)(?=\/|$)/, (m) => (m === '/1' ? '/{versionNo}' : '/{changeId}'));
      expect(doc.paths[templated]?.[method.toLowerCase()]?.['x-roles'], `${method} ${templated}`).toEqual(allowed);
    }
  });
});

describe('drafts', () => {
  it('a second save from a stale copy gets 412 with both sides, and nothing is lost', async () => {
    const first = await json<Draft>(await as('author-1').request('/api/definitions/questionnaire-b/draft'));
    const second = await json<Draft>(await as('author-2').request('/api/definitions/questionnaire-b/draft'));
    expect(first.revision).toBe(0);
    expect(second.etag).toBe(first.etag);

    first.texts.en['questionnaire.b.title'] = 'Goals (edited by Alena)';
    const saved = await as('author-1').request('/api/definitions/questionnaire-b/draft', {
      method: 'PUT',
      headers: { 'if-match': first.etag },
      body: { definition: first.definition, texts: first.texts },
    });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).not.toBe(first.etag);

    second.texts.bg['questionnaire.b.title'] = 'Цели (Борис)';
    const stale = await as('author-2').request('/api/definitions/questionnaire-b/draft', {
      method: 'PUT',
      headers: { 'if-match': second.etag },
      body: { definition: second.definition, texts: second.texts },
    });
    expect(stale.status).toBe(412);
    const conflict = await json<{ error: string; theirs: Draft; current: Draft & { updatedBy: { name: string } } }>(
      stale,
    );
    expect(conflict.error).toBe('edit-conflict');
    expect(conflict.theirs.texts.bg['questionnaire.b.title']).toBe('Цели (Борис)');
    expect(conflict.current.texts.en['questionnaire.b.title']).toBe('Goals (edited by Alena)');
    expect(conflict.current.updatedBy.name).toBe(as('author-1').staff.name);

    // Merging onto the current draft with its ETag saves both edits.
    const merged = await as('author-2').request('/api/definitions/questionnaire-b/draft', {
      method: 'PUT',
      headers: { 'if-match': conflict.current.etag },
      body: {
        definition: conflict.current.definition,
        texts: { ...conflict.current.texts, bg: conflict.theirs.texts.bg },
      },
    });
    expect(merged.status).toBe(200);
    const now = await json<Draft>(merged);
    expect([now.texts.en['questionnaire.b.title'], now.texts.bg['questionnaire.b.title']]).toEqual([
      'Goals (edited by Alena)',
      'Цели (Борис)',
    ]);
  });

  it('a save without If-Match is refused with 428, one that renames the definition with 400', async () => {
    const draft = await json<Draft>(await as('author-1').request('/api/definitions/login/draft'));
    const response = await as('author-1').request('/api/definitions/login/draft', {
      method: 'PUT',
      body: { definition: draft.definition, texts: draft.texts },
    });
    expect(response.status).toBe(428);
    const renamed = await as('author-1').request('/api/definitions/login/draft', {
      method: 'PUT',
      headers: { 'if-match': draft.etag },
      body: { definition: { ...draft.definition, id: 'registration' }, texts: draft.texts },
    });
    expect(renamed.status).toBe(400);
    expect((await json(renamed)).error).toBe('identity-changed');
  });
});

interface ChangeBody {
  id: number;
  status: string;
  gatesPassed: boolean;
  gateReport: {
    gates: { name: string; passed: boolean; problems: { message: string }[] }[];
    impact: { goldenSet: string; live: { points: number }; proposed: { points: number }; changed: boolean }[];
  };
  items: {
    definitionId: string;
    versionNo: number;
    sha256: string;
    diff: { where: string; what: string; before?: string; after?: string }[];
  }[];
  reviews: { reviewer: { name: string }; decision: string }[];
  publication: { effectiveAt: string } | null;
}

describe('a change from draft to publication', () => {
  let change: ChangeBody;

  it("an author changes an answer's points and its Bulgarian text and proposes it; the gates pass", async () => {
    const saved = await editDraft(as('author-1'), 'questionnaire-a', (draft) => {
      draft.definition.version = '1.1.0';
      setPoints(draft, 'a1', 'secondary', 1);
      draft.texts.bg['questionnaire.a.a1.answers.secondary'] = 'Средно образование (ново)';
    });
    expect(saved.status).toBe(200);
    const checked = await as('author-1').request('/api/definitions/questionnaire-a/draft/gates', { method: 'POST' });
    expect(await json(checked)).toMatchObject({
      passed: true,
      sha256: (await json<Draft & { sha256: string }>(saved)).sha256,
    });
    const response = await propose(as('author-1'), [{ definitionId: 'questionnaire-a' }]);
    expect(response.status).toBe(201);
    change = await json<ChangeBody>(response);
    expect(change.status).toBe('proposed');
    expect(change.gatesPassed).toBe(true);
    const goldenSets = readRepository(root).definitions.filter((d) => d.kind === 'golden-set');
    expect(change.gateReport.impact.map((row) => row.goldenSet).sort()).toEqual(goldenSets.map((d) => d.id).sort());
    expect(change.gateReport.impact.some((row) => row.changed)).toBe(false);
    const lines = change.items[0]!.diff.map((line) => `${line.where}: ${line.what} ${line.before} -> ${line.after}`);
    expect(lines.join('\n')).toMatch(/points/);
    expect(lines.join('\n')).toContain('Средно образование (ново)');
  });

  it('the author cannot approve it: 403, even when they hold the approver role too', async () => {
    expect(
      (
        await as('author-1').request(`/api/changes/${change.id}/reviews`, {
          method: 'POST',
          body: { decision: 'approve' },
        })
      ).status,
    ).toBe(403);
    const both = await sessionAgent({ ...as('author-1').staff, roles: ['author', 'approver'] });
    const response = await both.request(`/api/changes/${change.id}/reviews`, {
      method: 'POST',
      body: { decision: 'approve' },
    });
    expect(response.status).toBe(403);
    expect((await json(response)).error).toBe('four-eyes');
  });

  it('the approver approves with a comment and publishes now; live is the new version; history says who, what, when, why', async () => {
    const approved = await as('approver').request(`/api/changes/${change.id}/reviews`, {
      method: 'POST',
      body: { decision: 'approve', comment: 'Checked against the golden sets' },
    });
    expect(approved.status).toBe(200);
    expect((await json<ChangeBody>(approved)).status).toBe('approved');
    const published = await as('approver').request(`/api/changes/${change.id}/publication`, {
      method: 'POST',
      body: {},
    });
    expect(published.status).toBe(200);
    expect((await json<ChangeBody>(published)).status).toBe('published');

    const live = await json<{ versionNo: number; semver: string; sha256: string; texts: Draft['texts'] }>(
      await as('author-2').request('/api/definitions/questionnaire-a/live'),
    );
    expect(live).toMatchObject({ versionNo: 2, semver: '1.1.0', sha256: change.items[0]!.sha256 });
    expect(live.texts.bg['questionnaire.a.a1.answers.secondary']).toBe('Средно образование (ново)');

    const history = await json<
      {
        versionNo: number;
        state: string;
        publishedBy: { name: string };
        change: {
          reason: string;
          reference: string;
          author: { name: string };
          approvedBy: { name: string; comment: string }[];
          what: unknown[];
        } | null;
      }[]
    >(await as('auditor').request('/api/definitions/questionnaire-a/history'));
    expect(history[0]).toMatchObject({
      versionNo: 2,
      state: 'live',
      publishedBy: { name: as('approver').staff.name },
      change: {
        reason: 'MiFID II suitability review 2026',
        reference: 'ESMA35-43-3172 / TICKET-17',
        author: { name: as('author-1').staff.name },
        approvedBy: [{ name: as('approver').staff.name, comment: 'Checked against the golden sets' }],
      },
    });
    expect(history[0]!.change!.what.length).toBeGreaterThan(0);
    expect(history[1]).toMatchObject({ versionNo: 1, state: 'earlier', change: null });
  });

  it('every step is in the audit log with before and after hashes and the reason', async () => {
    const { rows } = await registry.db.query<{
      action: string;
      subject: string;
      before_hash: string | null;
      after_hash: string | null;
      reason: string | null;
    }>(
      "SELECT action, subject, before_hash, after_hash, reason FROM audit_log WHERE subject IN ('definition:questionnaire-a', $1) ORDER BY id",
      [`change:${change.id}`],
    );
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual([
      'definition.import',
      'draft.save',
      'draft.gates',
      'version.create',
      'change.propose',
      'change.gates',
      'change.approve',
      'definition.publish',
      'change.publish',
    ]);
    const publish = rows.find((r) => r.action === 'definition.publish')!;
    expect(publish.after_hash).toBe(change.items[0]!.sha256);
    expect(publish.before_hash).toBe(rows[0]!.after_hash);
    expect(publish.reason).toBe('MiFID II suitability review 2026');
    expect((await json(await as('auditor').request('/api/audit/verification'))).ok).toBe(true);
  });

  it('the auditor exports the evidence of the version: one JSON document whose SHA-256 recomputes, and its HTML', async () => {
    const response = await as('auditor').request('/api/definitions/questionnaire-a/versions/2/evidence');
    expect(response.status).toBe(200);
    const { document, sha256 } = await json<{
      document: Record<string, unknown> & {
        version: { sha256: string; sha256Recomputed: string };
        changes: ChangeBody[];
        auditEntries: { action: string }[];
      };
      sha256: string;
    }>(response);
    expect(canonicalHash(document)).toBe(sha256);
    expect(document.version.sha256Recomputed).toBe(document.version.sha256);
    expect(document.changes[0]!.reviews[0]).toMatchObject({ decision: 'approve' });
    expect(document.auditEntries.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'version.create',
        'change.propose',
        'change.gates',
        'change.approve',
        'definition.publish',
      ]),
    );
    const html = await as('auditor').request('/api/definitions/questionnaire-a/versions/2/evidence.html');
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await html.text();
    expect(page).toContain('Средно образование (ново)');
    expect(page).toMatch(/Document SHA-256<\/dt><dd><code>[0-9a-f]{64}/);
    const { rows } = await registry.db.query(
      "SELECT 1 FROM audit_log WHERE action = 'evidence.export' AND subject = 'version:questionnaire-a/2'",
    );
    expect(rows).toHaveLength(2);
  });

  it('rolling back publishes version 1 again through the same approval', async () => {
    const proposed = await json<ChangeBody>(
      await propose(
        as('author-2'),
        [{ definitionId: 'questionnaire-a', versionNo: 1 }],
        'Roll back: points change withdrawn',
      ),
    );
    expect(proposed.gatesPassed).toBe(true);
    expect(proposed.items[0]).toMatchObject({ versionNo: 1 });
    expect(
      (await as('approver').request(`/api/changes/${proposed.id}/publication`, { method: 'POST', body: {} })).status,
    ).toBe(409);
    await as('approver').request(`/api/changes/${proposed.id}/reviews`, {
      method: 'POST',
      body: { decision: 'approve' },
    });
    await as('approver').request(`/api/changes/${proposed.id}/publication`, { method: 'POST', body: {} });
    const live = await json<{ versionNo: number }>(
      await as('author-1').request('/api/definitions/questionnaire-a/live'),
    );
    expect(live.versionNo).toBe(1);
  });
});

describe('gates and scheduling', () => {
  it('a missing English text fails the texts gate and blocks approval', async () => {
    await editDraft(as('author-1'), 'registration', (draft) => {
      draft.definition.version = '1.1.0';
      const key = Object.keys(draft.texts.en)[0]!;
      delete draft.texts.en[key];
    });
    const change = await json<ChangeBody>(await propose(as('author-1'), [{ definitionId: 'registration' }]));
    expect(change.gatesPassed).toBe(false);
    expect(change.gateReport.gates.find((g) => g.name === 'texts')).toMatchObject({
      passed: false,
      problems: [expect.objectContaining({ message: expect.stringMatching(/missing or empty in en$/) })],
    });
    const review = await as('approver').request(`/api/changes/${change.id}/reviews`, {
      method: 'POST',
      body: { decision: 'approve' },
    });
    expect(review.status).toBe(409);
    expect((await json(review)).error).toBe('gates-failed');
    const rejected = await as('approver').request(`/api/changes/${change.id}/reviews`, {
      method: 'POST',
      body: { decision: 'reject', comment: 'English text missing' },
    });
    expect((await json<ChangeBody>(rejected)).status).toBe('rejected');
  });

  it('a publication scheduled for a later time is live from that time on, not before', async () => {
    await editDraft(as('author-2'), 'login', (draft) => {
      draft.definition.version = '1.1.0';
      draft.texts.bg[Object.keys(draft.texts.bg)[0]!] = 'Вход (нов текст)';
    });
    const change = await json<ChangeBody>(
      await propose(as('author-2'), [{ definitionId: 'login' }], 'New wording from 1 January'),
    );
    await as('approver').request(`/api/changes/${change.id}/reviews`, {
      method: 'POST',
      body: { decision: 'approve' },
    });
    const effectiveAt = new Date(Date.now() + 3_600_000).toISOString();
    const published = await as('approver').request(`/api/changes/${change.id}/publication`, {
      method: 'POST',
      body: { effectiveAt },
    });
    expect((await json<ChangeBody>(published)).publication?.effectiveAt).toBe(effectiveAt);

    const now = await json<{ versionNo: number }>(await as('author-1').request('/api/definitions/login/live'));
    expect(now.versionNo).toBe(1);
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const then = await json<{ versionNo: number }>(
      await as('author-1').request(`/api/definitions/login/live?at=${encodeURIComponent(later)}`),
    );
    expect(then.versionNo).toBe(2);
    const list = await json<
      { id: string; live: { versionNo: number }; scheduled: { versionNo: number; effectiveAt: string } | null }[]
    >(await as('auditor').request('/api/definitions'));
    expect(list.find((d) => d.id === 'login')).toMatchObject({
      live: { versionNo: 1 },
      scheduled: { versionNo: 2, effectiveAt },
    });
  });
});

describe('a draft begun on a version no longer live', () => {
  it('cannot be proposed (it would undo the publication); discarded, the next edit begins on the live version', async () => {
    const first = await editDraft(as('author-1'), 'forgot-password', (draft) => {
      draft.definition.version = '1.1.0';
      draft.texts.en[Object.keys(draft.texts.en)[0]!] = 'Forgotten password (v2)';
    });
    expect(first.status).toBe(200);
    const change = await json<ChangeBody>(await propose(as('author-1'), [{ definitionId: 'forgot-password' }]));
    // Begun while version 2 waits for review: on version 1.
    const stale = await json<Draft>(
      await editDraft(as('author-2'), 'forgot-password', (draft) => {
        draft.definition.version = '1.2.0';
      }),
    );
    await as('approver').request(`/api/changes/${change.id}/reviews`, {
      method: 'POST',
      body: { decision: 'approve' },
    });
    await as('approver').request(`/api/changes/${change.id}/publication`, { method: 'POST', body: {} });

    const refused = await propose(as('author-2'), [{ definitionId: 'forgot-password' }]);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toBe('draft-outdated');

    const discarded = await as('author-2').request('/api/definitions/forgot-password/draft', {
      method: 'DELETE',
      headers: { 'if-match': stale.etag },
    });
    expect(discarded.status).toBe(200);
    expect(await json(discarded)).toMatchObject({ revision: 0, baseVersionNo: 2 });
    // Put back as it was, so the export below compares with the repository.
    const back = await propose(as('author-2'), [{ definitionId: 'forgot-password', versionNo: 1 }], 'Undo for test');
    const backId = (await json<ChangeBody>(back)).id;
    await as('approver').request(`/api/changes/${backId}/reviews`, { method: 'POST', body: { decision: 'approve' } });
    await as('approver').request(`/api/changes/${backId}/publication`, { method: 'POST', body: {} });
  });
});

describe('export', () => {
  it('writes the live versions back in the repository layout, byte for byte as they were imported where unchanged', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'registry-export-'));
    try {
      // Everything published above is back at version 1 now, or scheduled for later: the export equals the repository.
      const written = await exportRegistry(registry.db, folder);
      const { definitions, baseFiles } = readRepository(root);
      const expected = [...baseFiles.keys(), ...definitions.map((d) => d.path)].sort();
      expect(written).toEqual(expected);
      for (const path of expected)
        expect(readFileSync(join(folder, path), 'utf8'), path).toBe(readFileSync(join(root, path), 'utf8'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
