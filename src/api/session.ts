import { AUTH_COOKIE, LEAD_COOKIE, writeToken } from './cookies';
import { jwtClaims } from './jwt-claims';
import type { LeadTokenAnswer, TokenAnswer } from './types';

/**
 * Keeps the onboarding authorization token in its cookie. A client-zone token is never kept there: it stays in
 * the memory of the flow that exchanged its link, so the tab's login and registration keep their own token.
 */
export function keepAuthorizationToken(answer: TokenAnswer): void {
  writeToken(AUTH_COOKIE, answer.authorization_token);
}

/** Keeps the lead token an answer carries (send-email-code, login). */
export function keepLeadToken(answer: LeadTokenAnswer): void {
  writeToken(LEAD_COOKIE, answer.lead_token);
}

/** The lead id: the `sub` claim of the lead token (a JWT). Used in /steps/verification-result/{uuid}. */
export function leadIdFromToken(token: string): string | undefined {
  const sub = jwtClaims(token)?.sub;
  return typeof sub === 'string' ? sub : undefined;
}
