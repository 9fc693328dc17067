// @vitest-environment node
import { SEED } from '../seed.ts';
import {
  call,
  control,
  freshEmail,
  jwtPayload,
  onboardingToken,
  registeredLead,
  SEEDED_CLIENT,
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

describe('onboarding authorization token', () => {
  it('answers a signed JWT with scope onboarding, valid 60 minutes', async () => {
    const answer = await call(t, 'onboardingToken', {
      form: { scope: 'onboarding', user: 'onboarding-web', pass: 'sandbox' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const token = answer.body.authorization_token;
    expect(token.split('.')).toHaveLength(3);
    const claims = jwtPayload(token);
    expect(claims).toMatchObject({ scope: 'onboarding', sub: 'onboarding-web' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as unknown;
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('refuses wrong credentials with 401', async () => {
    const answer = await call(t, 'onboardingToken', {
      form: { scope: 'onboarding', user: 'onboarding-web', pass: 'nope' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.result).toBe('invalid credentials');
    expect(answer.body.message_en).toBeTruthy();
  });

  it('refuses another scope and missing fields with 400', async () => {
    const scope = await call(t, 'onboardingToken', {
      form: { scope: 'admin', user: 'onboarding-web', pass: 'sandbox' },
    });
    expect(scope.status).toBe(400);
    expect(scope.body).toMatchObject({ result: 'invalid field', field: 'scope' });
    const missing = await call(t, 'onboardingToken', { form: { scope: 'onboarding', user: 'onboarding-web' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ result: 'missing field', field: 'pass' });
  });
});

describe('bearer tokens', () => {
  const expectUnauthorized = (answer: { status: number; headers: Headers; body: { result?: string } }): void => {
    expect(answer.status).toBe(401);
    expect(answer.body.result).toBe('unauthorized');
    expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
  };

  it('401 without a token, with a malformed one and with a forged signature', async () => {
    expectUnauthorized(await call(t, 'countries'));
    expectUnauthorized(await call(t, 'countries', { token: 'not-a-jwt' }));
    expectUnauthorized(
      await call(t, 'countries', { headers: { authorization: 'Basic b25ib2FyZGluZy13ZWI6c2FuZGJveA==' } }),
    );
    const token = await onboardingToken(t);
    const [header, payload] = token.split('.');
    expectUnauthorized(await call(t, 'countries', { token: `${header}.${payload}.${'A'.repeat(43)}` }));
    const raised = Buffer.from(JSON.stringify({ ...jwtPayload(token), scope: 'client' })).toString('base64url');
    expectUnauthorized(await call(t, 'countries', { token: `${header}.${raised}.${token.split('.')[2]}` }));
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectUnauthorized(await call(t, 'countries', { token: `${none}.${payload}.` }));
  });

  it('401 for a token of the wrong scope', async () => {
    const appToken = await onboardingToken(t);
    const lead = await registeredLead(t);
    expectUnauthorized(await call(t, 'countries', { token: lead.token }));
    expectUnauthorized(await call(t, 'verificationStatus', { token: appToken }));
    expectUnauthorized(await call(t, 'lastQuestionnaire', { token: appToken }));
    expectUnauthorized(
      await call(t, 'login', { token: lead.token, json: { email: lead.email, password: lead.password } }),
    );
  });

  it('401 once the token has expired on the sandbox clock', async () => {
    const token = await onboardingToken(t);
    expect((await call(t, 'countries', { token })).status).toBe(200);
    await control(t, 'POST', 'clock', { advanceMs: 59 * 60_000 });
    expect((await call(t, 'countries', { token })).status).toBe(200);
    await control(t, 'POST', 'clock', { advanceMs: 60_000 });
    expectUnauthorized(await call(t, 'countries', { token }));
  });

  it('the lead token expires after 60 minutes too', async () => {
    const lead = await registeredLead(t);
    await control(t, 'POST', 'clock', { advanceMs: 60 * 60_000 });
    expectUnauthorized(await call(t, 'verificationStatus', { token: lead.token }));
  });
});

describe('login', () => {
  it('answers the lead token and the profile of a lead', async () => {
    const lead = await registeredLead(t);
    const answer = await call(t, 'login', {
      token: lead.appToken,
      json: { email: lead.email, password: lead.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      lead_token: expect.any(String),
      referrer_url: 1,
      model: 'Leads',
      verification_status: 'none',
      risk_profile_id: null,
      client_owner: false,
      intermediary: false,
    });
    expect(jwtPayload(answer.body.lead_token)).toMatchObject({ sub: lead.id, scope: 'lead' });
    expect((await call(t, 'verificationStatus', { token: answer.body.lead_token })).status).toBe(200);
  });

  it('e-mail is case-insensitive', async () => {
    const lead = await registeredLead(t);
    const answer = await call(t, 'login', {
      token: lead.appToken,
      json: { email: lead.email.toUpperCase(), password: lead.password },
    });
    expect(answer.status).toBe(200);
  });

  it('answers model Clients for an existing client', async () => {
    const token = await onboardingToken(t);
    const answer = await call(t, 'login', { token, json: SEEDED_CLIENT });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ model: 'Clients', risk_profile_id: 2 });
  });

  it('answers an existing client a link token that opens the client zone, valid 10 minutes', async () => {
    const token = await onboardingToken(t);
    const login = await call(t, 'login', { token, json: SEEDED_CLIENT });
    const linkToken = (login.body as { client_link_token?: unknown }).client_link_token;
    expect(typeof linkToken).toBe('string');
    const exchanged = await call(t, 'authentication', { json: { token: linkToken } });
    expect(exchanged.status).toBe(200);
    const last = await call(t, 'lastQuestionnaire', {
      token: (exchanged.body as { authorization_token: string }).authorization_token,
    });
    expect(last.status).toBe(200);

    const later = await call(t, 'login', { token, json: SEEDED_CLIENT });
    await control(t, 'POST', 'clock', { advanceMs: 10 * 60_000 + 1 });
    const expired = await call(t, 'authentication', {
      json: { token: (later.body as { client_link_token: string }).client_link_token },
    });
    expect(expired.status).toBe(401);
  });

  it('answers a lead no client link token', async () => {
    const token = await onboardingToken(t);
    const fresh = await call(t, 'login', { token, json: { email: SEED.lead.email, password: SEED.password } });
    expect(fresh.body).not.toHaveProperty('client_link_token');
  });

  it('logs in the seeded leads', async () => {
    const token = await onboardingToken(t);
    const pending = await call(t, 'login', { token, json: { email: SEED.pendingLead.email, password: SEED.password } });
    expect(pending.body).toMatchObject({ model: 'Leads', referrer_url: 9, verification_status: 'submitted' });
    const fresh = await call(t, 'login', { token, json: { email: SEED.lead.email, password: SEED.password } });
    expect(fresh.body).toMatchObject({ model: 'Leads', referrer_url: 1 });
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const lead = await registeredLead(t);
    const wrong = await call(t, 'login', { token: lead.appToken, json: { email: lead.email, password: 'wrong-one' } });
    const unknown = await call(t, 'login', {
      token: lead.appToken,
      json: { email: freshEmail(), password: 'wrong-one' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.result).toBe('wrong password');
  });

  it('after 3 failures a try within the wait is 429 with Retry-After, even with the right password; after the wait it gets in', async () => {
    const lead = await registeredLead(t);
    for (let i = 0; i < 3; i += 1) {
      const answer = await call(t, 'login', { token: lead.appToken, json: { email: lead.email, password: 'wrong' } });
      expect(answer.status).toBe(401);
    }
    const limited = await call(t, 'login', {
      token: lead.appToken,
      json: { email: lead.email, password: lead.password },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.result).toBe('too many attempts');
    expect(limited.body.message_en).toContain('Too many failed login attempts');
    expect(limited.headers.get('retry-after')).toBe('5');
    expect((limited.body as { retry_after?: number }).retry_after).toBe(5);

    // Slowed down, not locked out: 5 s later the right password works (no 5-minute lock-out).
    await control(t, 'POST', 'clock', { advanceMs: 5000 });
    const after = await call(t, 'login', {
      token: lead.appToken,
      json: { email: lead.email, password: lead.password },
    });
    expect(after.status).toBe(200);
  });

  it("a success clears the account's failures", async () => {
    const lead = await registeredLead(t);
    const attempt = (password: string) =>
      call(t, 'login', { token: lead.appToken, json: { email: lead.email, password } });
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong')).status).toBe(401);
    await control(t, 'POST', 'clock', { advanceMs: 5000 });
    expect((await attempt(lead.password)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong')).status).toBe(401);
    await control(t, 'POST', 'clock', { advanceMs: 5000 });
    expect((await attempt(lead.password)).status).toBe(200);
  });
});

describe('client-zone authentication', () => {
  it('exchanges a link token for a client token of 30 minutes', async () => {
    const answer = await call(t, 'authentication', { json: { token: SEED.clientLinks.questionnaire } });
    expect(answer.status).toBe(200);
    const claims = jwtPayload(answer.body.authorization_token);
    expect(claims).toMatchObject({ scope: 'client', sub: SEED.client.id });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(1800);
  });

  it('401 for an unknown link token and for one older than 7 days', async () => {
    const unknown = await call(t, 'authentication', { json: { token: 'nope' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.result).toBe('unauthorized');
    await control(t, 'POST', 'clock', { advanceMs: 7 * 24 * 60 * 60_000 });
    expect((await call(t, 'authentication', { json: { token: SEED.clientLinks.questionnaire } })).status).toBe(401);
  });

  it('400 without a token field', async () => {
    const answer = await call(t, 'authentication', { json: {} });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ result: 'missing field', field: 'token' });
  });
});
