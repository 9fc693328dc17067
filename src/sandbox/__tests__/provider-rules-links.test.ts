// @vitest-environment node
import { call, control, lastCode, onboardingToken, outbox, startSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

interface Client {
  id: string;
  email: string;
  phone: string;
  link_tokens: { questionnaire: string; questionnaire_info: string; new_strategy: string };
}

async function newClient(): Promise<Client> {
  return (await control<Client>(t, 'POST', 'clients', { lang: 'en' })).body;
}

async function exchange(linkToken: string): Promise<string> {
  const answer = await call(t, 'authentication', { json: { token: linkToken } });
  expect(answer.status).toBe(200);
  return answer.body.authorization_token;
}

const STRATEGIES = JSON.stringify([{ investment_strategy_id: 2, fee_type: 'one_time', amount: 1000 }]);

describe('client-zone link tokens are single use', () => {
  it('the second exchange of a link is 401 link already used, with its messages', async () => {
    const client = await newClient();
    await exchange(client.link_tokens.questionnaire);
    const again = await call(t, 'authentication', {
      query: { lang: 'sk' },
      json: { token: client.link_tokens.questionnaire },
    });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({
      result: 'link already used',
      message_sk: 'Tento odkaz už bol použitý. Každý odkaz funguje iba raz; vyžiadajte si nový.',
      message_en: 'This link has already been used. Each link works only once; please request a new one.',
    });
    expect(again.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('an unknown or expired link stays 401 unauthorized', async () => {
    expect((await call(t, 'authentication', { json: { token: 'no-such-link' } })).body.result).toBe('unauthorized');
    const client = await newClient();
    await control(t, 'POST', 'clock', { advanceMs: 7 * 24 * 60 * 60_000 + 1 });
    expect((await call(t, 'authentication', { json: { token: client.link_tokens.new_strategy } })).body.result).toBe(
      'unauthorized',
    );
  });

  it('request-client-links answers the same for a client and for anyone else, and e-mails the client fresh links', async () => {
    const client = await newClient();
    const appToken = await onboardingToken(t);
    const known = await call(t, 'requestClientLinks', {
      token: appToken,
      query: { lang: 'en' },
      json: { email: client.email },
    });
    const unknown = await call(t, 'requestClientLinks', {
      token: appToken,
      query: { lang: 'en' },
      json: { email: 'nobody@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await outbox(t, 'nobody@example.com')).toHaveLength(0);
    const mail = (await outbox(t, client.email)).at(-1);
    const link = mail?.links?.find((candidate) => candidate.includes('/investment-questionnaire/')) ?? '';
    expect(await exchange(link.split('/').at(-1) ?? '')).toBeTruthy();
    // It needs the onboarding token, like forgot-password.
    expect((await call(t, 'requestClientLinks', { json: { email: client.email } })).status).toBe(401);
  });

  it('request-client-links is limited to 3 per e-mail in 10 minutes: 429 with Retry-After, for clients and others alike', async () => {
    const appToken = await onboardingToken(t);
    for (const email of [(await newClient()).email, 'someone-else@example.com']) {
      for (let i = 0; i < 3; i += 1)
        expect((await call(t, 'requestClientLinks', { token: appToken, json: { email } })).status).toBe(200);
      const limited = await call(t, 'requestClientLinks', { token: appToken, json: { email } });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});

describe('client-zone tokens are scoped to their link', () => {
  it('the questionnaire link cannot add a strategy: 403 link not for this', async () => {
    const client = await newClient();
    for (const link of [client.link_tokens.questionnaire, client.link_tokens.questionnaire_info]) {
      const token = await exchange(link);
      const answer = await call(t, 'newStrategy', { token, query: { lang: 'en' }, form: { strategies: STRATEGIES } });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        result: 'link not for this',
        message: 'The link you signed in with does not allow this action.',
      });
    }
    expect(t.sandbox.store.clients.get(client.id)?.strategies).toEqual([]);
  });

  it('the new-strategy link cannot submit or sign a questionnaire, but reads the last one (for the risk profile)', async () => {
    const client = await newClient();
    const token = await exchange(client.link_tokens.new_strategy);
    expect((await call(t, 'lastQuestionnaire', { token })).status).toBe(200);
    const answer = await call(t, 'newQuestionnaire', { token, form: { odpovede: '[]', lang: 'en' } });
    expect(answer.status).toBe(403);
    expect(answer.body.result).toBe('link not for this');
    expect(
      (await call(t, 'signQuestionnaire', { token, json: { signature_token: 'x', code: '123456' } })).body.result,
    ).toBe('link not for this');
  });
});

describe('adding a strategy needs a sign code, like the questionnaire update', () => {
  it('new_strategy keeps nothing until signed; a wrong code is 400; the right one (SMS or e-mail) keeps the strategies', async () => {
    const client = await newClient();
    const token = await exchange(client.link_tokens.new_strategy);
    const sent = await call(t, 'newStrategy', { token, form: { strategies: STRATEGIES } });
    expect(sent.status).toBe(200);
    const { signature_token } = sent.body;
    expect(t.sandbox.store.clients.get(client.id)?.strategies).toEqual([]);

    expect((await call(t, 'requestStrategySignCode', { token, json: { signature_token } })).status).toBe(200);
    const sms = (await outbox(t, client.phone)).at(-1);
    expect(sms).toMatchObject({ channel: 'sms', subject: 'New strategy signing code' });
    const code = sms?.code ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call(t, 'signStrategy', { token, json: { signature_token, code: wrong } });
    expect(refused.status).toBe(400);
    expect(refused.body.result).toBe('wrong code');
    expect(t.sandbox.store.clients.get(client.id)?.strategies).toEqual([]);

    await call(t, 'requestStrategySignCodeEmail', { token, json: { signature_token } });
    const signed = await call(t, 'signStrategy', {
      token,
      json: { signature_token, code: await lastCode(t, client.email) },
    });
    expect(signed.body).toEqual({ result: 'success' });
    expect(t.sandbox.store.clients.get(client.id)?.strategies).toEqual([
      { investment_strategy_id: 2, fee_type: 'one_time', amount: 1000 },
    ]);
    // Signed once: the signature token is gone.
    expect((await call(t, 'signStrategy', { token, json: { signature_token, code: '123456' } })).body.result).toBe(
      'invalid signature token',
    );
  });

  it('the signature token of another client is 400 invalid signature token', async () => {
    const owner = await newClient();
    const ownerToken = await exchange(owner.link_tokens.new_strategy);
    const { signature_token } = (await call(t, 'newStrategy', { token: ownerToken, form: { strategies: STRATEGIES } }))
      .body;
    const other = await exchange((await newClient()).link_tokens.new_strategy);
    const answer = await call(t, 'requestStrategySignCode', { token: other, json: { signature_token } });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toBe('invalid signature token');
  });
});
