// The texts kind (issue 23) through the registry's API on a fresh PGlite (PostgreSQL when REGISTRY_TEST_DATABASE_URL
// is set), staff signed in at the development identity provider: the locale namespaces no definition carries are
// definitions, edited as drafts with If-Match by authors only, gated (a text missing in one language, plural forms
// or placeholders not alike in sk, en and bg), approved by another person, published to the store and exported.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRegistry } from '../../definitions/export-registry';
import { startTestRegistry, type StaffAgent, type TestRegistry } from '../../testing/registry-harness';

type Texts = Record<'sk' | 'en' | 'bg', Record<string, string>>;
interface Draft {
  definition: { kind: string; namespace: string; keys: string[] };
  texts: Texts;
  etag: string;
}
interface GateReport {
  passed: boolean;
  gates: { name: string; passed: boolean; problems: { message: string }[] }[];
}

let registry: TestRegistry;
let store: string;
const agents: Record<string, StaffAgent> = {};
const LOGINS = ['author-1', 'author-2', 'approver', 'auditor'] as const;
const as = (login: (typeof LOGINS)[number]) => agents[login]!;
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

beforeAll(async () => {
  store = mkdtempSync(join(tmpdir(), 'registry-texts-store-'));
  registry = await startTestRegistry({ publicationDir: store });
  for (const login of LOGINS) agents[login] = await registry.signedInAs(login);
});
afterAll(async () => {
  await registry?.close();
  rmSync(store, { recursive: true, force: true });
});

const draftOf = async (agent: StaffAgent, id: string) =>
  json<Draft>(await agent.request(`/api/definitions/${id}/draft`));

async function saveTexts(agent: StaffAgent, id: string, edit: (texts: Texts) => void): Promise<Response> {
  const draft = await draftOf(agent, id);
  edit(draft.texts);
  return agent.request(`/api/definitions/${id}/draft`, {
    method: 'PUT',
    headers: { 'if-match': draft.etag },
    body: { definition: draft.definition, texts: draft.texts },
  });
}

const gatesOf = async (agent: StaffAgent, id: string) =>
  json<GateReport>(await agent.request(`/api/definitions/${id}/draft/gates`, { method: 'POST' }));

const textsGate = (report: GateReport) => report.gates.find((gate) => gate.name === 'texts')!;

async function discard(agent: StaffAgent, id: string) {
  const draft = await draftOf(agent, id);
  await agent.request(`/api/definitions/${id}/draft`, { method: 'DELETE', headers: { 'if-match': draft.etag } });
}

describe('the texts no definition carries', () => {
  it('are imported as texts definitions, one per namespace, leaving a step its own FAQ cards', async () => {
    const list = await json<{ id: string; kind: string; path: string }[]>(
      await as('auditor').request('/api/definitions'),
    );
    const texts = list.filter((d) => d.kind === 'texts').map((d) => d.id);
    for (const namespace of ['faq', 'help', 'landing', 'toasts', 'errors', 'app', 'routes', 'verification'])
      expect(texts).toContain(`texts-${namespace}`);
    // A namespace with capitals gets an id in the API's alphabet, and its path keeps the namespace.
    expect(list.find((d) => d.id === 'texts-questionnaire-flow')?.path).toBe('texts/questionnaireFlow');
    expect((await as('auditor').request('/api/definitions/texts-questionnaire-flow/draft')).status).toBe(200);
    const faq = await draftOf(as('auditor'), 'texts-faq');
    expect(faq.definition).toMatchObject({ kind: 'texts', namespace: 'faq' });
    expect(faq.texts.sk['faq.whyEmailQ']).toBe('Prečo potrebujete môj e-mail?');
    expect(faq.texts.bg['faq.whyEmailQ']).toBeTruthy();
    // The registration step's own card is the step's, not the namespace's.
    expect(faq.definition.keys).not.toContain('faq.timeQ');
    const registration = await draftOf(as('auditor'), 'registration');
    expect(registration.texts.sk['faq.timeQ']).toBeTruthy();
  });

  it('only authors save a draft; approvers and auditors read it', async () => {
    for (const login of ['approver', 'auditor'] as const)
      expect((await saveTexts(as(login), 'texts-help', (t) => (t.en['help.title'] = 'x'))).status).toBe(403);
    expect((await as('approver').request('/api/definitions/texts-help/draft')).status).toBe(200);
    const stale = await draftOf(as('author-2'), 'texts-help');
    expect((await saveTexts(as('author-1'), 'texts-help', (t) => (t.en['help.title'] = 'We are here'))).status).toBe(
      200,
    );
    // A save from a copy read before that save meets the conflict, with nothing typed lost.
    const conflict = await as('author-2').request('/api/definitions/texts-help/draft', {
      method: 'PUT',
      headers: { 'if-match': stale.etag },
      body: {
        definition: stale.definition,
        texts: { ...stale.texts, sk: { ...stale.texts.sk, 'help.title': 'Mine' } },
      },
    });
    expect(conflict.status).toBe(412);
    await discard(as('author-1'), 'texts-help');
  });

  it('a text missing in one language fails the texts gate, and the approver cannot approve the change', async () => {
    expect((await saveTexts(as('author-1'), 'texts-toasts', (t) => delete t.bg[Object.keys(t.bg)[0]!])).status).toBe(
      200,
    );
    const gate = textsGate(await gatesOf(as('author-1'), 'texts-toasts'));
    expect(gate.passed).toBe(false);
    expect(gate.problems[0]!.message).toMatch(/is missing or empty in bg/);
    const proposed = await json<{ id: number; gatesPassed: boolean }>(
      await as('author-1').request('/api/changes', {
        method: 'POST',
        body: { reason: 'Toast wording', reference: 'TICKET-23', items: [{ definitionId: 'texts-toasts' }] },
      }),
    );
    expect(proposed.gatesPassed).toBe(false);
    const review = await as('approver').request(`/api/changes/${proposed.id}/reviews`, {
      method: 'POST',
      body: { decision: 'approve' },
    });
    expect(review.status).toBe(409);
    expect((await json<{ error: string }>(review)).error).toBe('gates-failed');
  });

  it('placeholders and plural forms must be alike in sk, en and bg', async () => {
    await saveTexts(as('author-2'), 'texts-faq', (t) => (t.en['faq.slide'] = 'Card {{index}}'));
    const placeholders = textsGate(await gatesOf(as('author-2'), 'texts-faq'));
    expect(placeholders.passed).toBe(false);
    expect(placeholders.problems.map((p) => p.message).join('\n')).toMatch(
      /"faq\.slide" has different placeholders .*en: \{\{index\}\};/,
    );
    await discard(as('author-2'), 'texts-faq');
    const landing = await draftOf(as('author-2'), 'texts-landing');
    const plural = Object.keys(landing.texts.bg).find((key) => key.endsWith('_other'))!;
    await saveTexts(as('author-2'), 'texts-landing', (t) => {
      const base = plural.replace(/_other$/, '');
      for (const key of Object.keys(t.bg)) if (key.startsWith(`${base}_`)) delete t.bg[key];
      t.bg[base] = 'Стъпки';
    });
    const forms = textsGate(await gatesOf(as('author-2'), 'texts-landing'));
    expect(forms.passed).toBe(false);
    expect(forms.problems.map((p) => p.message).join('\n')).toMatch(/has plural forms in sk, en but not in bg/);
    await discard(as('author-2'), 'texts-landing');
  });

  it('a FAQ card reworded in three languages is proposed, approved by another person, published and exported', async () => {
    const words = { sk: 'Prečo chceme e-mail?', en: 'Why do we ask for an e-mail?', bg: 'Защо искаме имейл?' };
    expect(
      (
        await saveTexts(as('author-1'), 'texts-faq', (t) => {
          for (const language of ['sk', 'en', 'bg'] as const) t[language]['faq.whyEmailQ'] = words[language];
        })
      ).status,
    ).toBe(200);
    const change = await json<{ id: number; gatesPassed: boolean }>(
      await as('author-1').request('/api/changes', {
        method: 'POST',
        body: { reason: 'Plainer FAQ', reference: 'TICKET-23', items: [{ definitionId: 'texts-faq' }] },
      }),
    );
    expect(change.gatesPassed).toBe(true);
    const own = await as('author-1').request(`/api/changes/${change.id}/reviews`, {
      method: 'POST',
      body: { decision: 'approve' },
    });
    expect(own.status).toBe(403);
    const approve = { method: 'POST', body: { decision: 'approve', comment: 'Wording checked' } };
    expect((await as('approver').request(`/api/changes/${change.id}/reviews`, approve)).status).toBe(200);
    const published = await as('approver').request(`/api/changes/${change.id}/publication`, {
      method: 'POST',
      body: {},
    });
    expect(published.status).toBe(200);

    const manifest = JSON.parse(readFileSync(join(store, 'manifest.json'), 'utf8')) as {
      definitions: Record<string, { kind: string; current: { module: string; version: string } }>;
    };
    const entry = manifest.definitions['texts-faq']!;
    expect(entry).toMatchObject({ kind: 'texts', current: { version: '1.1.0' } });
    const module = readFileSync(join(store, entry.current.module.replace(/^.*\//, '')), 'utf8');
    expect(module).toContain(JSON.stringify(words.bg).slice(1, -1));

    const folder = mkdtempSync(join(tmpdir(), 'registry-texts-export-'));
    try {
      const written = await exportRegistry(registry.db, folder);
      expect(written.some((path) => path.startsWith('texts/'))).toBe(false);
      for (const language of ['sk', 'en', 'bg'] as const) {
        const file = JSON.parse(readFileSync(join(folder, `locales/${language}/faq.json`), 'utf8')) as Record<
          string,
          string
        >;
        expect(file.whyEmailQ).toBe(words[language]);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }

    const audit = await json<
      { action: string; subject: string }[] | { entries: { action: string; subject: string }[] }
    >(await as('auditor').request('/api/definitions/texts-faq/history'));
    expect(JSON.stringify(audit)).toContain('Plainer FAQ');
  });
});
