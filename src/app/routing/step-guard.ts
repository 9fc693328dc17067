/** What the step guard knows when a navigation happens. */
export interface GuardInput {
  /** The path being entered. */
  to: string;
  /** The route name (see `route-table.ts`) the person comes from, or undefined on a first load. */
  from: string | undefined;
  hasAuthorizationToken: boolean;
  hasProfile: boolean;
}

// The update flow of existing clients and the questionnaire pages carry their own token in the address.
const ALWAYS_PASS = ['questionnaire-info', 'questionnaire-evaluation', 'investment-questionnaire', 'update-thank-you'];

/**
 * The step guard of SPEC §4: answers the path to redirect to, or undefined to let the navigation through.
 * The "comes from" rules keep the questionnaire and the child's data in their order: they can only be
 * entered from the step before them.
 */
export function guardRedirect({ to, from, hasAuthorizationToken, hasProfile }: GuardInput): string | undefined {
  if (to === '/steps/questionnaire-evaluation' && from !== 'questionnaire') return '/steps/questionnaire-info';
  if (ALWAYS_PASS.some((part) => to.includes(part))) return undefined;
  // SPEC §2: no guard on these two; the person returns to them from the identity provider or an e-mail.
  if (to === '/steps/documents-upload' || to.startsWith('/steps/verification-result/')) return undefined;
  if (!hasAuthorizationToken) return '/';
  if (!hasProfile) return '/login';
  if (to === '/steps/questionnaire' && from !== 'questionnaire-info') return '/steps/questionnaire-info';
  if (to === '/steps/child-personal-info' && from !== 'personal-info') return '/steps/personal-info';
  return undefined;
}
