import { requestOnboardingToken } from './request-onboarding-token';

let onLoad: Promise<void> | undefined;

/**
 * The landing page's token request made as the page loads (SPEC §2), before the app that renders the page has
 * been loaded (src/main.tsx loads it when the person first acts). The app takes it over instead of asking a
 * second time (src/app/shell/use-onboarding-token.ts).
 */
export function requestOnboardingTokenOnLoad(): Promise<void> {
  onLoad = requestOnboardingToken();
  return onLoad;
}

/** The request made on load, once: later visits of the landing page ask anew. */
export function takeOnboardingTokenOnLoad(): Promise<void> | undefined {
  const request = onLoad;
  onLoad = undefined;
  return request;
}
