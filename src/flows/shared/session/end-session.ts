import { LEAD_COOKIE, forgetPersonalQueries, profileStore, readToken, revokeLeadToken } from '../../../api';
import { newStrategySession } from '../../new-strategy/new-strategy-session';
import { clientSession } from '../../questionnaire-update/client-session';
import { handOverLoginLink } from '../client-link/login-link';
import { draftStore } from '../draft-store';
import { sessionFiles } from './session-files';
import { verifiedTargets } from './verified-targets';

export interface EndSessionOptions {
  /** The thank-you page still needs the profile for its guard; it drops it when left. */
  keepProfile?: boolean;
  /**
   * The session timed out (15 minutes without activity, OWASP ASVS V7.3): the tokens, the profile and whatever the
   * provider answered with them go, so the tab no longer acts for the person; what they typed (drafts, chosen
   * files, the verified phone) stays for the same lead only: their next login gives it back (start-lead.ts), anyone
   * else's login or "Open an account" ends it.
   */
  keepTyped?: boolean;
}

/**
 * Ends the person's session in this tab (its lead token revoked at the provider too): the one place that knows
 * everything a session holds, so nothing of
 * one person is left for the next on a shared computer. The lead token cookie, the profile, the drafts (in
 * memory and sealed in storage, with the tab's key), the chosen files, the verified e-mail and phone, an
 * existing client's update and new-strategy links (with their client-zone tokens) and every answer the
 * provider gave with a person's token. The onboarding token (the app's, not the person's) stays.
 *
 * Called on logout, when another lead starts in the tab (login, a new e-mail code), on the thank-you page,
 * on "Open an account", and when the session times out (`keepTyped`).
 */
export function endSession(options: EndSessionOptions = {}): Promise<void> {
  revokeLeadToken();
  if (!options.keepProfile) profileStore.set(undefined);
  clientSession.clear();
  newStrategySession.clear();
  handOverLoginLink(undefined);
  forgetPersonalQueries();
  if (options.keepTyped) return Promise.resolve();
  sessionFiles.clear();
  verifiedTargets.clear();
  return draftStore.clear();
}

/**
 * Whether the tab holds nothing of a person that a screen shows: no lead token, profile, draft, chosen file or verified
 * e-mail or phone. The landing page renders the registration ahead only then (screen-ahead.ts): "Open an account"
 * ends the session before it shows that screen, and ending it then changes nothing the screen shows.
 */
export const holdsNoOne = (): boolean =>
  !readToken(LEAD_COOKIE) &&
  !profileStore.get() &&
  draftStore.empty() &&
  sessionFiles.size === 0 &&
  verifiedTargets.none();
