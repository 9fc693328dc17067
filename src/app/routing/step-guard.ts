import { matchPath } from 'react-router-dom';
import { type VerificationStatus, leadIdFromToken } from '../../api';
import { ROUTES, pathTo } from '../../flows/shared/routes/routes';

/** What the step guard knows when a navigation happens. */
export interface GuardInput {
  /** The path being entered. */
  to: string;
  /** The route name (see `route-table.ts`) the person comes from, or undefined on a first load. */
  from: string | undefined;
  hasAuthorizationToken: boolean;
  hasProfile: boolean;
  /** The profile's identity verification status; undefined while unknown (a reload still asking the provider). */
  verificationStatus?: VerificationStatus | undefined;
  /** The lead token, whose subject names the verification result page. */
  leadToken?: string | undefined;
}

// The provider takes documents and contracts only after identity verification succeeded (sandbox README).
const AFTER_VERIFICATION = [pathTo('documents-upload'), pathTo('contracts')];

/** Where a person goes who has not passed identity verification: to start it, or to its outcome once started. */
function verificationPage(status: VerificationStatus, leadToken: string | undefined): string {
  const leadId = leadToken ? leadIdFromToken(leadToken) : undefined;
  return status === 'none' || !leadId ? pathTo('start-verification') : pathTo('verification-result', { uuid: leadId });
}

// The update flow of existing clients and the questionnaire pages carry their own token in the address.
const ALWAYS_PASS = ['questionnaire-info', 'questionnaire-evaluation', 'investment-questionnaire', 'update-thank-you'];

/**
 * The step guard of SPEC §4: answers the path to redirect to, or undefined to let the navigation through.
 * The "comes from" rules keep the questionnaire and the child's data in their order: they can only be
 * entered from the step before them; documents and contracts come after a successful identity verification.
 */
export function guardRedirect({
  to,
  from,
  hasAuthorizationToken,
  hasProfile,
  verificationStatus,
  leadToken,
}: GuardInput): string | undefined {
  if (to === pathTo('questionnaire-evaluation') && from !== 'questionnaire') return pathTo('questionnaire-info');
  if (ALWAYS_PASS.some((part) => to.includes(part))) return undefined;
  // Documents and contracts wait for a successful identity verification. Without a profile the documents page
  // stays open as SPEC §2 says (no guard: a person may come back to it from an e-mail), its upload refused by
  // the provider until then.
  if (hasProfile && verificationStatus && verificationStatus !== 'success' && AFTER_VERIFICATION.includes(to)) {
    return verificationPage(verificationStatus, leadToken);
  }
  // SPEC §2: no guard on these two; the person returns to them from the identity provider or an e-mail.
  if (to === pathTo('documents-upload') || matchPath(ROUTES['verification-result'].path, to)) return undefined;
  if (!hasAuthorizationToken) return pathTo('landing');
  if (!hasProfile) return pathTo('login');
  if (to === pathTo('questionnaire') && from !== 'questionnaire-info') return pathTo('questionnaire-info');
  if (to === pathTo('child-personal-info') && from !== 'personal-info') return pathTo('personal-info');
  return undefined;
}
