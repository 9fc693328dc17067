// @vitest-environment node
// Replays every request the provider must refuse under the rate limits and the no-enumeration rule
// (src/sandbox/README.md, "Rules the provider must enforce"), checking status, result and Retry-After.
import {
  call,
  callPath,
  control,
  freshBirthNumber,
  freshEmail,
  freshPhone,
  lastCode,
  leadWithPerson,
  onboardingToken,
  outbox,
  personFields,
  registeredLead,
  SEEDED_CLIENT,
  startSandbox,
  type TestSandbox,
  verifiedPerson,
} from './helpers.ts';
import { goldenAnswers } from './golden-answers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());
beforeEach(async () => {
  await control(t, 'POST', 'reset');
});

const MINUTE = 60_000;

function expectLimited(
  answer: { status: number; headers: Headers; body: { result?: string; retry_after?: number } },
  atMostSeconds: number,
): number {
  expect(answer.status).toBe(429);
  expect(answer.body.result).toBe('too many attempts');
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
  expect(answer.body.retry_after).toBe(retryAfter);
  return retryAfter;
}

describe('send-email-code', () => {
  const send = async (email: string) =>
    call(t, 'sendEmailCode', { token: await onboardingToken(t), json: { email }, query: { lang: 'en' } });

  it('3 codes per e-mail in 10 minutes, 3 an hour; the refused request sends nothing', async () => {
    const email = freshEmail();
    for (let i = 0; i < 3; i += 1) expect((await send(email)).status).toBe(200);
    const before = (await outbox(t, email)).length;
    const refused = await send(email.toUpperCase());
    // The longer of the two waits: the hour's quota of the e-mail.
    expect(expectLimited(refused, 3600)).toBeGreaterThan(600);
    expect(refused.body.message_en).toContain('too many codes');
    expect((await outbox(t, email)).length).toBe(before);
    // Past the 10 minutes the hour's quota still holds: 5 guesses a code cannot be renewed forever.
    await control(t, 'POST', 'clock', { advanceMs: 10 * MINUTE + 1000 });
    expectLimited(await send(email), 50 * 60);
    await control(t, 'POST', 'clock', { advanceMs: 50 * MINUTE });
    expect((await send(email)).status).toBe(200);
  });

  it('10 codes per source address in 10 minutes, whatever the e-mails', async () => {
    for (let i = 0; i < 10; i += 1) expect((await send(freshEmail())).status).toBe(200);
    expectLimited(await send(freshEmail()), 600);
  });

  it('answers a registered e-mail exactly like a new one, and e-mails its owner links to log in and reset instead of a code', async () => {
    const fresh = await send(freshEmail());
    const registered = await send(SEEDED_CLIENT.email);
    expect(registered.status).toBe(fresh.status);
    expect(Object.keys(registered.body)).toEqual(Object.keys(fresh.body));
    expect([...registered.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    const mail = (await outbox(t, SEEDED_CLIENT.email)).at(-1);
    expect(mail).toMatchObject({ channel: 'email', lang: 'en', subject: 'An account with this e-mail already exists' });
    expect(mail?.code).toBeUndefined();
    expect(mail?.links).toEqual([`${t.base}/login`, `${t.base}/forgot-password`]);
    expect(mail?.text).toContain(`${t.base}/forgot-password`);
    // The lead it made can never register: no code fits it.
    const verify = await call(t, 'verifyEmailCode', {
      token: registered.body.lead_token,
      json: { email: SEEDED_CLIENT.email, code: '000000' },
    });
    expect(verify.body.result).toBe('code expired');
  });
});

describe('send-sms-code', () => {
  it('3 codes per lead an hour, whatever the phone, so 5 guesses a code give at most 15 an hour', async () => {
    const lead = await registeredLead(t);
    const phone = freshPhone();
    for (let i = 0; i < 3; i += 1) {
      expect((await call(t, 'sendSmsCode', { token: lead.token, json: { phone } })).status).toBe(200);
      for (let guess = 0; guess < 5; guess += 1) {
        const wrong = await call(t, 'verifySmsCode', { token: lead.token, json: { phone, code: '000000' } });
        expect(wrong.status).toBe(400);
      }
    }
    expectLimited(await call(t, 'sendSmsCode', { token: lead.token, json: { phone: freshPhone() } }), 3600);
  });

  it('3 codes per phone in 10 minutes, whichever lead asks', async () => {
    const phone = freshPhone();
    const first = await registeredLead(t);
    const second = await registeredLead(t);
    for (const lead of [first, first, second])
      expect((await call(t, 'sendSmsCode', { token: lead.token, json: { phone } })).status).toBe(200);
    expectLimited(await call(t, 'sendSmsCode', { token: second.token, json: { phone } }), 600);
  });
});

describe('send-sign-code and send-sign-code-sfa', () => {
  it('3 codes per lead and contract an hour; the other contract has its own count', async () => {
    const lead = await verifiedPerson(t, { intermediaryPerson: true, agent_registration_number: 'AG12345' });
    for (let i = 0; i < 3; i += 1)
      expect((await call(t, 'sendSignCode', { token: lead.token, json: {} })).status).toBe(200);
    const refused = await call(t, 'sendSignCode', { token: lead.token, json: {} });
    expectLimited(refused, 3600);
    expect((await call(t, 'sendSignCodeSfa', { token: lead.token, json: {} })).status).toBe(200);
    for (let i = 0; i < 2; i += 1) await call(t, 'sendSignCodeSfa', { token: lead.token, json: {} });
    expectLimited(await call(t, 'sendSignCodeSfa', { token: lead.token, json: {} }), 3600);
  });
});

describe('client-zone request_sign_code and request_sign_code_email', () => {
  it('3 codes per client an hour over both channels', async () => {
    const seeded = await control<{ link_tokens: { questionnaire: string } }>(t, 'POST', 'clients', {});
    const exchanged = await call(t, 'authentication', { json: { token: seeded.body.link_tokens.questionnaire } });
    const token = exchanged.body.authorization_token;
    const created = await call(t, 'newQuestionnaire', {
      token,
      form: { odpovede: JSON.stringify(goldenAnswers('balanced-employee').answers), lang: 'sk' },
    });
    const { signature_token } = created.body;
    expect((await call(t, 'requestSignCode', { token, json: { signature_token } })).status).toBe(200);
    expect((await call(t, 'requestSignCodeEmail', { token, json: { signature_token } })).status).toBe(200);
    expect((await call(t, 'requestSignCode', { token, json: { signature_token } })).status).toBe(200);
    expectLimited(await call(t, 'requestSignCodeEmail', { token, json: { signature_token } }), 3600);
    expectLimited(await call(t, 'requestSignCode', { token, json: { signature_token } }), 3600);
  });
});

describe('login slow-down', () => {
  it('per account: 3 failures free, then waits of 5, 10, 20 s; a try within the wait is not checked and not counted', async () => {
    const lead = await registeredLead(t);
    const attempt = (password: string) =>
      call(t, 'login', { token: lead.appToken, json: { email: lead.email, password } });
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong')).status).toBe(401);
    for (const wait of [5, 10, 20]) {
      expect(expectLimited(await attempt(lead.password), wait)).toBe(wait);
      await control(t, 'POST', 'clock', { advanceMs: wait * 1000 });
      expect((await attempt('wrong')).status).toBe(401);
    }
    expect(expectLimited(await attempt(lead.password), 40)).toBe(40);
    await control(t, 'POST', 'clock', { advanceMs: 40_000 });
    expect((await attempt(lead.password)).status).toBe(200);
  });

  it('per source: 10 failures over any accounts, then every account waits, the right password too', async () => {
    const lead = await registeredLead(t);
    const token = await onboardingToken(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await call(t, 'login', { token, json: { email: freshEmail('guess'), password: 'wrong' } })).status).toBe(
        401,
      );
    }
    expectLimited(await call(t, 'login', { token, json: { email: lead.email, password: lead.password } }), 5);
    await control(t, 'POST', 'clock', { advanceMs: 5000 });
    expect((await call(t, 'login', { token, json: { email: lead.email, password: lead.password } })).status).toBe(200);
  });

  it('the wait is capped at 5 minutes and the failures are forgotten after 15', async () => {
    const lead = await registeredLead(t);
    const attempt = (password: string) =>
      call(t, 'login', { token: lead.appToken, json: { email: lead.email, password } });
    for (let i = 0; i < 10; i += 1) {
      const answer = await attempt('wrong');
      if (answer.status === 429)
        await control(t, 'POST', 'clock', { advanceMs: Number(answer.headers.get('retry-after')) * 1000 });
      if (answer.status === 429) await attempt('wrong');
    }
    const capped = await attempt(lead.password);
    expect(expectLimited(capped, 300)).toBeLessThanOrEqual(300);
    await control(t, 'POST', 'clock', { advanceMs: 15 * MINUTE });
    expect((await attempt(lead.password)).status).toBe(200);
  });
});

describe('birth number already registered', () => {
  it('3 conflicts per lead an hour, then 429 whatever the number, so a lead cannot probe whose number is on file', async () => {
    const owner = await leadWithPerson(t);
    const prober = await leadWithPerson(t);
    for (let i = 0; i < 3; i += 1) {
      const taken = await call(t, 'personalInfo', {
        token: prober.token,
        json: personFields(owner.birthnumber, prober.phone),
      });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ result: 'birth number exists', field: 'birthnumber' });
    }
    const limited = await call(t, 'personalInfo', {
      token: prober.token,
      json: personFields(freshBirthNumber(), prober.phone),
    });
    expectLimited(limited, 3600);
    expect(limited.body.message_sk).toContain('rodným číslom');
    await control(t, 'POST', 'clock', { advanceMs: 60 * MINUTE });
    // Lead tokens live 60 minutes: log in again for a fresh one.
    const login = await call(t, 'login', {
      token: await onboardingToken(t),
      json: { email: prober.email, password: prober.password },
    });
    const fresh = await call(t, 'personalInfo', {
      token: login.body.lead_token,
      json: personFields(freshBirthNumber(), prober.phone),
    });
    expect(fresh.status).toBe(200);
  });
});

describe('limits are forgotten by the sandbox reset and by DELETE /sandbox/limits', () => {
  it('a reset and the limits control both let the next code go', async () => {
    const email = freshEmail();
    const send = async () => call(t, 'sendEmailCode', { token: await onboardingToken(t), json: { email } });
    for (let i = 0; i < 3; i += 1) await send();
    expect((await send()).status).toBe(429);
    expect((await callPath(t, 'DELETE', '/sandbox/limits')).status).toBe(200);
    expect((await send()).status).toBe(200);
    for (let i = 0; i < 2; i += 1) await send();
    expect((await send()).status).toBe(429);
    await control(t, 'POST', 'reset');
    expect((await send()).status).toBe(200);
    expect(await lastCode(t, email)).toMatch(/^[0-9]{6}$/);
  });
});
