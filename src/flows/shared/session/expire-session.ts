import { forgetPersonalQueries, profileStore, revokeLeadToken } from '../../../api';
import { newStrategySession } from '../../new-strategy/new-strategy-session';
import { clientSession } from '../../questionnaire-update/client-session';
import { handOverLoginLink } from '../client-link/login-link';

/**
 * The session timed out (15 minutes without activity, OWASP ASVS V7.3): the tokens, the profile and whatever
 * the provider answered with them are forgotten, so the tab no longer acts for the person. What they typed
 * (drafts, chosen files, the verified phone) stays for the same lead only: their next login gives it back
 * (start-lead.ts), anyone else's login or "Open an account" ends it (end-session.ts).
 */
export function expireSession(): void {
  revokeLeadToken();
  profileStore.set(undefined);
  clientSession.clear();
  newStrategySession.clear();
  handOverLoginLink(undefined);
  forgetPersonalQueries();
}
