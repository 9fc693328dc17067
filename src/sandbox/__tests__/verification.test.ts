// @vitest-environment node
import { call, callPath, control, registeredLead, startSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

async function start(token: string, lang?: string) {
  const answer = await call(t, 'startVerification', { token, json: {}, ...(lang ? { query: { lang } } : {}) });
  expect(answer.status).toBe(200);
  return new URL(answer.body.url);
}

describe('identity verification', () => {
  it('answers an absolute URL of the identity provider on the origin of the request; status pending', async () => {
    const lead = await registeredLead(t);
    const url = await start(lead.token, 'en');
    expect(url.origin).toBe(t.base);
    expect(url.pathname).toMatch(/^\/sandbox\/idp\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get('lang')).toBe('en');
    const status = await call(t, 'verificationStatus', { token: lead.token });
    expect(status.body).toMatchObject({
      verification_status: 'pending',
      referrer_url: 9,
      client_owner: false,
      intermediary: false,
    });
  });

  it('the start answer without a body works too (the app sends none)', async () => {
    const lead = await registeredLead(t);
    const answer = await call(t, 'startVerification', { token: lead.token });
    expect(answer.status).toBe(200);
    expect(new URL(answer.body.url).searchParams.get('lang')).toBe('sk');
  });

  it('the identity-provider page is plain HTML in the asked language with four outcome buttons', async () => {
    const lead = await registeredLead(t);
    const url = await start(lead.token, 'bg');
    const page = await callPath<string>(t, 'GET', url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="bg">');
    expect(page.body).toMatch(/<title>Проверка на самоличността \(sandbox\)<\/title>/);
    expect(page.body).toMatch(/<h1>Проверка на самоличността \(sandbox\)<\/h1>/);
    expect(
      page.body.match(/<button type="submit" name="outcome" value="(success|submitted|declined|error)">/g),
    ).toHaveLength(4);
    expect(page.body).toContain('Успешна проверка');
    expect(page.body).toMatch(/<form method="post" action="\/sandbox\/idp\/[0-9a-f-]+\?lang=bg">/);
  });

  it('success redirects (303) to the result page of the lead and completes step 5', async () => {
    const lead = await registeredLead(t);
    const url = await start(lead.token);
    const answer = await callPath(t, 'POST', url.pathname, { form: { outcome: 'success' } });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/steps/verification-result/${lead.id}`);
    expect((await call(t, 'verificationStatus', { token: lead.token })).body.verification_status).toBe('success');
    const login = await call(t, 'login', {
      token: lead.appToken,
      json: { email: lead.email, password: lead.password },
    });
    expect(login.body).toMatchObject({ referrer_url: 5, verification_status: 'success' });
  });

  it.each(['submitted', 'declined', 'error'] as const)('records "%s" and keeps referrer 9', async (outcome) => {
    const lead = await registeredLead(t);
    const url = await start(lead.token);
    const answer = await callPath(t, 'POST', url.pathname, { form: { outcome } });
    expect(answer.status).toBe(303);
    expect((await call(t, 'verificationStatus', { token: lead.token })).body.verification_status).toBe(outcome);
    const login = await call(t, 'login', {
      token: lead.appToken,
      json: { email: lead.email, password: lead.password },
    });
    expect(login.body).toMatchObject({ referrer_url: 9, verification_status: outcome });
  });

  it('a session is used once; unknown sessions and bad outcomes are refused', async () => {
    const lead = await registeredLead(t);
    const url = await start(lead.token);
    expect((await callPath(t, 'POST', url.pathname, { form: { outcome: 'bogus' } })).status).toBe(400);
    expect((await callPath(t, 'POST', url.pathname, { form: { outcome: 'declined' } })).status).toBe(303);
    const reused = await callPath<string>(t, 'POST', url.pathname, { form: { outcome: 'success' } });
    expect(reused.status).toBe(404);
    expect(reused.body).toContain('role="alert"');
    expect((await call(t, 'verificationStatus', { token: lead.token })).body.verification_status).toBe('declined');
    expect((await callPath(t, 'GET', '/sandbox/idp/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('POST /sandbox/idp-url makes start-verification answer another address until DELETE or reset', async () => {
    const lead = await registeredLead(t);
    const set = await control(t, 'POST', 'idp-url', { url: 'https://evil.example/phish' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ result: 'ok', url: 'https://evil.example/phish' });
    const answer = await call(t, 'startVerification', { token: lead.token });
    expect(answer.body).toEqual({ url: 'https://evil.example/phish' });
    expect((await call(t, 'verificationStatus', { token: lead.token })).body.verification_status).toBe('pending');
    expect((await control(t, 'DELETE', 'idp-url')).body).toEqual({ result: 'ok', url: null });
    expect(new URL((await call(t, 'startVerification', { token: lead.token })).body.url).pathname).toMatch(
      /^\/sandbox\/idp\//,
    );
    await control(t, 'POST', 'idp-url', { url: 'javascript:alert(1)' });
    await control(t, 'POST', 'reset');
    const after = await registeredLead(t);
    expect(new URL((await call(t, 'startVerification', { token: after.token })).body.url).pathname).toMatch(
      /^\/sandbox\/idp\//,
    );
    expect((await control(t, 'POST', 'idp-url', {})).status).toBe(400);
    expect((await control(t, 'POST', 'idp-url', { url: 42 })).status).toBe(400);
    expect((await control(t, 'POST', 'idp-url', { url: null })).body).toEqual({ result: 'ok', url: null });
  });

  it('status needs the lead token', async () => {
    expect((await call(t, 'verificationStatus')).status).toBe(401);
  });
});
