// @vitest-environment node
import {
  call,
  control,
  freshEmail,
  onboardingToken,
  outbox,
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

async function requestReset(email: string, lang = 'en') {
  const token = await onboardingToken(t);
  return call(t, 'forgotPassword', { token, json: { email }, query: { lang } });
}

async function resetToken(email: string, lang = 'en'): Promise<string> {
  expect((await requestReset(email, lang)).status).toBe(200);
  const link = (await outbox(t, email)).at(-1)?.link ?? '';
  const match = new RegExp(`^${t.base}/${lang}/reset-password/([\\w-]+)$`).exec(link);
  expect(match).not.toBeNull();
  return match?.[1] ?? '';
}

const change = async (body: Record<string, unknown>, lang = 'en') =>
  call(t, 'changeLostPassword', { token: await onboardingToken(t), json: body, query: { lang } });

describe('forgotten password', () => {
  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const email = freshEmail();
    const answer = await requestReset(email);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'ok' });
    expect(await outbox(t, email)).toEqual([]);
  });

  it('e-mails a reset link in the asked language to a registered e-mail', async () => {
    const lead = await registeredLead(t);
    const token = await resetToken(lead.email, 'bg');
    expect(token.length).toBeGreaterThan(30);
    expect((await outbox(t, lead.email)).at(-1)).toMatchObject({ subject: 'Възстановяване на парола', lang: 'bg' });
  });

  it('sets a new password once; the link cannot be used again', async () => {
    const lead = await registeredLead(t);
    const token = await resetToken(lead.email);
    const changed = await change({ password: 'brand-new', repeat_password: 'brand-new', token });
    expect(changed.status).toBe(200);
    const appToken = await onboardingToken(t);
    expect(
      (await call(t, 'login', { token: appToken, json: { email: lead.email, password: 'brand-new' } })).status,
    ).toBe(200);
    expect(
      (await call(t, 'login', { token: appToken, json: { email: lead.email, password: lead.password } })).status,
    ).toBe(401);
    const again = await change({ password: 'other-one', repeat_password: 'other-one', token });
    expect(again.status).toBe(401);
  });

  it('works for an existing client too', async () => {
    const token = await resetToken(SEEDED_CLIENT.email);
    expect((await change({ password: 'client-new', repeat_password: 'client-new', token })).status).toBe(200);
    await control(t, 'POST', 'reset');
  });

  it('401 with messages in every language for an unknown or expired token', async () => {
    const unknown = await change({ password: 'brand-new', repeat_password: 'brand-new', token: 'nope' }, 'sk');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({
      result: 'unauthorized',
      message_sk: expect.any(String),
      message_en: 'The password reset link is invalid or has expired.',
      message_bg: expect.any(String),
    });
    expect(unknown.body.message).toBe(unknown.body.message_sk);

    const lead = await registeredLead(t);
    const token = await resetToken(lead.email);
    await control(t, 'POST', 'clock', { advanceMs: 60 * 60_000 });
    expect((await change({ password: 'brand-new', repeat_password: 'brand-new', token })).status).toBe(401);
  });

  it('400 with message_{lang} for a short password or a different repetition; the link stays usable', async () => {
    const lead = await registeredLead(t);
    const token = await resetToken(lead.email);
    const short = await change({ password: '123', repeat_password: '123', token }, 'sk');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      message_sk: 'Heslo musí obsahovať najmenej 6 znakov!',
      message: 'Heslo musí obsahovať najmenej 6 znakov!',
    });
    const mismatch = await change({ password: '123456', repeat_password: '1234567', token }, 'bg');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(mismatch.body.message_bg);
    expect((await change({ password: '123456', repeat_password: '123456', token })).status).toBe(200);
  });

  it('429 with Retry-After and the password-recovery message after 5 requests in 5 minutes', async () => {
    const lead = await registeredLead(t);
    for (let i = 0; i < 5; i += 1) expect((await requestReset(lead.email)).status).toBe(200);
    const limited = await requestReset(lead.email);
    expect(limited.status).toBe(429);
    expect(limited.body.result).toBe('too many attempts');
    expect(limited.body.message_en).toBe(
      'You have exceeded the maximum number of attempts to password recovery. Please try again in 5 minutes.',
    );
    expect(limited.body.message_sk).toMatch(/^Prekročili ste počet pokusov pre obnovu hesla/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await outbox(t, lead.email)).filter((message) => message.link)).toHaveLength(5);
    // The same limit for an unknown address, so the 429 does not tell which addresses are registered.
    const unknown = freshEmail();
    for (let i = 0; i < 5; i += 1) await requestReset(unknown);
    expect((await requestReset(unknown)).status).toBe(429);
  });

  it('400 for a missing e-mail', async () => {
    const answer = await call(t, 'forgotPassword', { token: await onboardingToken(t), json: {} });
    expect(answer.body).toMatchObject({ result: 'missing field', field: 'email' });
  });
});
