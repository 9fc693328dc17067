// @vitest-environment node
// The scoring table and the consistency rules an evaluation names (issue 21, src/sandbox/README.md "Questionnaire
// scoring"): the sandbox scores with exactly the scoring version named, re-evaluates with exactly the rules named,
// refuses a hash never published, and keeps the hashes with the lead (GET /sandbox/leads/<id>/questionnaire).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledVersion, type StoreVersion, writeStore } from '../../../tests/e2e/published-definitions-store.ts';
import { goldenAnswers } from './golden-answers.ts';
import { scoringFirstBandUpTo } from './scoring-first-band.ts';
import { call, registeredLead, startSandbox, type TestSandbox } from './helpers.ts';

const golden = goldenAnswers('balanced-employee');
const store = mkdtempSync(join(tmpdir(), 'sandbox-published-scoring-'));
const bundledScoring = bundledVersion('scoring');
const bundledRules = bundledVersion('questionnaire-consistency');
const sections = ['a', 'b', 'c', 'd', 'e'].map((letter) => bundledVersion(`questionnaire-${letter}`));

// Scoring 2.0.0: the golden set's total now falls in the first band, so it yields profile 1 instead of 2.
const scoringV2 = scoringFirstBandUpTo(golden.points);
// Rules 1.1.0: the first rule fires for every answer set that has a1, so the golden set must confirm it.
const rules = structuredClone(bundledRules.definition) as { version: string; rules: { id: string; when: object }[] };
rules.version = '1.1.0';
rules.rules[0]!.when = { required: ['a1'] };
const rulesV11: StoreVersion = {
  ...bundledRules,
  semver: '1.1.0',
  versionNo: 2,
  definition: rules,
  effectiveAt: new Date(0),
};

let t: TestSandbox;
let written: Awaited<ReturnType<typeof writeStore>>;
beforeAll(async () => {
  written = await writeStore(store, [{ current: scoringV2 }, { current: rulesV11 }]);
  t = await startSandbox({ publicationDir: store });
});
afterAll(async () => {
  await t.close();
  rmSync(store, { recursive: true, force: true });
});

const answers = golden.answers.map((a) => {
  const section = sections.find((s) => s.id === `questionnaire-${a.question[0]}`)!;
  return { ...a, definition_version: section.semver, definition_sha256: section.sha256 };
});
const named = (version: string, sha256: string) =>
  JSON.stringify({ id: 'scoring', version, definition_sha256: sha256 });
const submit = (token: string, form: Record<string, string>) =>
  call(t, 'questionnaire', { token, form: { odpovede: JSON.stringify(answers), ...form }, query: { lang: 'en' } });
const kept = async (email: string) => {
  const id = [...t.sandbox.store.leads.entries()].find(([, lead]) => lead.email === email)?.[0];
  const response = await fetch(`${t.base}/sandbox/leads/${id}/questionnaire`);
  return (await response.json()) as { risk_profile_id: number; definitions: { id: string; sha256: string }[] };
};

describe('the scoring table a request names', () => {
  it('scores with exactly the published version named, and keeps its hash with the lead', async () => {
    const lead = await registeredLead(t);
    const sha256 = written.get(scoringV2)!.sha256;
    const answer = await submit(lead.token, { scoring: named('2.0.0', sha256) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ risk_profile_id: 1 });
    const lead2 = await kept(lead.email);
    expect(lead2.risk_profile_id).toBe(1);
    expect(lead2.definitions).toContainEqual({ id: 'scoring', version: '2.0.0', sha256 });
  });

  it('scores with the bundled version when that one is named (or none is), keeping its hash', async () => {
    const lead = await registeredLead(t);
    const answer = await submit(lead.token, { scoring: named(bundledScoring.semver, bundledScoring.sha256) });
    expect(answer.body).toMatchObject({ risk_profile_id: golden.riskProfileId });
    expect((await kept(lead.email)).definitions).toContainEqual({
      id: 'scoring',
      version: bundledScoring.semver,
      sha256: bundledScoring.sha256,
    });
    const older = await registeredLead(t);
    expect((await submit(older.token, {})).body).toMatchObject({ risk_profile_id: golden.riskProfileId });
  });

  it('refuses a scoring hash never published, another definition’s hash, and a version not the hash’s', async () => {
    const lead = await registeredLead(t);
    expect((await submit(lead.token, { scoring: named('2.0.0', 'e'.repeat(64)) })).body).toMatchObject({
      result: 'unknown definition',
      field: 'scoring',
    });
    expect((await submit(lead.token, { scoring: named('1.0.0', sections[0]!.sha256) })).body).toMatchObject({
      result: 'unknown definition',
      field: 'scoring',
    });
    const sha256 = written.get(scoringV2)!.sha256;
    expect((await submit(lead.token, { scoring: named('1.0.0', sha256) })).body).toMatchObject({
      result: 'invalid field',
      field: 'scoring',
    });
  });
});

describe('the consistency rules a request names', () => {
  const consistency = (sha256: string, confirmed: string[] = []) =>
    JSON.stringify({
      id: 'questionnaire-consistency',
      version: '1.1.0',
      definition_sha256: sha256,
      confirmed,
      review: [],
    });

  it('re-evaluates with exactly the published rules named: a rule only that version has must be confirmed', async () => {
    const lead = await registeredLead(t);
    const sha256 = written.get(rulesV11)!.sha256;
    const first = rules.rules[0]!.id;
    expect((await submit(lead.token, { consistency: consistency(sha256) })).body).toMatchObject({
      result: 'unconfirmed contradiction',
      field: first,
    });
    expect((await submit(lead.token, { consistency: consistency(sha256, [first]) })).status).toBe(200);
    const stored = [...t.sandbox.store.leads.values()].find((l) => l.email === lead.email)?.questionnaire;
    expect(stored?.consistency).toMatchObject({ version: '1.1.0', definition_sha256: sha256, confirmed: [first] });
    expect((await kept(lead.email)).definitions).toContainEqual({
      id: 'questionnaire-consistency',
      version: '1.1.0',
      sha256,
    });
  });

  it('refuses a rules hash never published', async () => {
    const lead = await registeredLead(t);
    expect((await submit(lead.token, { consistency: consistency('d'.repeat(64)) })).body).toMatchObject({
      result: 'unknown definition',
      field: 'consistency',
    });
  });
});
