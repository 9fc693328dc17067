// @vitest-environment node
import type { QuestionnaireAnswer } from '../../api/types.ts';
import { SEED } from '../seed.ts';
import { goldenAnswers } from './golden-answers.ts';
import {
  call,
  control,
  lastCode,
  onboardingToken,
  outbox,
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

interface SeededClient {
  id: string;
  email: string;
  password: string;
  phone: string;
  link_tokens: { questionnaire: string; questionnaire_info: string; new_strategy: string };
  links: { questionnaire: string; questionnaire_info: string; new_strategy: string };
}

/** A fresh link of the seeded client (a link works once), exchanged; or the given link token. */
async function clientToken(
  linkToken?: string,
  purpose: keyof SeededClient['link_tokens'] = 'questionnaire',
): Promise<string> {
  const fresh =
    linkToken ??
    (await control<Pick<SeededClient, 'link_tokens'>>(t, 'POST', 'client-links', { email: SEEDED_CLIENT.email })).body
      .link_tokens[purpose];
  const answer = await call(t, 'authentication', { json: { token: fresh } });
  expect(answer.status).toBe(200);
  return answer.body.authorization_token;
}

/** A complete questionnaire of the dynamic profile (3), as the definitions require. */
const dynamic = goldenAnswers('dynamic-entrepreneur');

async function newQuestionnaire(token: string, answers: QuestionnaireAnswer[] = dynamic.answers) {
  return call(t, 'newQuestionnaire', { token, form: { odpovede: JSON.stringify(answers), lang: 'en' } });
}

describe('seeding clients', () => {
  it('POST /sandbox/clients seeds a client, answers credentials and link tokens, and e-mails the links', async () => {
    const seeded = await control<SeededClient>(t, 'POST', 'clients', { lang: 'en' });
    expect(seeded.status).toBe(201);
    const client = seeded.body;
    expect(client.links.questionnaire).toBe(
      `${t.base}/en/investment-questionnaire/${client.link_tokens.questionnaire}`,
    );
    expect(client.links.questionnaire_info).toBe(
      `${t.base}/en/questionnaire-info/${client.link_tokens.questionnaire_info}`,
    );
    expect(client.links.new_strategy).toBe(`${t.base}/en/new_strategy/${client.link_tokens.new_strategy}`);
    const mail = (await outbox(t, client.email)).at(-1);
    expect(mail?.links).toEqual([
      client.links.questionnaire,
      client.links.questionnaire_info,
      client.links.new_strategy,
    ]);
    for (const token of Object.values(client.link_tokens))
      expect((await call(t, 'authentication', { json: { token } })).status).toBe(200);
    const login = await call(t, 'login', {
      token: await onboardingToken(t),
      json: { email: client.email, password: client.password },
    });
    expect(login.body.model).toBe('Clients');
  });

  it('409 for an e-mail that has an account, 400 for a bad phone', async () => {
    expect((await control(t, 'POST', 'clients', { email: SEEDED_CLIENT.email })).status).toBe(409);
    expect((await control(t, 'POST', 'clients', { phone: '123' })).status).toBe(400);
  });
});

describe('yearly questionnaire update', () => {
  it('last_questionnaire answers the last signed questionnaire', async () => {
    const answer = await call(t, 'lastQuestionnaire', { token: await clientToken() });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ risk_profile_id: 2, answers: expect.any(Array) });
    expect(Date.parse(answer.body.filled_at ?? '')).toBeLessThan(Date.now());
  });

  it('new -> sign code by SMS -> sign: success, and last_questionnaire shows the new answers', async () => {
    const token = await clientToken();
    const created = await newQuestionnaire(token);
    expect(created.status).toBe(200);
    expect(created.body.signature_token).toBeTruthy();
    expect(created.body.risk_profile).toEqual({
      id: 3,
      slug: 'dynamic',
      name: { sk: 'Dynamický', en: 'Dynamic', bg: 'Динамичен' },
    });
    const signature_token = created.body.signature_token;
    expect((await call(t, 'requestSignCode', { token, json: { signature_token } })).status).toBe(200);
    const sms = (await outbox(t, SEEDED_CLIENT.phone)).at(-1);
    expect(sms).toMatchObject({ channel: 'sms', lang: 'en', subject: 'Questionnaire signing code' });
    const signed = await call(t, 'signQuestionnaire', { token, json: { signature_token, code: sms?.code } });
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({ result: 'success' });
    const last = await call(t, 'lastQuestionnaire', { token });
    expect(last.body.risk_profile_id).toBe(3);
    expect(last.body.answers).toEqual(dynamic.answers);
    const again = await call(t, 'signQuestionnaire', { token, json: { signature_token, code: sms?.code } });
    expect(again.body.result).toBe('invalid signature token');
  });

  it('the sign code can come by e-mail, is bound to the signature token, and a wrong one is 400', async () => {
    const token = await clientToken();
    const first = (await newQuestionnaire(token)).body.signature_token;
    const second = (await newQuestionnaire(token)).body.signature_token;
    await call(t, 'requestSignCodeEmail', { token, json: { signature_token: first } });
    const mail = (await outbox(t, SEEDED_CLIENT.email)).at(-1);
    expect(mail).toMatchObject({ channel: 'email', code: expect.stringMatching(/^\d{6}$/) });
    const code = mail?.code ?? '';
    expect((await call(t, 'signQuestionnaire', { token, json: { signature_token: second, code } })).body.result).toBe(
      'code expired',
    );
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await call(t, 'signQuestionnaire', { token, json: { signature_token: first, code: wrong } })).body.result,
    ).toBe('wrong code');
    expect((await call(t, 'signQuestionnaire', { token, json: { signature_token: first, code } })).body.result).toBe(
      'success',
    );
  });

  it('429 with Retry-After after 5 failed signatures of one form', async () => {
    const token = await clientToken();
    const signature_token = (await newQuestionnaire(token)).body.signature_token;
    await call(t, 'requestSignCode', { token, json: { signature_token } });
    const code = await lastCode(t, SEEDED_CLIENT.phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      expect((await call(t, 'signQuestionnaire', { token, json: { signature_token, code: wrong } })).status).toBe(400);
    }
    const limited = await call(t, 'signQuestionnaire', { token, json: { signature_token, code } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('another client cannot use the signature token; unknown tokens are 400', async () => {
    const token = await clientToken();
    const signature_token = (await newQuestionnaire(token)).body.signature_token;
    const other = await control<SeededClient>(t, 'POST', 'clients', {});
    const otherToken = await clientToken(other.body.link_tokens.questionnaire);
    const answer = await call(t, 'requestSignCode', { token: otherToken, json: { signature_token } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ result: 'invalid signature token', field: 'signature_token' });
    expect((await call(t, 'requestSignCodeEmail', { token, json: {} })).body.result).toBe('missing field');
  });

  it('400 for empty answers', async () => {
    const token = await clientToken();
    const answer = await call(t, 'newQuestionnaire', { token, form: { odpovede: '[]', lang: 'sk' } });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toBe('invalid answers');
  });

  it('client-zone calls need the client token: onboarding and lead tokens are 401, so is an expired one', async () => {
    const appToken = await onboardingToken(t);
    expect((await call(t, 'lastQuestionnaire', { token: appToken })).status).toBe(401);
    const token = await clientToken();
    await control(t, 'POST', 'clock', { advanceMs: 30 * 60_000 });
    expect((await call(t, 'lastQuestionnaire', { token })).status).toBe(401);
  });

  it('the client token reads the lists but cannot make onboarding calls', async () => {
    const token = await clientToken();
    expect((await call(t, 'strategies', { token, query: { lang: 'sk' } })).status).toBe(200);
    expect((await call(t, 'riskProfiles', { token })).status).toBe(200);
    expect((await call(t, 'sendEmailCode', { token, json: { email: 'x@example.com' } })).status).toBe(401);
  });
});

describe('new strategy', () => {
  it('saves the strategies of the client; an empty list is refused', async () => {
    const token = await clientToken(undefined, 'new_strategy');
    const strategies = [{ investment_strategy_id: 1, fee_type: 'regular', amount: 100, frequency: 'quarterly' }];
    const saved = await call(t, 'newStrategy', { token, form: { strategies: JSON.stringify(strategies) } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ result: 'ok', signature_token: expect.any(String) });
    // Kept only once signed with a code (sandbox README, provider's rules).
    const before = t.sandbox.store.clients.get(SEED.client.id)?.strategies;
    expect(before).not.toEqual(strategies);
    const { signature_token } = saved.body;
    await call(t, 'requestStrategySignCodeEmail', { token, json: { signature_token } });
    const signed = await call(t, 'signStrategy', {
      token,
      json: { signature_token, code: await lastCode(t, SEEDED_CLIENT.email) },
    });
    expect(signed.body).toEqual({ result: 'success' });
    expect(t.sandbox.store.clients.get(SEED.client.id)?.strategies).toEqual(strategies);
    const empty = await call(t, 'newStrategy', { token, form: { strategies: '[]' } });
    expect(empty.status).toBe(400);
    expect(empty.body.result).toBe('no strategy chosen');
  });
});
