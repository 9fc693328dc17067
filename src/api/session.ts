import { AUTH_COOKIE, LEAD_COOKIE, clearToken, writeToken } from './cookies';
import type { LeadTokenAnswer, TokenAnswer } from './types';

/** Keeps the authorization token an answer carries (onboarding token, client-zone exchange). */
export function keepAuthorizationToken(answer: TokenAnswer): void {
  writeToken(AUTH_COOKIE, answer.authorization_token);
}

/** Keeps the lead token an answer carries (send-email-code, login). */
export function keepLeadToken(answer: LeadTokenAnswer): void {
  writeToken(LEAD_COOKIE, answer.lead_token);
}

/** Forgets the lead token (the session ends: src/flows/shared/session/end-session.ts). */
export function forgetLeadToken(): void {
  clearToken(LEAD_COOKIE);
}

/** The lead id: the `sub` claim of the lead token (a JWT). Used in /steps/verification-result/{uuid}. */
export function leadIdFromToken(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (claims && typeof claims === 'object' && 'sub' in claims && typeof claims.sub === 'string') return claims.sub;
  } catch {
    // Not a JWT: no id to show.
  }
  return undefined;
}
