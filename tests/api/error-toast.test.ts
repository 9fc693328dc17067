import bg from '../../locales/bg/errors.json';
import en from '../../locales/en/errors.json';
import sk from '../../locales/sk/errors.json';
import { ApiError, type ErrorToast, callApi, errorToast, keepLeadToken, requestOnboardingToken } from '../../src/api';
import { withSandbox } from '../support/sandbox-server';

const texts = { sk, en, bg } as const;
const sandboxOf = withSandbox(() => 'sk');
beforeEach(() => requestOnboardingToken());

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as ApiError,
  );

/** The Slovak text a person would read for a toast. */
function shown(toast: ErrorToast) {
  const key = (k: string) => k.replace(/^errors\./, '') as keyof typeof sk;
  return { title: sk[key(toast.titleKey)], text: toast.text ?? sk[key(toast.textKey ?? '')] };
}

describe('the error catalogue (SPEC §8)', () => {
  it('names only texts that exist in sk, en and bg', () => {
    const keys = Object.keys(sk);
    expect(Object.keys(en).sort()).toEqual([...keys].sort());
    expect(Object.keys(bg).sort()).toEqual([...keys].sort());
    for (const lang of ['sk', 'en', 'bg'] as const)
      for (const key of keys) expect(texts[lang][key as keyof typeof sk]).not.toBe('');
  });

  it('shows the login rate limit text after too many wrong passwords', async () => {
    const login = () => failureOf(callApi('login', { body: { email: 'x@example.com', password: 'bad-password' } }));
    const wrong = await login();
    expect(shown(errorToast(wrong, 'sk')).text).toBe('Zadali ste nesprávny e-mail alebo heslo.');
    for (let i = 0; i < 2; i += 1) await login();
    // The provider slows logins down (5 s after 3 failures) instead of locking out: the toast says how long.
    const slowed = shown(errorToast(await login(), 'sk'));
    expect(slowed).toEqual({
      title: 'Prihlásenie sa nepodarilo',
      text: 'Príliš veľa neúspešných pokusov o prihlásenie. Z bezpečnostných dôvodov to skúste znova o {{seconds}} s.',
    });
    expect(errorToast(await login(), 'sk').textValues).toEqual({ seconds: 5 });
  });

  it('tells an expired session apart from a wrong password on login', async () => {
    await sandboxOf().control('clock', { advanceMs: 61 * 60_000 });
    // The app renews an expired onboarding token once; the provider refusing a new one leaves the session expired.
    await sandboxOf().control('faults', { endpoint: 'onboardingToken', status: 503 });
    const error = await failureOf(callApi('login', { body: { email: 'lead@sandbox.test', password: 'Sandbox123' } }));
    expect(error.status).toBe(401);
    expect(shown(errorToast(error, 'sk')).text).toBe('Vaše prihlásenie vypršalo. Prihláste sa, prosím, znova.');
  });

  it('shows the password recovery rate limit text on forgot-password', async () => {
    let last: ApiError | undefined;
    for (let i = 0; i < 6 && !last; i += 1) {
      last = await callApi('forgotPassword', { body: { email: 'x@example.com' } }).then(
        () => undefined,
        (e: unknown) => e as ApiError,
      );
    }
    expect(last?.status).toBe(429);
    expect(shown(errorToast(last, 'sk')).text).toMatch(/^Prekročili ste počet pokusov pre obnovu hesla/);
  });

  it('says how long to wait after a rate limit on a form, from the provider’s Retry-After, not SPEC’s login text', async () => {
    await sandboxOf().control('faults', { endpoint: 'countries', status: 429, retry_after: 90 });
    const error = await failureOf(callApi('countries'));
    expect(error.retryAfterSeconds).toBe(90);
    const toast = errorToast(error, 'sk');
    expect(toast).toMatchObject({
      titleKey: 'errors.title',
      textKey: 'errors.tooManyRequests',
      textValues: { minutes: 2 },
    });
    expect(sk.tooManyRequests.replace('{{minutes}}', '2')).toBe(
      'Odoslali ste príliš veľa požiadaviek za krátky čas. Skúste to znova o 2 min.',
    );
    // Without Retry-After: no number of minutes is made up.
    const bare = errorToast(new ApiError({ endpoint: 'questionnaire', kind: 'http', status: 429 }), 'sk');
    expect(shown(bare).text).toBe('Odoslali ste príliš veľa požiadaviek za krátky čas. Skúste to znova o chvíľu.');
    // Signing keeps SPEC §8's own title and text.
    const signing = errorToast(
      new ApiError({ endpoint: 'verifySignCode', kind: 'http', status: 429, retryAfterSeconds: 30 }),
      'sk',
    );
    expect(shown(signing)).toEqual({
      title: sk.signPortfolioFailed,
      text: 'Prekročili ste maximálny počet pokusov o prihlásenie. Skúste to znova o 5 minút.',
    });
  });

  it('shows the wrong-code text for a wrong e-mail code', async () => {
    keepLeadToken(await callApi('sendEmailCode', { body: { email: 'code@example.com' } }));
    const sent = await sandboxOf().lastMessageTo('code@example.com');
    const wrongCode = sent?.code === '000000' ? '111111' : '000000';
    const error = await failureOf(callApi('verifyEmailCode', { body: { email: 'code@example.com', code: wrongCode } }));
    expect(shown(errorToast(error, 'sk'))).toEqual({
      title: 'Chyba pri overení e-mailu',
      text: 'Zadali ste nesprávny kód',
    });
  });

  it('shows the not-authorized text for a reset link that is not valid', async () => {
    const error = await failureOf(
      callApi('changeLostPassword', { body: { password: 'secret1', repeat_password: 'secret1', token: 'forged' } }),
    );
    expect(errorToast(error, 'sk')).toMatchObject({
      titleKey: 'errors.passwordChangeFailed',
      textKey: 'errors.notAuthorized',
    });
  });

  it('shows the provider’s own localized message when it sends one', async () => {
    const sentToken = await sandboxOf().control<{ links?: unknown }>('clients', {});
    expect(sentToken).toBeTruthy();
    const error = await failureOf(
      callApi('changeLostPassword', { body: { password: '123', repeat_password: '123', token: 'forged' } }),
    );
    const toast = errorToast(error, 'sk');
    expect(toast.titleKey).toBe('errors.passwordChangeFailed');
  });

  it('falls back to the generic error for a provider failure without a message', async () => {
    await sandboxOf().control('faults', { endpoint: 'countries', status: 502 });
    const error = await failureOf(callApi('countries'));
    const toast = errorToast(error, 'sk');
    expect(shown(toast).title).toBe('Vyskytla sa chyba');
  });

  it('explains a timeout and an offline browser without losing what was typed', async () => {
    await sandboxOf().control('faults', { endpoint: 'countries', hang: true });
    const timeout = await failureOf(callApi('countries', { timeoutMs: 200 }));
    expect(errorToast(timeout, 'sk').textKey).toBe('errors.timeout');
    expect(errorToast(new TypeError('Failed to fetch'), 'sk').textKey).toBe('errors.generic');
  });
});
