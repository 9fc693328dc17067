import { withSandbox } from '../../../tests/support/sandbox-server';
import { apiQueryOptions } from '../api-query-options';
import { createQueryClient } from '../query-client';
import { requestOnboardingToken } from '../request-onboarding-token';

const sandboxOf = withSandbox(() => 'en');

// The same client the app uses, with TanStack's backoff shortened so the test does not wait seconds.
function queryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 10 } });
  return client;
}

describe('query retries', () => {
  it('retry a provider failure (5xx) and then succeed', async () => {
    await requestOnboardingToken();
    await sandboxOf().control('faults', { endpoint: 'strategies', status: 503, times: 2 });
    const strategies = await queryClient().fetchQuery(apiQueryOptions('strategies', { lang: 'en' }));
    expect(strategies.map((s) => s.slug).sort()).toEqual(['balanced', 'conservative', 'dynamic', 'sovereign_bonds']);
    expect(await sandboxOf().requestCount('strategies')).toBe(3);
  });

  it('give up after three retries of a lasting failure', async () => {
    await requestOnboardingToken();
    await sandboxOf().control('faults', { endpoint: 'strategies', status: 500, times: 10 });
    await expect(queryClient().fetchQuery(apiQueryOptions('strategies', { lang: 'en' }))).rejects.toMatchObject({
      status: 500,
    });
    expect(await sandboxOf().requestCount('strategies')).toBe(4);
  });

  it('never repeat a refused request (4xx)', async () => {
    await sandboxOf().control('faults', { endpoint: 'riskProfiles', status: 403, times: 10 });
    await expect(queryClient().fetchQuery(apiQueryOptions('riskProfiles'))).rejects.toMatchObject({ status: 403 });
    expect(await sandboxOf().requestCount('riskProfiles')).toBe(1);
  });
});
