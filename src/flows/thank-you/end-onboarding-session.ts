import { profileStore } from '../../api';
import { endSession } from '../shared/session/end-session';

/**
 * Onboarding is complete: the session ends as on logout (src/flows/shared/session/end-session.ts), so the
 * next person at a shared computer finds nothing of it. The profile is the one thing kept while the thank-you
 * page is shown, because the step guard needs it there; `forgetProfileLater` drops it when the page is left.
 */
export function forgetOnboarding(): Promise<void> {
  return endSession({ keepProfile: true });
}

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Drops the profile once the thank-you page is gone. Deferred by a tick and cancelled by `keepProfile`, so
 * React's development double mount (unmount and mount again at once) does not log the person out on the
 * spot.
 */
export function forgetProfileLater(): void {
  clearTimeout(pending);
  pending = setTimeout(() => profileStore.set(undefined), 0);
}

/** Cancels a pending `forgetProfileLater` (the page is shown again). */
export function keepProfile(): void {
  clearTimeout(pending);
  pending = undefined;
}

/**
 * Ends the onboarding's session once the thank-you page has been drawn (a frame, then a task), not as it is shown:
 * ending it drops every screen kept for the session (about 950 components unmounted at once), which React did before
 * the page's first frame (issue 24: contracts to thank-you at 4x CPU). At once in a hidden tab, which draws no frames.
 * Answers the page's cleanup: the session is ended then if it was not yet, and the profile dropped later.
 */
export function endAfterFirstFrame(): () => void {
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    void forgetOnboarding();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame =
    typeof document !== 'undefined' && document.visibilityState === 'visible'
      ? requestAnimationFrame(() => {
          timer = setTimeout(end, 0);
        })
      : (end(), undefined);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    end();
    forgetProfileLater();
  };
}
