import { renewOnboardingToken } from './call-api';

/**
 * Asks the provider for the onboarding authorization token (landing page, SPEC §2) and keeps it in its cookie.
 * An aborted `signal` makes the caller stop waiting; the shared request itself goes on (its token is kept).
 */
export function requestOnboardingToken(signal?: AbortSignal): Promise<void> {
  const request = renewOnboardingToken();
  if (!signal) return request;
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    request.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
