import { callApi } from './call-api';
import { LEAD_COOKIE, clearToken, readToken } from './cookies';

/**
 * Ends the lead token: the provider revokes it (logout endpoint, so a copy left anywhere opens nothing) and
 * its cookie goes. The revocation is not waited for: the tab forgets the token at once, whether or not the
 * provider could be reached.
 */
export function revokeLeadToken(): void {
  const token = readToken(LEAD_COOKIE);
  clearToken(LEAD_COOKIE);
  if (token) callApi('logout', { token }).catch(() => undefined);
}
