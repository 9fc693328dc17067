import { withSandbox } from '../../../tests/support/sandbox-server';
import { callApi } from '../call-api';
import { keepLeadToken } from '../session';
import { profileStore } from '../profile-store';
import { requestOnboardingToken } from '../request-onboarding-token';
import { restoreProfile } from '../restore-profile';

const sandboxOf = withSandbox();

beforeEach(() => profileStore.set(undefined));

describe('restoreProfile after a reload', () => {
  it('brings back what the later steps need: the child flag, the agent, the risk profile and the step', async () => {
    await requestOnboardingToken();
    const seeded = await sandboxOf().control<{ email: string; password: string }>('leads', {
      at: 'documents',
      child: true,
      intermediary: true,
      risk_profile_id: 3,
    });
    keepLeadToken(await callApi('login', { body: { email: seeded.email, password: seeded.password } }));
    profileStore.set(undefined); // what a reload leaves: the cookies only

    await restoreProfile();

    expect(profileStore.get()).toMatchObject({
      model: 'Leads',
      referrer_url: 5,
      verification_status: 'success',
      risk_profile_id: 3,
      client_owner: true,
      intermediary: true,
    });
  });

  it('keeps the profile from the cookie when the provider cannot be asked', async () => {
    await requestOnboardingToken();
    const seeded = await sandboxOf().control<{ email: string; password: string }>('leads', { at: 'contracts' });
    keepLeadToken(await callApi('login', { body: { email: seeded.email, password: seeded.password } }));
    profileStore.set(undefined);
    await sandboxOf().control('faults', { endpoint: 'verificationStatus', status: 500 });

    await restoreProfile();

    expect(profileStore.get()).toMatchObject({ referrer_url: 0, client_owner: false, intermediary: false });
  });

  it('restores nothing without the lead cookie', async () => {
    await restoreProfile();
    expect(profileStore.get()).toBeUndefined();
    expect(await sandboxOf().requestCount('verificationStatus')).toBe(0);
  });
});
