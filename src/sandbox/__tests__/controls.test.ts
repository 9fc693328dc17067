// @vitest-environment node
import { SEED } from '../seed.ts';
import {
  call,
  callPath,
  control,
  freshEmail,
  onboardingToken,
  outbox,
  registeredLead,
  startSandbox,
  type TestSandbox,
} from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());
beforeEach(async () => {
  await control(t, 'POST', 'reset');
});

describe('health', () => {
  it('UP by default; DOWN answers 503 until set UP again', async () => {
    const up = await call(t, 'health');
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ status: 'UP' });
    expect((await control(t, 'POST', 'health', { status: 'DOWN' })).body).toEqual({ status: 'DOWN' });
    const down = await call(t, 'health');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'DOWN' });
    await control(t, 'POST', 'health', { status: 'UP' });
    expect((await call(t, 'health')).status).toBe(200);
    expect((await control(t, 'POST', 'health', { status: 'MAYBE' })).status).toBe(400);
  });
});

describe('outbox', () => {
  it('lists every message, filters by recipient, and can be emptied', async () => {
    const token = await onboardingToken(t);
    const a = freshEmail();
    const b = freshEmail();
    await call(t, 'sendEmailCode', { token, json: { email: a } });
    await call(t, 'sendEmailCode', { token, json: { email: b } });
    const all = await outbox(t);
    expect(all.map((message) => message.to)).toEqual([a, b]);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      channel: 'email',
      to: a,
      lang: 'sk',
      subject: 'Overovací kód',
      text: expect.stringContaining(all[0]?.code ?? '-'),
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect((await outbox(t, b.toUpperCase())).map((message) => message.to)).toEqual([b]);
    expect((await control(t, 'DELETE', 'outbox')).status).toBe(200);
    expect(await outbox(t)).toEqual([]);
  });

  it('prints every message through the log option', async () => {
    const email = freshEmail();
    await call(t, 'sendEmailCode', { token: await onboardingToken(t), json: { email } });
    const code = (await outbox(t, email))[0]?.code ?? '-';
    expect(t.logs.find((line) => line.includes(email))).toContain(code);
  });
});

describe('faults', () => {
  it('makes the next call answer the given status, then the endpoint works again', async () => {
    const set = await control(t, 'POST', 'faults', { endpoint: 'onboardingToken', status: 503 });
    expect(set.status).toBe(200);
    const faulted = await call(t, 'onboardingToken', {
      form: { scope: 'onboarding', user: 'onboarding-web', pass: 'sandbox' },
    });
    expect(faulted.status).toBe(503);
    expect(faulted.body.result).toBe('sandbox fault');
    expect(faulted.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(
      (await call(t, 'onboardingToken', { form: { scope: 'onboarding', user: 'onboarding-web', pass: 'sandbox' } }))
        .status,
    ).toBe(200);
  });

  it('applies `times` calls, before authentication', async () => {
    await control(t, 'POST', 'faults', { endpoint: 'countries', status: 500, times: 2 });
    expect((await call(t, 'countries')).status).toBe(500);
    expect((await call(t, 'countries')).status).toBe(500);
    expect((await call(t, 'countries')).status).toBe(401);
  });

  it('hang keeps the request open until the client gives up, holding no timer and no socket afterwards', async () => {
    const token = await onboardingToken(t);
    await control(t, 'POST', 'faults', { endpoint: 'countries', hang: true });
    const started = Date.now();
    await expect(call(t, 'countries', { token, signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    for (let i = 0; i < 50 && t.sandbox.store.hanging.size > 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.sandbox.store.hanging.size).toBe(0);
    expect((await call(t, 'countries', { token })).status).toBe(200);
  });

  it('reset lets go of a hanging request', async () => {
    await control(t, 'POST', 'faults', { endpoint: 'health', hang: true });
    const pending = call(t, 'health');
    for (let i = 0; i < 50 && t.sandbox.store.hanging.size === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.sandbox.store.hanging.size).toBe(1);
    await control(t, 'POST', 'reset');
    await expect(pending).rejects.toThrow();
  });

  it('a 429 fault says when to try again: Retry-After (default 300 s, or retry_after) and retry_after in the body', async () => {
    await control(t, 'POST', 'faults', { endpoint: 'countries', status: 429 });
    const byDefault = await call(t, 'countries');
    expect(byDefault.status).toBe(429);
    expect(byDefault.headers.get('retry-after')).toBe('300');
    expect(byDefault.body).toMatchObject({ result: 'sandbox fault', retry_after: 300 });
    const set = await control(t, 'POST', 'faults', { endpoint: 'countries', status: 429, retry_after: 7 });
    expect(set.body).toMatchObject({ result: 'ok', retry_after: 7 });
    const chosen = await call(t, 'countries');
    expect(chosen.headers.get('retry-after')).toBe('7');
    expect(chosen.body).toMatchObject({ retry_after: 7 });
    await control(t, 'POST', 'faults', { endpoint: 'countries', status: 500 });
    expect((await call(t, 'countries')).headers.get('retry-after')).toBeNull();
    expect(
      (await control(t, 'POST', 'faults', { endpoint: 'countries', status: 429, retry_after: -1 })).body,
    ).toMatchObject({
      result: 'invalid field',
      field: 'retry_after',
    });
  });

  it('a 200 fault answers the result it is given instead of the call’s own, and the call does nothing', async () => {
    const set = await control(t, 'POST', 'faults', { endpoint: 'signQuestionnaire', status: 200, result: 'pending' });
    expect(set.body).toMatchObject({ result: 'ok', status: 200, fault_result: 'pending' });
    const answer = await call(t, 'signQuestionnaire', { json: { signature_token: 'x', code: '123456' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'pending' });
    expect((await call(t, 'signQuestionnaire', { json: { signature_token: 'x', code: '123456' } })).status).toBe(401);
    expect((await control(t, 'POST', 'faults', { endpoint: 'health', status: 500, result: '' })).body).toMatchObject({
      field: 'result',
    });
    // With an error status the result is answered alone, without messages (a provider's bare result text).
    await control(t, 'POST', 'faults', { endpoint: 'countries', status: 400, result: 'Zoznam je dočasne nedostupný.' });
    const bare = await call(t, 'countries', { token: await onboardingToken(t) });
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual({ result: 'Zoznam je dočasne nedostupný.' });
  });

  it('400 for an unknown endpoint, a status outside 200 and 400..599 or bad times; DELETE clears', async () => {
    expect((await control(t, 'POST', 'faults', { endpoint: 'nope' })).body).toMatchObject({
      result: 'invalid field',
      field: 'endpoint',
    });
    expect((await control(t, 'POST', 'faults', {})).body).toMatchObject({ result: 'missing field', field: 'endpoint' });
    expect((await control(t, 'POST', 'faults', { endpoint: 'health', status: 201 })).status).toBe(400);
    expect((await control(t, 'POST', 'faults', { endpoint: 'health', status: 302 })).status).toBe(400);
    expect((await control(t, 'POST', 'faults', { endpoint: 'health', times: 0 })).status).toBe(400);
    await control(t, 'POST', 'faults', { endpoint: 'health', status: 500 });
    await control(t, 'DELETE', 'faults');
    expect((await call(t, 'health')).status).toBe(200);
  });
});

describe('request counts', () => {
  it('counts calls per endpoint since the last reset, faulted and refused ones included', async () => {
    const token = await onboardingToken(t);
    await call(t, 'countries', { token });
    await call(t, 'countries');
    await control(t, 'POST', 'faults', { endpoint: 'countries', status: 502 });
    await call(t, 'countries', { token });
    const one = await control(t, 'GET', 'requests?endpoint=countries');
    expect(one.body).toEqual({ endpoint: 'countries', count: 3 });
    const all = await control<{ counts: Record<string, number>; total: number }>(t, 'GET', 'requests');
    expect(all.body.counts).toEqual({ onboardingToken: 1, countries: 3 });
    expect(all.body.total).toBe(4);
    await control(t, 'POST', 'reset');
    expect((await control(t, 'GET', 'requests?endpoint=countries')).body).toEqual({ endpoint: 'countries', count: 0 });
    expect((await control(t, 'GET', 'requests?endpoint=bogus')).status).toBe(400);
  });
});

describe('clock', () => {
  it('moves forward only, and answers the new time', async () => {
    const before = Date.now();
    const answer = await control<{ now: string; offset_ms: number }>(t, 'POST', 'clock', { advanceMs: 3_600_000 });
    expect(answer.body.offset_ms).toBe(3_600_000);
    expect(Date.parse(answer.body.now)).toBeGreaterThanOrEqual(before + 3_600_000);
    expect((await control(t, 'POST', 'clock', { advanceMs: -1 })).status).toBe(400);
    expect((await control(t, 'POST', 'clock', { advanceMs: 'soon' })).status).toBe(400);
    expect((await control(t, 'POST', 'clock', {})).status).toBe(400);
  });
});

describe('reset', () => {
  it('goes back to the seeded start: new leads, outbox, faults, health and clock are gone', async () => {
    const lead = await registeredLead(t);
    await control(t, 'POST', 'health', { status: 'DOWN' });
    await control(t, 'POST', 'clock', { advanceMs: 1000 });
    await control(t, 'POST', 'faults', { endpoint: 'countries', status: 500 });
    expect((await control(t, 'POST', 'reset')).body).toEqual({ result: 'ok' });
    expect(t.sandbox.store.leads.has(lead.id)).toBe(false);
    expect(t.sandbox.store.leads.has(SEED.lead.id)).toBe(true);
    expect(t.sandbox.store.clients.has(SEED.client.id)).toBe(true);
    expect(await outbox(t)).toEqual([]);
    expect((await call(t, 'health')).status).toBe(200);
    expect(t.sandbox.store.clockOffsetMs).toBe(0);
    expect((await call(t, 'countries', { token: await onboardingToken(t) })).status).toBe(200);
    // The onboarding token survives a reset (same signing key), the lead token not (its lead is gone).
    expect((await call(t, 'verificationStatus', { token: lead.token })).status).toBe(401);
  });
});

describe('control routing', () => {
  it('unknown controls are 404 JSON, wrong methods 405 with Allow', async () => {
    const unknown = await callPath(t, 'GET', '/sandbox/nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const wrong = await callPath(t, 'PUT', '/sandbox/reset');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });
});

describe('seeded leads', () => {
  it('log in where the step says, with the agent and the child as asked, and can sign with their phone', async () => {
    const token = await onboardingToken(t);
    const seeded = (await control(t, 'POST', 'leads', { at: 'contracts', intermediary: true, child: true, lang: 'en' }))
      .body as {
      email: string;
      password: string;
      phone: string;
    };
    const login = await call(t, 'login', { token, json: { email: seeded.email, password: seeded.password } });
    expect(login.body).toMatchObject({
      referrer_url: 6,
      verification_status: 'success',
      client_owner: true,
      intermediary: true,
      risk_profile_id: 2,
    });
    const lead = login.body.lead_token;
    expect((await call(t, 'sendSignCodeSfa', { token: lead, json: {} })).status).toBe(200);
    expect((await outbox(t, seeded.phone)).at(-1)?.code).toMatch(/^\d{6}$/);

    const atStrategies = (await control(t, 'POST', 'leads', { at: 'strategies' })).body as {
      email: string;
      password: string;
    };
    const second = await call(t, 'login', {
      token,
      json: { email: atStrategies.email, password: atStrategies.password },
    });
    expect(second.body).toMatchObject({
      referrer_url: 4,
      verification_status: 'none',
      intermediary: false,
      client_owner: false,
    });
    expect((await control(t, 'POST', 'leads', { at: 'nowhere' })).status).toBe(400);
  });

  it('can stand at the personal data (nothing known, no phone) or at the address (personal data done)', async () => {
    const token = await onboardingToken(t);
    const loginAt = async (at: string) => {
      const seeded = (await control(t, 'POST', 'leads', { at })).body as { email: string; password: string };
      return (await call(t, 'login', { token, json: { email: seeded.email, password: seeded.password } })).body;
    };
    const atPersonal = await loginAt('personal-info');
    expect(atPersonal).toMatchObject({ referrer_url: 1 });
    expect((await call(t, 'sendSignCode', { token: atPersonal.lead_token, json: {} })).body).toMatchObject({
      result: 'phone not verified',
    });
    const atAddress = await loginAt('address');
    expect(atAddress).toMatchObject({ referrer_url: 2 });
    expect((await call(t, 'sendSignCode', { token: atAddress.lead_token, json: {} })).status).toBe(200);
  });
});
