import { callApi } from './call-api';
import { apiConfig } from './config';
import { keepAuthorizationToken } from './session';

/** Asks the provider for the onboarding authorization token (landing page, SPEC §2) and keeps it in its cookie. */
export async function requestOnboardingToken(signal?: AbortSignal): Promise<void> {
  const answer = await callApi('onboardingToken', { body: apiConfig().onboardingClient, signal });
  keepAuthorizationToken(answer);
}
