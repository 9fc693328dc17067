// @vitest-environment node
import {
  call,
  control,
  lastCode,
  leadWithPerson,
  onboardingToken,
  outbox,
  registeredLead,
  startSandbox,
  type TestSandbox,
} from './helpers.ts';
import { seededAt, signPortfolio } from './provider-rules-helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('signing with SMS codes', () => {
  it('sends the sign code to the verified phone and accepts it once', async () => {
    const lead = await leadWithPerson(t);
    const sent = await call(t, 'sendSignCode', { token: lead.token, json: {} });
    expect(sent.status).toBe(200);
    const sms = (await outbox(t, lead.phone)).at(-1);
    expect(sms).toMatchObject({ channel: 'sms', subject: 'Kód na podpis' });
    expect(sms?.text).toContain('zmluvy o riadení portfólia');
    const code = sms?.code ?? '';
    expect((await call(t, 'verifySignCode', { token: lead.token, json: { code } })).body).toEqual({ result: 'true' });
    expect((await call(t, 'verifySignCode', { token: lead.token, json: { code } })).body.result).toBe('code expired');
  });

  it('wrong code is 400; after 5 failures 429 with Retry-After, then the window passes', async () => {
    const lead = await leadWithPerson(t);
    await call(t, 'sendSignCode', { token: lead.token });
    const code = await lastCode(t, lead.phone);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call(t, 'verifySignCode', { token: lead.token, json: { code: otherCode(code) } });
      expect(wrong.status).toBe(400);
    }
    const limited = await call(t, 'verifySignCode', { token: lead.token, json: { code } });
    expect(limited.status).toBe(429);
    expect(limited.body.result).toBe('too many attempts');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await control(t, 'POST', 'clock', { advanceMs: 5 * 60_000 });
    const relogin = await call(t, 'login', {
      token: await onboardingToken(t),
      json: { email: lead.email, password: lead.password },
    });
    const token = relogin.body.lead_token;
    await call(t, 'sendSignCode', { token });
    const fresh = await lastCode(t, lead.phone);
    expect((await call(t, 'verifySignCode', { token, json: { code: fresh } })).status).toBe(200);
  });

  it('a code expires after 10 minutes', async () => {
    const lead = await leadWithPerson(t);
    await call(t, 'sendSignCode', { token: lead.token });
    const code = await lastCode(t, lead.phone);
    await control(t, 'POST', 'clock', { advanceMs: 10 * 60_000 + 1 });
    const answer = await call(t, 'verifySignCode', { token: lead.token, json: { code } });
    expect(answer.body.result).toBe('code expired');
  });

  it('the intermediary signature needs an intermediary, and codes are bound to the contract kind', async () => {
    const plain = await leadWithPerson(t);
    const refused = await call(t, 'sendSignCodeSfa', { token: plain.token });
    expect(refused.status).toBe(400);
    expect(refused.body.result).toBe('no intermediary');

    const lead = await leadWithPerson(t, { intermediaryPerson: true, agent_registration_number: 'NBS-123' });
    await call(t, 'sendSignCodeSfa', { token: lead.token });
    const sfaCode = await lastCode(t, lead.phone);
    expect((await outbox(t, lead.phone)).at(-1)?.text).toContain('finančnom sprostredkovaní');
    expect((await call(t, 'verifySignCode', { token: lead.token, json: { code: sfaCode } })).body.result).toBe(
      'code expired',
    );
    expect((await call(t, 'verifySignCodeSfa', { token: lead.token, json: { code: sfaCode } })).body).toEqual({
      result: 'true',
    });
  });

  it('400 without a verified phone', async () => {
    const lead = await registeredLead(t);
    const answer = await call(t, 'sendSignCode', { token: lead.token });
    expect(answer.body.result).toBe('phone not verified');
  });
});

describe('contract', () => {
  // Leads at the contracts step: identity verified and documents uploaded (the step order,
  // provider-rules-order.test.ts).
  it('400 "contract not signed" before the code; then concluded, e-mailed, referrer 7', async () => {
    const lead = await seededAt(t, 'contracts');
    const early = await call(t, 'contract', { token: lead.token, query: { lang: 'en' }, json: {} });
    expect(early.status).toBe(400);
    expect(early.body.result).toBe('contract not signed');

    await signPortfolio(t, lead);
    const signed = await call(t, 'contract', { token: lead.token, query: { lang: 'en' }, json: {} });
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({ result: 'ok' });
    const mail = (await outbox(t, lead.email)).at(-1);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your signed contracts', lang: 'en' });
    expect(mail?.links?.[0]).toBe(`${t.base}/sandbox/files/portfolio-management-agreement-en.pdf`);
    const login = await call(t, 'login', {
      token: await onboardingToken(t),
      json: { email: lead.email, password: lead.password },
    });
    expect(login.body.referrer_url).toBe(7);
  });

  it('with an intermediary both signatures are needed', async () => {
    const lead = await seededAt(t, 'contracts', { intermediary: true });
    await signPortfolio(t, lead);
    expect((await call(t, 'contract', { token: lead.token })).body.result).toBe('contract not signed');
    await call(t, 'sendSignCodeSfa', { token: lead.token });
    await call(t, 'verifySignCodeSfa', { token: lead.token, json: { code: await lastCode(t, lead.phone) } });
    const done = await call(t, 'contract', { token: lead.token });
    expect(done.status).toBe(200);
    expect((await outbox(t, lead.email)).at(-1)?.links).toHaveLength(6);
  });
});
