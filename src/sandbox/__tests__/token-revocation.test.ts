// @vitest-environment node
import { call, control, onboardingToken, outbox, registeredLead, startSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());
beforeEach(async () => {
  await control(t, 'POST', 'reset');
});

describe('the provider revokes tokens', () => {
  it('logout revokes the lead token it carries: the same token gets 401 after, another login still works', async () => {
    const lead = await registeredLead(t);
    expect((await call(t, 'verificationStatus', { token: lead.token })).status).toBe(200);
    const loggedOut = await call(t, 'logout', { token: lead.token });
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.body).toEqual({ result: 'ok' });
    const after = await call(t, 'verificationStatus', { token: lead.token });
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toContain('invalid_token');
    expect((await call(t, 'logout', { token: lead.token })).status).toBe(401);

    const login = await call(t, 'login', {
      token: await onboardingToken(t),
      json: { email: lead.email, password: lead.password },
    });
    expect(login.status).toBe(200);
    expect((await call(t, 'verificationStatus', { token: login.body.lead_token })).status).toBe(200);
  });

  it('logout without a token, or with the onboarding token, is refused', async () => {
    expect((await call(t, 'logout', {})).status).toBe(401);
    expect((await call(t, 'logout', { token: await onboardingToken(t) })).status).toBe(401);
  });

  it('a password reset voids every token issued before it; a login with the new password works', async () => {
    const lead = await registeredLead(t);
    const appToken = await onboardingToken(t);
    const login = await call(t, 'login', { token: appToken, json: { email: lead.email, password: lead.password } });
    const before = [lead.token, login.body.lead_token];
    for (const token of before) expect((await call(t, 'verificationStatus', { token })).status).toBe(200);

    await control(t, 'POST', 'clock', { advanceMs: 2_000 });
    expect(
      (await call(t, 'forgotPassword', { token: appToken, json: { email: lead.email }, query: { lang: 'sk' } })).status,
    ).toBe(200);
    const resetToken = /reset-password\/([\w-]+)$/.exec((await outbox(t, lead.email)).at(-1)?.link ?? '')?.[1] ?? '';
    const changed = await call(t, 'changeLostPassword', {
      token: appToken,
      json: { token: resetToken, password: 'nove-heslo-1', repeat_password: 'nove-heslo-1' },
      query: { lang: 'sk' },
    });
    expect(changed.status).toBe(200);

    for (const token of before) expect((await call(t, 'verificationStatus', { token })).status).toBe(401);
    await control(t, 'POST', 'clock', { advanceMs: 2_000 });
    const again = await call(t, 'login', { token: appToken, json: { email: lead.email, password: 'nove-heslo-1' } });
    expect(again.status).toBe(200);
    expect((await call(t, 'verificationStatus', { token: again.body.lead_token })).status).toBe(200);
  });
});
