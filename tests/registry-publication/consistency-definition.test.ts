// The questionnaire's consistency rules and the scoring table as registry definitions published to clients
// (issue 21): the rules are a definition kind of their own (imported from and exported to
// schemas/questionnaire/consistency.json, versioned with a hash, gated by their lint and the golden sets' expected
// rules, with their impact), and both are modules of the publication store, the rules with their conditions
// compiled to standalone code as the build compiles them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from '../../server/registry/definitions/definition-content';
import { exportRegistry } from '../../server/registry/definitions/export-registry';
import { startTestRegistry, type StaffAgent, type TestRegistry } from '../../server/registry/testing/registry-harness';
import { consistencyRulesOf, evaluateConsistency } from '../../src/definition/consistency';
import type { ConsistencyDefinition } from '../../src/definition/consistency/types';
import type { DefinitionModule, PublicationManifest } from '../../src/definition/publication/publication-contract';
import { validatorRuntime } from '../../src/definition/publication/validator-runtime';

const ID = 'questionnaire-consistency';
const PATH = 'schemas/questionnaire/consistency.json';
const root = join(import.meta.dirname, '../..');

let registry: TestRegistry;
let store: string;
let author: StaffAgent;
let approver: StaffAgent;

beforeAll(async () => {
  store = mkdtempSync(join(tmpdir(), 'publication-consistency-'));
  registry = await startTestRegistry({ publicationDir: store });
  author = await registry.signedInAs('author-1');
  approver = await registry.signedInAs('approver');
});
afterAll(async () => {
  await registry?.close();
  rmSync(store, { recursive: true, force: true });
});

const manifest = () => JSON.parse(readFileSync(join(store, 'manifest.json'), 'utf8')) as PublicationManifest;
const importModule = async (name: string) =>
  (await import(/* @vite-ignore */ pathToFileURL(join(store, name)).href)) as DefinitionModule;

interface Draft {
  definition: ConsistencyDefinition;
  texts: Record<'sk' | 'en' | 'bg', Record<string, string>>;
  etag: string;
}
interface Report {
  passed: boolean;
  gates: { name: string; passed: boolean; problems: { message: string }[] }[];
  impact: { goldenSet: string; liveRules?: string[]; proposedRules?: string[]; changed: boolean }[];
}

async function saveDraft(edit: (draft: Draft) => void): Promise<void> {
  const draft = (await (await author.request(`/api/definitions/${ID}/draft`)).json()) as Draft;
  edit(draft);
  const saved = await author.request(`/api/definitions/${ID}/draft`, {
    method: 'PUT',
    headers: { 'if-match': draft.etag },
    body: { definition: draft.definition, texts: draft.texts },
  });
  expect(saved.status).toBe(200);
}

const checkDraft = async () =>
  (await (await author.request(`/api/definitions/${ID}/draft/gates`, { method: 'POST' })).json()) as Report;

const gate = (report: Report, name: string) => report.gates.find((g) => g.name === name)!;

describe('the consistency rules as a registry definition', () => {
  it('are imported from schemas/questionnaire/consistency.json as a kind of their own, with their texts and hash', async () => {
    const list = (await (await author.request('/api/definitions')).json()) as {
      id: string;
      kind: string;
      path: string;
    }[];
    expect(list.find((d) => d.id === ID)).toMatchObject({ kind: 'consistency', path: PATH });
    const live = (await (await author.request(`/api/definitions/${ID}/live`)).json()) as {
      semver: string;
      sha256: string;
      texts: Draft['texts'];
      definition: unknown;
    };
    expect(live.semver).toBe('1.0.0');
    expect(live.texts.bg['consistency.rules.no-experience-high-risk.title']).toBeTruthy();
    expect(contentHash({ definition: live.definition, texts: live.texts })).toBe(live.sha256);
  });

  it('are exported back to the same file, byte for byte', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'registry-export-consistency-'));
    try {
      const written = await exportRegistry(registry.db, folder);
      expect(written).toContain(PATH);
      expect(readFileSync(join(folder, PATH), 'utf8')).toBe(readFileSync(join(root, PATH), 'utf8'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("a rule no golden set's answers fire any more fails the golden-sets gate, and the impact shows the rules", async () => {
    await saveDraft((draft) => {
      const rule = draft.definition.rules.find((r) => r.id === 'no-experience-high-risk')!;
      rule.when = {
        ...rule.when,
        required: [...(rule.when.required ?? []), 'a1'],
        properties: { ...rule.when.properties, a1: { const: 'nonexistent-level' } },
      };
    });
    const report = await checkDraft();
    expect(report.passed).toBe(false);
    expect(
      gate(report, 'golden-sets')
        .problems.map((p) => p.message)
        .join('\n'),
    ).toMatch(/expects consistency rule "no-experience-high-risk", which does not fire/);
    const row = report.impact.find((r) => r.liveRules?.includes('no-experience-high-risk'));
    expect(row, 'a set firing the rule live').toBeDefined();
    expect(row!.proposedRules).not.toContain('no-experience-high-risk');
    expect(row!.changed).toBe(true);
  });

  it('the lint gate checks the rules against the sections: an unknown question fails it', async () => {
    await saveDraft((draft) => {
      draft.definition.version = '1.1.0';
      draft.definition.rules[0]!.questions = [...draft.definition.rules[0]!.questions, 'zz-nowhere'];
    });
    const report = await checkDraft();
    expect(gate(report, 'meta-schema-and-lint').passed).toBe(false);
    expect(
      gate(report, 'meta-schema-and-lint')
        .problems.map((p) => p.message)
        .join('\n'),
    ).toMatch(/zz-nowhere/);
  });
});

describe('the scoring table and the consistency rules in the publication store', () => {
  it('are modules named in the manifest; the rules module carries their texts and their conditions compiled', async () => {
    const written = manifest();
    expect(written.definitions.scoring).toMatchObject({ kind: 'scoring' });
    const entry = written.definitions[ID]!;
    expect(entry.kind).toBe('consistency');
    const module = await importModule(entry.current.module);
    expect(module).toMatchObject({ id: ID, kind: 'consistency', sha256: entry.current.sha256, version: '1.0.0' });
    expect(contentHash({ definition: module.definition, texts: module.texts })).toBe(entry.current.sha256);
    expect(module.texts.sk['consistency.rules.no-experience-high-risk.title']).toBeTruthy();
    // The conditions run as standalone code: no AJV compiles anything in the app.
    const validators = module.createValidators(validatorRuntime);
    const rules = consistencyRulesOf(module.definition);
    expect(Object.keys(validators)).toHaveLength(rules.length);
    const fired = evaluateConsistency(rules, { a9: 'never', a12: 'no_experience', c2: 'high' }, validators);
    expect(fired.map((r) => r.id)).toContain('no-experience-high-risk');
    expect(evaluateConsistency(rules, {}, validators)).toEqual([]);
  });

  it('publishing a changed rule text and a changed scoring threshold writes new modules the manifest names', async () => {
    await saveDraft((draft) => {
      draft.definition.version = '1.1.0';
      const rule = draft.definition.rules.find((r) => r.id === 'no-experience-high-risk')!;
      const original = JSON.parse(readFileSync(join(root, PATH), 'utf8')) as ConsistencyDefinition;
      rule.when = original.rules.find((r) => r.id === rule.id)!.when;
      draft.definition.rules[0]!.questions = original.rules[0]!.questions;
      draft.texts.en[rule.title] = 'Little experience, high risk (revised)';
    });
    const scoring = (await (await author.request('/api/definitions/scoring/draft')).json()) as {
      definition: { version: string; bands: { min: number; max: number }[] };
      texts: object;
      etag: string;
    };
    // A threshold no golden set is near (a change of a set's profile would fail the golden-sets gate).
    scoring.definition.version = '2';
    scoring.definition.bands[3]!.max = 2000;
    const saved = await author.request('/api/definitions/scoring/draft', {
      method: 'PUT',
      headers: { 'if-match': scoring.etag },
      body: { definition: scoring.definition, texts: scoring.texts },
    });
    expect(saved.status).toBe(200);
    const before = manifest();
    const proposed = await author.request('/api/changes', {
      method: 'POST',
      body: {
        reason: 'Clearer rule text, stricter band',
        reference: 'ESMA35-43-3172',
        items: [{ definitionId: ID }, { definitionId: 'scoring' }],
      },
    });
    const change = (await proposed.json()) as { id: number; gatesPassed: boolean; gates: Report };
    expect(proposed.status).toBe(201);
    expect(change.gatesPassed, JSON.stringify(change)).toBe(true);
    await approver.request(`/api/changes/${change.id}/reviews`, { method: 'POST', body: { decision: 'approve' } });
    const published = await approver.request(`/api/changes/${change.id}/publication`, { method: 'POST', body: {} });
    expect(published.status).toBe(200);
    const after = manifest();
    expect(after.definitions[ID]!.current.module).not.toBe(before.definitions[ID]!.current.module);
    expect(after.definitions[ID]!.current.version).toBe('1.1.0');
    const rules = await importModule(after.definitions[ID]!.current.module);
    expect(rules.texts.en['consistency.rules.no-experience-high-risk.title']).toBe(
      'Little experience, high risk (revised)',
    );
    const table = await importModule(after.definitions.scoring!.current.module);
    expect(table.definition).toMatchObject({ bands: expect.arrayContaining([expect.objectContaining({ max: 2000 })]) });
    expect(after.definitions.scoring!.current.sha256).not.toBe(before.definitions.scoring!.current.sha256);
  });
});
