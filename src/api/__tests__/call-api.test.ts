import { withSandbox } from '../../../tests/support/sandbox-server';
import { ApiError } from '../api-error';
import { callApi } from '../call-api';
import { configureApi } from '../config';
import { AUTH_COOKIE, readToken } from '../cookies';
import { requestOnboardingToken } from '../request-onboarding-token';
import type { Lang } from '../types';

let lang: Lang = 'sk';
const sandboxOf = withSandbox(() => lang);
beforeEach(() => {
  lang = 'sk';
});

describe('callApi against the sandbox', () => {
  it('keeps the onboarding token in a cookie and sends it as the bearer token', async () => {
    await requestOnboardingToken();
    expect(readToken(AUTH_COOKIE)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const countries = await callApi('countries');
    expect(countries.find((c) => c.code === 'SK')?.name).toBe('Slovensko');
  });

  it('asks in the current language on every call', async () => {
    await requestOnboardingToken();
    lang = 'en';
    expect((await callApi('countries')).find((c) => c.code === 'SK')?.name).toBe('Slovakia');
    lang = 'bg';
    expect((await callApi('countries')).find((c) => c.code === 'SK')?.name).toBe('Словакия');
  });

  it('renews a refused onboarding token once and sends the request again, but never a refused password', async () => {
    const countries = await callApi('countries');
    expect(countries.find((c) => c.code === 'SK')?.name).toBe('Slovensko');
    expect(await sandboxOf().requestCount('countries')).toBe(2);
    expect(await sandboxOf().requestCount('onboardingToken')).toBe(1);
    await callApi('login', { body: { email: 'lead@sandbox.test', password: 'not-the-password' } }).catch(
      () => undefined,
    );
    expect(await sandboxOf().requestCount('login')).toBe(1);
  });

  it('sends a call refused after another call renewed the token again with that token, without renewing it twice', async () => {
    // The first call's refusal is held back (the provider's answer only delayed) until a second call has been
    // refused, renewed the token and gone through: as a list fetched ahead and a press racing on a slow network.
    const fetchAsSent = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = true;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args: Parameters<typeof fetch>) => {
      const response = await fetchAsSent(...args);
      if (holding && String(args[0]).includes('countries')) {
        holding = false;
        await held;
      }
      return response;
    });
    try {
      const late = callApi('countries');
      await expect.poll(() => holding).toBe(false);
      await callApi('countries');
      expect(await sandboxOf().requestCount('onboardingToken')).toBe(1);
      release();
      expect((await late).find((c) => c.code === 'SK')?.name).toBe('Slovensko');
      expect(await sandboxOf().requestCount('onboardingToken')).toBe(1);
      expect(await sandboxOf().requestCount('countries')).toBe(4);
    } finally {
      spy.mockRestore();
    }
  });

  it('turns a refused call into a typed ApiError that carries no token', async () => {
    // A refused token is renewed once (see call-api.ts); here the provider gives no new one, so the refusal stands.
    await sandboxOf().control('faults', { endpoint: 'onboardingToken', status: 503 });
    const failure = await callApi('countries').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    const error = failure as ApiError;
    expect(error).toMatchObject({ kind: 'http', status: 401, endpoint: 'countries', isClientError: true });
    expect(error.result).toBe('unauthorized');
    expect(error.message).toBe('countries: HTTP 401');
  });

  it('reads Retry-After from a rate limit', async () => {
    await requestOnboardingToken();
    const wrong = () =>
      callApi('login', { body: { email: 'nobody@example.com', password: 'wrong-one' } }).then(
        () => {
          throw new Error('login should fail');
        },
        (e: unknown) => e as ApiError,
      );
    // The provider slows logins down after 3 failures (src/sandbox/README.md).
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await wrong()).status).toBe(401);
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(300);
  });

  it('carries the provider message in each language', async () => {
    await requestOnboardingToken();
    const error = (await callApi('changeLostPassword', {
      body: { password: 'secret1', repeat_password: 'secret1', token: 'no-such-token' },
    }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.localizedMessage('sk')).toBeTruthy();
    expect(error.localizedMessage('en')).not.toBe(error.localizedMessage('sk'));
  });

  it('reports a call that hangs as a timeout', async () => {
    await requestOnboardingToken();
    await sandboxOf().control('faults', { endpoint: 'countries', hang: true });
    const error = (await callApi('countries', { timeoutMs: 300 }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'timeout', status: undefined });
  });

  it('reports an unreachable provider as a network error', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:9' });
    try {
      const error = (await callApi('health').catch((e: unknown) => e)) as ApiError;
      expect(error.kind).toBe('network');
    } finally {
      configureApi({ baseUrl: sandboxOf().baseUrl });
    }
  });
});
