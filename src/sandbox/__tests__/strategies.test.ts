// @vitest-environment node
import type { ChosenStrategy } from '../../api/types.ts';
import { call, onboardingToken, registeredLead, startSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const save = (token: string, strategies: unknown) =>
  call(t, 'saveStrategies', { token, form: { strategies: JSON.stringify(strategies) } });

describe('strategy list', () => {
  it('answers the four strategies with ids 1..4 and names in the asked language', async () => {
    const token = await onboardingToken(t);
    const sk = await call(t, 'strategies', { token, query: { lang: 'sk' } });
    expect(sk.status).toBe(200);
    expect(sk.body.map((strategy) => [strategy.investment_strategy_id, strategy.slug])).toEqual([
      [1, 'dynamic'],
      [2, 'balanced'],
      [3, 'conservative'],
      [4, 'sovereign_bonds'],
    ]);
    for (const strategy of sk.body) {
      expect(strategy).toEqual({
        investment_strategy_id: expect.any(Number),
        slug: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
        risk_profile_id: expect.any(Number),
        fee_type: expect.stringMatching(/^(one_time|regular)$/),
        discount_percent: expect.any(Number),
        entry_fee_percent: expect.any(Number),
        investment_horizon_years: expect.any(Number),
      });
    }
    expect(sk.body[3]?.name).toBe('Štátne dlhopisy');
    const en = await call(t, 'strategies', { token, query: { lang: 'en' } });
    expect(en.body[3]?.name).toBe('Sovereign bonds');
    const bg = await call(t, 'strategies', { token, query: { lang: 'bg' } });
    expect(bg.body[3]?.name).toBe('Държавни облигации');
  });
});

describe('save strategies', () => {
  it('saves regular and one-time choices; the next step is the verification (referrer 9)', async () => {
    const lead = await registeredLead(t);
    const chosen: ChosenStrategy[] = [
      { investment_strategy_id: 1, fee_type: 'regular', amount: 50, frequency: 'monthly' },
      { investment_strategy_id: 4, fee_type: 'one_time', amount: 1000 },
    ];
    const answer = await save(lead.token, chosen);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'ok' });
    expect(t.sandbox.store.leads.get(lead.id)?.strategies).toEqual(chosen);
    const login = await call(t, 'login', {
      token: lead.appToken,
      json: { email: lead.email, password: lead.password },
    });
    expect(login.body.referrer_url).toBe(9);
  });

  it('400 "no strategy chosen" for an empty list, with the Slovak message', async () => {
    const lead = await registeredLead(t);
    const answer = await save(lead.token, []);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      result: 'no strategy chosen',
      message_sk: 'Musíte vybrať aspoň jednu investičnú stratégiu',
    });
  });

  it('400 for an unknown id, an amount of 0 or less, a regular deposit without frequency, a duplicate', async () => {
    const lead = await registeredLead(t);
    const cases: [unknown[], string][] = [
      [[{ investment_strategy_id: 9, fee_type: 'one_time', amount: 10 }], 'unknown strategy'],
      [[{ investment_strategy_id: 1, fee_type: 'one_time', amount: 0 }], 'invalid amount'],
      [[{ investment_strategy_id: 1, fee_type: 'one_time', amount: -5 }], 'invalid amount'],
      [[{ investment_strategy_id: 1, fee_type: 'regular', amount: 20 }], 'missing frequency'],
      [[{ investment_strategy_id: 1, fee_type: 'regular', amount: 20, frequency: 'daily' }], 'missing frequency'],
      [[{ investment_strategy_id: 1, fee_type: 'weekly', amount: 20 }], 'invalid field'],
      [
        [
          { investment_strategy_id: 2, fee_type: 'one_time', amount: 20 },
          { investment_strategy_id: 2, fee_type: 'one_time', amount: 30 },
        ],
        'duplicate strategy',
      ],
    ];
    for (const [strategies, result] of cases) {
      const answer = await save(lead.token, strategies);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ result, field: 'strategies' });
    }
  });

  it('400 for a missing field, JSON that is not a list, and malformed JSON', async () => {
    const lead = await registeredLead(t);
    const missing = await call(t, 'saveStrategies', { token: lead.token, form: {} });
    expect(missing.body).toMatchObject({ result: 'missing field', field: 'strategies' });
    expect((await save(lead.token, { investment_strategy_id: 1 })).body.result).toBe('invalid field');
    const malformed = await call(t, 'saveStrategies', { token: lead.token, form: { strategies: '[{' } });
    expect(malformed.body).toMatchObject({ result: 'malformed JSON', field: 'strategies' });
  });

  it('accepts the same field sent as multipart', async () => {
    const lead = await registeredLead(t);
    const form = new FormData();
    form.set('strategies', JSON.stringify([{ investment_strategy_id: 3, fee_type: 'one_time', amount: 100 }]));
    expect((await call(t, 'saveStrategies', { token: lead.token, multipart: form })).status).toBe(200);
  });
});

describe('statement settings sent with the strategies', () => {
  const oneTime = [{ investment_strategy_id: 3, fee_type: 'one_time', amount: 500 }];
  const saveWith = (token: string, settings: Record<string, string>) =>
    call(t, 'saveStrategies', { token, form: { strategies: JSON.stringify(oneTime), ...settings } });

  it('keeps regular e-mailed statements with their frequency, and one-time statements in the client zone', async () => {
    const lead = await registeredLead(t);
    const regular = {
      statement_send_type: 'regular',
      statement_delivery_type: 'email',
      statement_frequency: 'quarterly',
    };
    expect((await saveWith(lead.token, regular)).status).toBe(200);
    expect(t.sandbox.store.leads.get(lead.id)?.statementSettings).toEqual(regular);
    const once = { statement_send_type: 'one_time', statement_delivery_type: 'client_zone' };
    expect((await saveWith(lead.token, once)).status).toBe(200);
    expect(t.sandbox.store.leads.get(lead.id)?.statementSettings).toEqual(once);
  });

  it('keeps "do not send" with the delivery "do not send", whether or not the delivery was sent', async () => {
    const lead = await registeredLead(t);
    const expected = { statement_send_type: 'do_not_send', statement_delivery_type: 'do_not_send' };
    expect((await saveWith(lead.token, { statement_send_type: 'do_not_send' })).status).toBe(200);
    expect(t.sandbox.store.leads.get(lead.id)?.statementSettings).toEqual(expected);
    expect((await saveWith(lead.token, expected)).status).toBe(200);
  });

  it('saves the strategies alone without settings, leaving none stored', async () => {
    const lead = await registeredLead(t);
    expect((await save(lead.token, oneTime)).status).toBe(200);
    expect(t.sandbox.store.leads.get(lead.id)?.statementSettings).toBeUndefined();
  });

  it('400 names the field for settings that are missing, unknown or do not agree, and keeps nothing', async () => {
    const lead = await registeredLead(t);
    const cases: [Record<string, string>, string, string][] = [
      [{ statement_delivery_type: 'email' }, 'missing field', 'statement_send_type'],
      [{ statement_send_type: 'weekly' }, 'invalid field', 'statement_send_type'],
      [{ statement_send_type: 'regular', statement_frequency: 'monthly' }, 'missing field', 'statement_delivery_type'],
      [
        { statement_send_type: 'regular', statement_delivery_type: 'post', statement_frequency: 'monthly' },
        'invalid field',
        'statement_delivery_type',
      ],
      [
        { statement_send_type: 'regular', statement_delivery_type: 'do_not_send', statement_frequency: 'monthly' },
        'invalid field',
        'statement_delivery_type',
      ],
      [{ statement_send_type: 'regular', statement_delivery_type: 'email' }, 'missing field', 'statement_frequency'],
      [
        { statement_send_type: 'regular', statement_delivery_type: 'email', statement_frequency: 'daily' },
        'invalid field',
        'statement_frequency',
      ],
      [
        { statement_send_type: 'one_time', statement_delivery_type: 'email', statement_frequency: 'monthly' },
        'invalid field',
        'statement_frequency',
      ],
      [
        { statement_send_type: 'do_not_send', statement_delivery_type: 'email' },
        'invalid field',
        'statement_delivery_type',
      ],
      [{ statement_send_type: 'do_not_send', statement_frequency: 'yearly' }, 'invalid field', 'statement_frequency'],
    ];
    for (const [settings, result, field] of cases) {
      const answer = await saveWith(lead.token, settings);
      expect([answer.status, answer.body]).toMatchObject([400, { result, field }]);
    }
    expect(t.sandbox.store.leads.get(lead.id)).toMatchObject({ strategies: [], referrerUrl: 1 });
    expect(t.sandbox.store.leads.get(lead.id)?.statementSettings).toBeUndefined();
  });
});
