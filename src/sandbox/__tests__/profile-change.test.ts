// @vitest-environment node
import { SEED } from '../seed.ts';
import { goldenAnswers } from './golden-answers.ts';
import { call, control, outbox, startSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());
beforeEach(async () => {
  await control(t, 'POST', 'reset');
});

interface Kept {
  risk_profile_id: number;
  last_questionnaire: { risk_profile_id: number | null; filled_at: string | null };
  profile_changes: Record<string, unknown>[];
}

const DAY_MS = 24 * 60 * 60_000;

/** The seeded client who signed 10 days ago: an update of the dynamic answer set waiting for the signature. */
async function pendingUpdate() {
  const token = (await call(t, 'authentication', { json: { token: SEED.recentClientLinks.questionnaire } })).body
    .authorization_token as string;
  const created = await call(t, 'newQuestionnaire', {
    token,
    form: { odpovede: JSON.stringify(goldenAnswers('dynamic-entrepreneur').answers), lang: 'sk' },
  });
  const signature_token = created.body.signature_token as string;
  await call(t, 'requestSignCode', { token, json: { signature_token } });
  const code = (await outbox(t, SEED.recentClient.phone)).at(-1)?.code;
  return { token, signature_token, code };
}

const flagged = { from_risk_profile_id: 2, to_risk_profile_id: 3, riskier_within_period: true, period_days: 30 };

describe('the profile change a questionnaire signature sends (profile_change)', () => {
  it('a seeded client signed a balanced questionnaire 10 days ago, the other one a year ago', async () => {
    const recent = await control<Kept>(t, 'GET', `clients/${SEED.recentClient.id}`);
    expect(recent.body.last_questionnaire.risk_profile_id).toBe(2);
    const age = Date.now() - Date.parse(recent.body.last_questionnaire.filled_at ?? '');
    expect(Math.round(age / DAY_MS)).toBe(10);
    const old = await control<Kept>(t, 'GET', `clients/${SEED.client.id}`);
    expect(Math.round((Date.now() - Date.parse(old.body.last_questionnaire.filled_at ?? '')) / DAY_MS)).toBe(365);
    expect(old.body.profile_changes).toEqual([]);
  });

  it('is kept with the client when it names the last and the new profile', async () => {
    const { token, signature_token, code } = await pendingUpdate();
    const signed = await call(t, 'signQuestionnaire', {
      token,
      json: { signature_token, code, profile_change: flagged },
    });
    expect(signed.body).toEqual({ result: 'success' });
    const kept = await control<Kept>(t, 'GET', `clients/${SEED.recentClient.id}`);
    expect(kept.body.risk_profile_id).toBe(3);
    expect(kept.body.profile_changes).toEqual([{ ...flagged, signed_at: kept.body.last_questionnaire.filled_at }]);
  });

  it('naming other profiles than the provider knows is 400 invalid field, before the code is tried', async () => {
    const { token, signature_token, code } = await pendingUpdate();
    for (const profile_change of [
      { ...flagged, from_risk_profile_id: 1 },
      { ...flagged, to_risk_profile_id: 4 },
      { ...flagged, riskier_within_period: 'yes' },
      { ...flagged, extra: 1 },
      'flagged',
    ]) {
      const refused = await call(t, 'signQuestionnaire', { token, json: { signature_token, code, profile_change } });
      expect({ status: refused.status, result: refused.body.result, field: refused.body.field }).toEqual({
        status: 400,
        result: 'invalid field',
        field: 'profile_change',
      });
    }
    // The code still works: nothing was signed and no try was burnt.
    const signed = await call(t, 'signQuestionnaire', { token, json: { signature_token, code } });
    expect(signed.body).toEqual({ result: 'success' });
    expect((await control<Kept>(t, 'GET', `clients/${SEED.recentClient.id}`)).body.profile_changes).toEqual([]);
  });

  it('POST /sandbox/clients takes the age of the last questionnaire in days', async () => {
    const seeded = await control<{ id: string }>(t, 'POST', 'clients', { last_questionnaire_days_ago: 3 });
    const kept = await control<Kept>(t, 'GET', `clients/${seeded.body.id}`);
    expect(Math.round((Date.now() - Date.parse(kept.body.last_questionnaire.filled_at ?? '')) / DAY_MS)).toBe(3);
    expect((await control(t, 'POST', 'clients', { last_questionnaire_days_ago: -1 })).status).toBe(400);
    expect((await control(t, 'GET', 'clients/nobody')).status).toBe(404);
  });
});
