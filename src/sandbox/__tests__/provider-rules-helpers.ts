import { call, control, lastCode, onboardingToken, type TestSandbox } from './helpers.ts';

export interface SeededAt {
  id: string;
  email: string;
  password: string;
  phone: string;
  token: string;
}

/** A lead the sandbox brought to step `at` (POST /sandbox/leads), logged in. */
export async function seededAt(t: TestSandbox, at: string, extra: Record<string, unknown> = {}): Promise<SeededAt> {
  const seeded = await control<Omit<SeededAt, 'token'>>(t, 'POST', 'leads', { at, ...extra });
  expect(seeded.status).toBe(201);
  const login = await call(t, 'login', {
    token: await onboardingToken(t),
    json: { email: seeded.body.email, password: seeded.body.password },
  });
  expect(login.status).toBe(200);
  return { ...seeded.body, token: login.body.lead_token };
}

/** Signs the portfolio management agreement with its SMS code. */
export async function signPortfolio(t: TestSandbox, lead: SeededAt): Promise<void> {
  expect((await call(t, 'sendSignCode', { token: lead.token, json: {} })).status).toBe(200);
  const verified = await call(t, 'verifySignCode', {
    token: lead.token,
    json: { code: await lastCode(t, lead.phone) },
  });
  expect(verified.body).toEqual({ result: 'true' });
}
