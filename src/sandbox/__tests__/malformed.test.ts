// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpointPath } from '../../api/endpoints.ts';
import { call, callPath, onboardingToken, registeredLead, startSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startSandbox();
  token = await onboardingToken(t);
});
afterAll(() => t.close());

/** Asserts what a provider client sees on a refused request: status, JSON headers, result and messages. */
function expectClearError(
  answer: { status: number; headers: Headers; body: object },
  status: number,
  result: string,
): void {
  const body = answer.body as Record<string, unknown>;
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(body.result).toBe(result);
  for (const key of ['message_sk', 'message_en', 'message_bg']) expect(typeof body[key]).toBe('string');
}

describe('malformed requests get a clear 4xx, never a crash', () => {
  it('400 for JSON that does not parse, or is not an object', async () => {
    for (const raw of ['{"email":', 'null', '[1,2]', '"text"', '42']) {
      const answer = await call(t, 'login', { token, raw, contentType: 'application/json' });
      expectClearError(answer, 400, 'malformed JSON');
    }
  });

  it('400 for a body that is not UTF-8', async () => {
    const answer = await call(t, 'login', {
      token,
      raw: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      contentType: 'application/json',
    });
    expectClearError(answer, 400, 'malformed body');
  });

  it('415 for a JSON endpoint sent a form, and a form endpoint sent JSON', async () => {
    expectClearError(
      await call(t, 'login', { token, form: { email: 'a@b.sk', password: 'x' } }),
      415,
      'unsupported media type',
    );
    const lead = await registeredLead(t);
    expectClearError(
      await call(t, 'saveStrategies', { token: lead.token, json: { strategies: [] } }),
      415,
      'unsupported media type',
    );
  });

  it('413 for a JSON body over 1 MB', async () => {
    const answer = await call(t, 'login', { token, json: { email: 'a@b.sk', password: 'x'.repeat(1024 * 1024) } });
    expectClearError(answer, 413, 'request body too large');
  });

  it('413 for a form body over 1 MB', async () => {
    const answer = await call(t, 'onboardingToken', {
      form: { scope: 'onboarding', user: 'u', pass: 'p'.repeat(1_100_000) },
    });
    expectClearError(answer, 413, 'request body too large');
  });

  it('400 for missing fields and wrong types, naming the field', async () => {
    const missing = await call(t, 'login', { token, json: { email: 'a@b.sk' } });
    expectClearError(missing, 400, 'missing field');
    expect(missing.body.field).toBe('password');
    expect(missing.body.message_en).toBe('The field password is required.');
    const wrongType = await call(t, 'login', { token, json: { email: 5, password: 'x' } });
    expectClearError(wrongType, 400, 'invalid field');
    expect(wrongType.body.field).toBe('email');
    const empty = await call(t, 'login', { token });
    expectClearError(empty, 400, 'missing field');
  });

  it('405 with Allow for a method the endpoint does not take', async () => {
    const answer = await call(t, 'countries', { token, method: 'POST', json: {} });
    expectClearError(answer, 405, 'method not allowed');
    expect(answer.headers.get('allow')).toBe('GET');
    expect((await call(t, 'login', { token, method: 'DELETE' })).status).toBe(405);
  });

  it('404 JSON for an unknown path below the API prefix; other paths are passed on', async () => {
    const answer = await callPath(t, 'GET', `${endpointPath('countries')}/extra`);
    expectClearError(answer, 404, 'not found');
    const outside = await callPath<string>(t, 'GET', '/steps/personal-info');
    expect(outside.status).toBe(404);
    expect(outside.headers.get('content-type')).toBeNull();
  });

  it('message follows ?lang, defaulting to Slovak', async () => {
    const sk = await call(t, 'login', { token, json: {} });
    expect(sk.body.message).toBe(sk.body.message_sk);
    const answer = await call(t, 'forgotPassword', { token, json: {}, query: { lang: 'bg' } });
    expect(answer.body.message).toBe(answer.body.message_bg);
  });

  it('an unexpected failure is 500 "internal error" and is logged', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-broken-'));
    await writeFile(
      join(dir, 'scoring.json'),
      JSON.stringify({
        bands: [
          { min: 0, max: 10, risk_profile_id: 1 },
          { min: 20, max: 30, risk_profile_id: 2 },
        ],
      }),
    );
    const broken = await startSandbox({ schemasDir: dir });
    try {
      const lead = await registeredLead(broken);
      const answers = [{ question: 'q', values: ['a'], version: '1', points: 1 }];
      const answer = await call(broken, 'questionnaire', {
        token: lead.token,
        form: { odpovede: JSON.stringify(answers) },
      });
      expect(answer.status).toBe(500);
      expect(answer.body.result).toBe('internal error');
      expect(broken.logs.some((line) => line.includes('scoring.json'))).toBe(true);
      expect((await call(broken, 'health')).status).toBe(200);
    } finally {
      await broken.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
