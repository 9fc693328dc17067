import { AUTH_COOKIE, readToken, requestOnboardingToken } from '../../api';

/**
 * Makes sure the onboarding authorization token is there before a call that needs it, then answers `data`
 * unchanged. The shell asks for the token when a page opens, but its cookie ends after an hour: a person who
 * left the login page open that long would otherwise be refused as if the password were wrong.
 */
export async function withAppToken<T>(data: T): Promise<T> {
  if (!readToken(AUTH_COOKIE)) await requestOnboardingToken();
  return data;
}
