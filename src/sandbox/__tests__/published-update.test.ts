// @vitest-environment node
// The existing client's update names its definitions as onboarding does (issue 21, src/sandbox/README.md "The
// scoring table and the consistency rules are named the same way"): client_zone/investment_questionnaire/new is scored
// with exactly the section versions and scoring table named, refuses a hash never published, and the versions are kept
// with the client once the update is signed (GET /sandbox/clients/<id> definitions.questionnaire).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledVersion, writeStore } from '../../../tests/e2e/published-definitions-store.ts';
import { SEED } from '../seed.ts';
import { goldenAnswers } from './golden-answers.ts';
import { scoringFirstBandUpTo } from './scoring-first-band.ts';
import { call, control, lastCode, SEEDED_CLIENT, startSandbox, type TestSandbox } from './helpers.ts';

const golden = goldenAnswers('balanced-employee');
const store = mkdtempSync(join(tmpdir(), 'sandbox-published-update-'));
const bundledScoring = bundledVersion('scoring');
const bundledRules = bundledVersion('questionnaire-consistency');
const sections = ['a', 'b', 'c', 'd', 'e'].map((letter) => bundledVersion(`questionnaire-${letter}`));

// Scoring 2.0.0: the golden set's total now falls in the first band (profile 1 instead of 2).
const scoringV2 = scoringFirstBandUpTo(golden.points);

let t: TestSandbox;
let scoringSha = '';
beforeAll(async () => {
  scoringSha = (await writeStore(store, [{ current: scoringV2 }])).get(scoringV2)!.sha256;
  t = await startSandbox({ publicationDir: store });
});
afterAll(async () => {
  await t.close();
  rmSync(store, { recursive: true, force: true });
});
beforeEach(async () => {
  await control(t, 'POST', 'reset');
});

const named = golden.answers.map((a) => {
  const section = sections.find((s) => s.id === `questionnaire-${a.question[0]}`)!;
  return { ...a, definition_version: section.semver, definition_sha256: section.sha256 };
});
const scoring = (version: string, sha256: string) =>
  JSON.stringify({ id: 'scoring', version, definition_sha256: sha256 });
const rules = JSON.stringify({
  id: bundledRules.id,
  version: bundledRules.semver,
  definition_sha256: bundledRules.sha256,
  confirmed: [],
  review: [],
});

async function clientToken(): Promise<string> {
  const link = (
    await control<{ link_tokens: { questionnaire: string } }>(t, 'POST', 'client-links', {
      email: SEEDED_CLIENT.email,
    })
  ).body.link_tokens.questionnaire;
  return (await call(t, 'authentication', { json: { token: link } })).body.authorization_token;
}
const update = (token: string, form: Record<string, string>) =>
  call(t, 'newQuestionnaire', { token, form: { lang: 'en', ...form }, query: { lang: 'en' } });
async function sign(token: string, signatureToken: string) {
  await call(t, 'requestSignCodeEmail', { token, json: { signature_token: signatureToken } });
  const code = await lastCode(t, SEEDED_CLIENT.email);
  expect((await call(t, 'signQuestionnaire', { token, json: { signature_token: signatureToken, code } })).body).toEqual(
    { result: 'success' },
  );
}
const keptClient = async () =>
  (
    await control<{ risk_profile_id: number; definitions: { questionnaire: { id: string; sha256: string }[] } }>(
      t,
      'GET',
      `clients/${SEED.client.id}`,
    )
  ).body;

describe('the existing client’s update names its definitions', () => {
  it('is scored with exactly the published scoring table named; the versions are kept with the client once signed', async () => {
    const token = await clientToken();
    const answer = await update(token, {
      odpovede: JSON.stringify(named),
      scoring: scoring('2.0.0', scoringSha),
      consistency: rules,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.risk_profile.id).toBe(1);
    // Waiting for the signature: nothing kept with the client yet.
    expect((await keptClient()).definitions.questionnaire).toEqual([]);
    await sign(token, answer.body.signature_token);
    const kept = await keptClient();
    expect(kept.risk_profile_id).toBe(1);
    expect(kept.definitions.questionnaire).toEqual(
      expect.arrayContaining([
        { id: 'scoring', version: '2.0.0', sha256: scoringSha },
        { id: bundledRules.id, version: bundledRules.semver, sha256: bundledRules.sha256 },
        ...sections.map((s) => ({ id: s.id, version: s.semver, sha256: s.sha256 })),
      ]),
    );
  });

  it('refuses a section or scoring hash never published, and nothing waits for a signature', async () => {
    const token = await clientToken();
    const never = named.map((a) => (a.question.startsWith('c') ? { ...a, definition_sha256: 'd'.repeat(64) } : a));
    expect((await update(token, { odpovede: JSON.stringify(never) })).body).toMatchObject({
      result: 'unknown definition',
      field: 'definition_sha256',
    });
    expect(
      (await update(token, { odpovede: JSON.stringify(named), scoring: scoring('2.0.0', 'c'.repeat(64)) })).body,
    ).toMatchObject({ result: 'unknown definition', field: 'scoring' });
    expect(t.sandbox.store.pendingQuestionnaires.size).toBe(0);
  });

  it('an update naming nothing (an older app) is scored with the bundled definitions, as before', async () => {
    const token = await clientToken();
    const answer = await update(token, { odpovede: JSON.stringify(golden.answers) });
    expect(answer.body.risk_profile.id).toBe(golden.riskProfileId);
    await sign(token, answer.body.signature_token);
    const kept = await keptClient();
    expect(kept.definitions.questionnaire.map((d) => d.id)).not.toContain('questionnaire-a');
    expect(kept.definitions.questionnaire).toContainEqual({
      id: 'scoring',
      version: bundledScoring.semver,
      sha256: bundledScoring.sha256,
    });
  });
});
