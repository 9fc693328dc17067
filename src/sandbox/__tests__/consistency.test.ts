// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { goldenAnswers } from './golden-answers.ts';
import { call, control, registeredLead, startSandbox, type TestSandbox } from './helpers.ts';

// The provider's side of the consistency check (src/sandbox/consistency-check.ts): it evaluates the rules itself,
// refuses an unconfirmed `confirm` contradiction, marks `review` ones for an adviser and keeps the check.

const rules = JSON.parse(readFileSync(join(process.cwd(), 'schemas/questionnaire/consistency.json'), 'utf8')) as {
  id: string;
  version: string;
  adviserReview: { withinWorkingDays: number };
};

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const send = (token: string, name: Parameters<typeof goldenAnswers>[0], consistency?: unknown) =>
  call(t, 'questionnaire', {
    token,
    form: {
      odpovede: JSON.stringify(goldenAnswers(name).answers),
      ...(consistency === undefined ? {} : { consistency: JSON.stringify(consistency) }),
    },
  });
const kept = async (id: string) => (await control(t, 'GET', `leads/${id}/consistency`)).body;

describe('the consistency of the answers, at the provider', () => {
  it('refuses a contradiction the client did not confirm, naming its rule, and keeps nothing', async () => {
    const lead = await registeredLead(t);
    const refused = await send(lead.token, 'short-horizon-no-loss-max-growth', {
      confirmed: ['short-horizon-aggressive-goal'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ result: 'unconfirmed contradiction', field: 'no-loss-high-risk-goal' });
    expect((await control(t, 'GET', `leads/${lead.id}/consistency`)).status).toBe(404);
    // Nothing confirmed at all: the same, for the first rule that fires.
    expect((await send(lead.token, 'short-horizon-no-loss-max-growth')).body).toMatchObject({
      field: 'short-horizon-aggressive-goal',
    });
  });

  it('takes confirmed contradictions and keeps them with the lead; no adviser review', async () => {
    const lead = await registeredLead(t);
    const confirmed = ['short-horizon-aggressive-goal', 'no-loss-high-risk-goal', 'not-firing'];
    const accepted = await send(lead.token, 'short-horizon-no-loss-max-growth', { confirmed, review: [] });
    expect(accepted.status).toBe(200);
    expect(accepted.body).not.toHaveProperty('adviser_review');
    expect(await kept(lead.id)).toEqual({
      consistency: {
        id: rules.id,
        version: rules.version,
        // The rules evaluated, by the registry's hash (the bundled ones: the request named none).
        definition_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        confirmed: confirmed.slice(0, 2),
        review: [],
        adviser_review_within_working_days: null,
      },
    });
  });

  it('marks answers for an adviser by its own evaluation, whatever the client says fired', async () => {
    const lead = await registeredLead(t);
    const accepted = await send(lead.token, 'cautious-pensioner', { confirmed: [], review: [] });
    expect(accepted.body).toEqual({ result: 'ok', risk_profile_id: 1, adviser_review: true });
    expect(await kept(lead.id)).toEqual({
      consistency: {
        id: rules.id,
        version: rules.version,
        // The rules evaluated, by the registry's hash (the bundled ones: the request named none).
        definition_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        confirmed: [],
        review: ['low-means-large-investment'],
        adviser_review_within_working_days: rules.adviserReview.withinWorkingDays,
      },
    });
  });

  it('answers as before for consistent answers, and refuses a consistency field that is not the check', async () => {
    const lead = await registeredLead(t);
    expect((await send(lead.token, 'balanced-employee')).body).toEqual({ result: 'ok', risk_profile_id: 2 });
    expect((await send(lead.token, 'balanced-employee', 'yes')).body).toMatchObject({
      result: 'invalid field',
      field: 'consistency',
    });
    const malformed = await call(t, 'questionnaire', {
      token: lead.token,
      form: { odpovede: JSON.stringify(goldenAnswers('balanced-employee').answers), consistency: '{' },
    });
    expect(malformed.body).toMatchObject({ result: 'malformed JSON', field: 'consistency' });
  });
});
