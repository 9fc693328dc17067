import { useEffect } from 'react';
import { AUTH_COOKIE, readToken, requestOnboardingToken, takeOnboardingTokenOnLoad } from '../../api';
import { useErrorToast } from '../toasts/use-error-toast';

/**
 * Asks for the onboarding authorization token: on every visit of the landing page (SPEC §2), and on another page
 * (a bookmarked /registration, a reset link) when there is none. A request the page made as it loaded, before
 * the app (src/main.tsx), is taken over instead of asking again.
 */
export function useOnboardingToken(isLanding: boolean): void {
  const showError = useErrorToast();
  useEffect(() => {
    const onLoad = takeOnboardingTokenOnLoad();
    if (!onLoad && !isLanding && readToken(AUTH_COOKIE)) return;
    const controller = new AbortController();
    (onLoad ?? requestOnboardingToken(controller.signal)).catch((error: unknown) => {
      if (!controller.signal.aborted) showError(error);
    });
    return () => controller.abort();
  }, [isLanding, showError]);
}
