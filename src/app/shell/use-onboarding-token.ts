import { useEffect } from 'react';
import { AUTH_COOKIE, readToken, requestOnboardingToken, takeOnboardingTokenOnLoad } from '../../api';
import { useErrorToast } from '../toasts/use-error-toast';

/**
 * Asks for the onboarding authorization token when a person arrives on another page than the landing page
 * (a bookmarked /registration, a reset link) without one; the landing page asks on every visit itself. A
 * request the page made as it loaded, before the app (src/main.tsx), is taken over instead of asking again.
 */
export function useOnboardingToken(isLanding: boolean): void {
  const showError = useErrorToast();
  useEffect(() => {
    if (isLanding) return;
    const onLoad = takeOnboardingTokenOnLoad();
    if (!onLoad && readToken(AUTH_COOKIE)) return;
    const controller = new AbortController();
    (onLoad ?? requestOnboardingToken(controller.signal)).catch((error: unknown) => {
      if (!controller.signal.aborted) showError(error);
    });
    return () => controller.abort();
  }, [isLanding, showError]);
}
