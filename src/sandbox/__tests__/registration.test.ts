// @vitest-environment node
import { call, freshEmail, onboardingToken, startSandbox, type TestSandbox, verifiedLead } from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const account = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: 'secret1',
  repeat_password: 'secret1',
  consent: true,
  marketing_agree: true,
  ...overrides,
});

describe('registration', () => {
  it('registers a lead with a verified e-mail; login then continues after step 1', async () => {
    const lead = await verifiedLead(t);
    const answer = await call(t, 'registration', { token: lead.token, json: account(lead.email) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'ok' });
    const login = await call(t, 'login', { token: lead.appToken, json: { email: lead.email, password: 'secret1' } });
    expect(login.body).toMatchObject({ referrer_url: 1, model: 'Leads' });
  });

  it('keeps only a salted scrypt hash of the password', async () => {
    const lead = await verifiedLead(t);
    await call(t, 'registration', { token: lead.token, json: account(lead.email) });
    const stored = t.sandbox.store.leads.get(lead.id)?.passwordHash ?? '';
    expect(stored).toMatch(/^scrypt\$\d+\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain('secret1');
  });

  it('400 when the e-mail was not verified with the code', async () => {
    const email = freshEmail();
    const appToken = await onboardingToken(t);
    const token = (await call(t, 'sendEmailCode', { token: appToken, json: { email } })).body.lead_token;
    const answer = await call(t, 'registration', { token, json: account(email) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ result: 'e-mail not verified', field: 'email' });
  });

  it("400 when the e-mail is not the lead's", async () => {
    const lead = await verifiedLead(t);
    const answer = await call(t, 'registration', { token: lead.token, json: account(freshEmail()) });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toBe('e-mail does not match');
  });

  it('400 with the consent message without consent', async () => {
    const lead = await verifiedLead(t);
    for (const consent of [false, undefined]) {
      const answer = await call(t, 'registration', { token: lead.token, json: account(lead.email, { consent }) });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        result: 'consent required',
        field: 'consent',
        message_en: 'Please accept your consent to the processing of personal data',
      });
    }
  });

  it('400 for a password under 6 characters or a different repetition', async () => {
    const lead = await verifiedLead(t);
    const short = await call(t, 'registration', {
      token: lead.token,
      json: account(lead.email, { password: '12345', repeat_password: '12345' }),
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      result: 'password too short',
      message_sk: 'Heslo musí obsahovať najmenej 6 znakov!',
    });
    const mismatch = await call(t, 'registration', {
      token: lead.token,
      json: account(lead.email, { repeat_password: 'secret2' }),
    });
    expect(mismatch.body).toMatchObject({ result: 'passwords do not match', message_sk: 'Zadané heslá sa nezhodujú!' });
  });

  it('400 for wrong types and missing fields', async () => {
    const lead = await verifiedLead(t);
    const wrongType = await call(t, 'registration', {
      token: lead.token,
      json: account(lead.email, { consent: 'yes' }),
    });
    expect(wrongType.body).toMatchObject({ result: 'invalid field', field: 'consent' });
    const missing = await call(t, 'registration', { token: lead.token, json: { email: lead.email } });
    expect(missing.body).toMatchObject({ result: 'missing field', field: 'password' });
  });

  it('409 when registering twice', async () => {
    const lead = await verifiedLead(t);
    expect((await call(t, 'registration', { token: lead.token, json: account(lead.email) })).status).toBe(200);
    const again = await call(t, 'registration', { token: lead.token, json: account(lead.email) });
    expect(again.status).toBe(409);
    expect(again.body.result).toBe('e-mail already registered');
  });

  it('409 when another lead registered the same e-mail first', async () => {
    const email = freshEmail();
    const first = await verifiedLead(t, email);
    const second = await verifiedLead(t, email);
    expect((await call(t, 'registration', { token: second.token, json: account(email) })).status).toBe(200);
    expect((await call(t, 'registration', { token: first.token, json: account(email) })).status).toBe(409);
  });
});
