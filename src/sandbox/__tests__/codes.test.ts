// @vitest-environment node
import {
  call,
  control,
  freshEmail,
  freshPhone,
  lastCode,
  onboardingToken,
  outbox,
  registeredLead,
  SEEDED_CLIENT,
  startSandbox,
  type TestSandbox,
  verifiedLead,
} from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

async function sendEmailCode(email: string, lang = 'sk') {
  const token = await onboardingToken(t);
  return call(t, 'sendEmailCode', { token, json: { email }, query: { lang } });
}

/** A code of six digits that is not `code`. */
const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail code', () => {
  it('creates a lead, answers its token and e-mails a six-digit code in the asked language', async () => {
    const email = freshEmail();
    const answer = await sendEmailCode(email, 'en');
    expect(answer.status).toBe(200);
    expect(answer.body.lead_token).toBeTruthy();
    const [message] = await outbox(t, email);
    expect(message).toMatchObject({ channel: 'email', to: email, subject: 'Verification code', lang: 'en' });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(message?.code);
    expect(t.logs.some((line) => line.includes(email) && line.includes(message?.code ?? '-'))).toBe(true);
  });

  it('uses a UUID v4 as the lead id', async () => {
    const lead = await verifiedLead(t);
    expect(lead.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('verifies the right code once; a second use is "code expired"', async () => {
    const email = freshEmail();
    const token = (await sendEmailCode(email)).body.lead_token;
    const code = await lastCode(t, email);
    const first = await call(t, 'verifyEmailCode', { token, json: { email, code } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ result: 'true' });
    const again = await call(t, 'verifyEmailCode', { token, json: { email, code } });
    expect(again.status).toBe(400);
    expect(again.body.result).toBe('code expired');
  });

  it('a wrong code is 400 "wrong code" with the Slovak message of the app', async () => {
    const email = freshEmail();
    const token = (await sendEmailCode(email)).body.lead_token;
    const code = await lastCode(t, email);
    const wrong = await call(t, 'verifyEmailCode', { token, json: { email, code: otherCode(code) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ result: 'wrong code', message_sk: 'Zadali ste nesprávny kód' });
    expect((await call(t, 'verifyEmailCode', { token, json: { email, code } })).status).toBe(200);
  });

  it('a code expires after 10 minutes on the sandbox clock', async () => {
    const email = freshEmail();
    const token = (await sendEmailCode(email)).body.lead_token;
    const code = await lastCode(t, email);
    await control(t, 'POST', 'clock', { advanceMs: 10 * 60_000 });
    const answer = await call(t, 'verifyEmailCode', { token, json: { email, code } });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toBe('code expired');
  });

  it('is bound to the e-mail it was sent to', async () => {
    const email = freshEmail();
    const token = (await sendEmailCode(email)).body.lead_token;
    const code = await lastCode(t, email);
    const answer = await call(t, 'verifyEmailCode', { token, json: { email: freshEmail(), code } });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toBe('wrong code');
  });

  it("a new request gives a new lead, and the earlier lead's code is no use with the new token", async () => {
    const email = freshEmail();
    const first = (await sendEmailCode(email)).body.lead_token;
    const firstCode = await lastCode(t, email);
    const second = (await sendEmailCode(email)).body.lead_token;
    const secondCode = await lastCode(t, email);
    expect(second).not.toBe(first);
    if (firstCode !== secondCode) {
      expect((await call(t, 'verifyEmailCode', { token: second, json: { email, code: firstCode } })).body.result).toBe(
        'wrong code',
      );
    }
    expect((await call(t, 'verifyEmailCode', { token: second, json: { email, code: secondCode } })).status).toBe(200);
  });

  it('is burnt after 5 wrong tries', async () => {
    const email = freshEmail();
    const token = (await sendEmailCode(email)).body.lead_token;
    const code = await lastCode(t, email);
    for (let i = 0; i < 5; i += 1) {
      expect((await call(t, 'verifyEmailCode', { token, json: { email, code: otherCode(code) } })).body.result).toBe(
        'wrong code',
      );
    }
    expect((await call(t, 'verifyEmailCode', { token, json: { email, code } })).body.result).toBe('code expired');
  });

  it('answers a registered e-mail (lead or client) like a new one; the mail says the account exists, with no code', async () => {
    const lead = await registeredLead(t);
    for (const email of [lead.email.toUpperCase(), SEEDED_CLIENT.email]) {
      const answer = await sendEmailCode(email);
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body)).toEqual(['lead_token']);
      const mail = (await outbox(t, email)).at(-1);
      expect(mail).toMatchObject({ channel: 'email', subject: 'Účet s týmto e-mailom už existuje' });
      expect(mail?.code).toBeUndefined();
    }
  });

  it('400 for a missing or malformed e-mail', async () => {
    const token = await onboardingToken(t);
    const missing = await call(t, 'sendEmailCode', { token, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ result: 'missing field', field: 'email' });
    const bad = await call(t, 'sendEmailCode', { token, json: { email: 'not-an-email' } });
    expect(bad.body).toMatchObject({ result: 'invalid e-mail', field: 'email' });
  });
});

describe('SMS code', () => {
  it('needs a registered lead', async () => {
    const lead = await verifiedLead(t);
    const answer = await call(t, 'sendSmsCode', { token: lead.token, json: { phone: freshPhone() } });
    expect(answer.status).toBe(403);
    expect(answer.body.result).toBe('registration required');
  });

  it('sends an SMS to a +42x phone and verifies it', async () => {
    const lead = await registeredLead(t);
    const phone = freshPhone();
    const sent = await call(t, 'sendSmsCode', { token: lead.token, json: { phone } });
    expect(sent.status).toBe(200);
    const [sms] = await outbox(t, phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone });
    const verified = await call(t, 'verifySmsCode', { token: lead.token, json: { phone, code: sms?.code } });
    expect(verified.body).toEqual({ result: 'true' });
  });

  it('400 for a phone outside +42x', async () => {
    const lead = await registeredLead(t);
    for (const phone of ['+36123456789', '0905123456', '+4219', '+421 905 123 456 789']) {
      const answer = await call(t, 'sendSmsCode', { token: lead.token, json: { phone } });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ result: 'invalid phone', field: 'phone' });
    }
    expect((await call(t, 'sendSmsCode', { token: lead.token, json: { phone: '+421 905 123 456' } })).status).toBe(200);
  });

  it('is bound to the phone, and a new code replaces the old one', async () => {
    const lead = await registeredLead(t);
    const phone = freshPhone();
    await call(t, 'sendSmsCode', { token: lead.token, json: { phone } });
    const code = await lastCode(t, phone);
    const other = freshPhone();
    const answer = await call(t, 'verifySmsCode', { token: lead.token, json: { phone: other, code } });
    expect(answer.body.result).toBe('wrong code');

    await call(t, 'sendSmsCode', { token: lead.token, json: { phone } });
    const newer = await lastCode(t, phone);
    if (newer !== code) {
      expect((await call(t, 'verifySmsCode', { token: lead.token, json: { phone, code } })).body.result).toBe(
        'wrong code',
      );
    }
    expect((await call(t, 'verifySmsCode', { token: lead.token, json: { phone, code: newer } })).status).toBe(200);
  });

  it('is bound to the lead: another lead cannot use it', async () => {
    const owner = await registeredLead(t);
    const other = await registeredLead(t);
    const phone = freshPhone();
    await call(t, 'sendSmsCode', { token: owner.token, json: { phone } });
    const code = await lastCode(t, phone);
    const answer = await call(t, 'verifySmsCode', { token: other.token, json: { phone, code } });
    expect(answer.body.result).toBe('code expired');
  });

  it('400 without a code', async () => {
    const lead = await registeredLead(t);
    const answer = await call(t, 'verifySmsCode', { token: lead.token, json: { phone: freshPhone() } });
    expect(answer.body).toMatchObject({ result: 'missing field', field: 'code' });
  });
});
