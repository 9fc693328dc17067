// @vitest-environment node
// eslint-disable-next-line import-x/no-restricted-paths -- checks the sandbox's hashes against the registry's own
import { contentHash } from '../../../server/registry/definitions/definition-content.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- the registry's reading of the repository, compared
import { readRepository } from '../../../server/registry/definitions/repository-files.ts';
import { goldenAnswers } from './golden-answers.ts';
import { call, registeredLead, startSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

/** The registry's hash of each bundled questionnaire section, by the question slugs' first letter (a-e). */
const sections = readRepository(process.cwd()).definitions.filter((d) => d.kind === 'questionnaire-section');
const named = (question: string) => {
  const section = sections.find((d) => d.id === `questionnaire-${question[0]}`);
  if (!section) throw new Error(`no section for ${question}`);
  return { definition_version: '1.0.0', definition_sha256: contentHash(section) };
};
const golden = goldenAnswers('balanced-employee');
const submit = (token: string, answers: unknown) =>
  call(t, 'questionnaire', { token, form: { odpovede: JSON.stringify(answers) }, query: { lang: 'en' } });

describe('answers naming their definition (issue 21)', () => {
  it('scores answers naming the bundled versions, and keeps the versions with the lead', async () => {
    const lead = await registeredLead(t);
    const answer = await submit(
      lead.token,
      golden.answers.map((a) => ({ ...a, ...named(a.question) })),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ risk_profile_id: golden.riskProfileId });
    const kept = [...t.sandbox.store.leads.values()].find((l) => l.email === lead.email)?.questionnaire;
    // The sections, and the scoring table and consistency rules it was scored and checked with (bundled here).
    expect(kept?.definitions?.map((d) => d.id).sort()).toEqual(
      [...sections.map((d) => d.id), 'questionnaire-consistency', 'scoring'].sort(),
    );
  });

  it('refuses a hash never published with a clear 400 in the person’s language', async () => {
    const lead = await registeredLead(t);
    const answers = golden.answers.map((a, index) => ({
      ...a,
      ...named(a.question),
      ...(index === 0 ? { definition_sha256: 'f'.repeat(64) } : {}),
    }));
    const answer = await submit(lead.token, answers);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ result: 'unknown definition', field: 'definition_sha256' });
    expect(String((answer.body as { message?: string }).message)).toMatch(/never published/);
  });

  it('refuses a section named in two versions, and a version that is not the hash’s', async () => {
    const lead = await registeredLead(t);
    const b = sections.find((d) => d.id === 'questionnaire-b');
    const mixed = golden.answers.map((a) => ({
      ...a,
      ...named(a.question),
      ...(a.question === 'a3' && b ? { definition_sha256: contentHash(b) } : {}),
    }));
    expect((await submit(lead.token, mixed)).body).toMatchObject({ result: 'unknown question', field: 'a3' });
    const wrongVersion = golden.answers.map((a) => ({ ...a, ...named(a.question), definition_version: '9.9.9' }));
    expect((await submit(lead.token, wrongVersion)).body).toMatchObject({
      result: 'invalid field',
      field: 'definition_version',
    });
  });
});
