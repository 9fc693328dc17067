import { callApi, isApiError } from '../../../api';

/** No link token was given and none was exchanged before (a reload, or an address typed without one). */
export class MissingLinkError extends Error {
  override readonly name = 'MissingLinkError';
}

/**
 * Exchanges an e-mailed client-zone link token for the client-zone authorization token and answers that token,
 * which the flow keeps in memory only (never the authorization cookie: it would replace the onboarding token
 * this tab's login, registration and password reset need). The link token goes to the provider's
 * `authentication` call only.
 */
export async function exchangeLinkToken(linkToken: string): Promise<string> {
  const answer = await callApi('authentication', { body: { token: linkToken } });
  return answer.authorization_token;
}

/** Whether the provider refused the link because it was opened before (a link works once). */
export function isUsedLink(error: unknown): boolean {
  return isApiError(error) && error.result === 'link already used';
}

/** Whether a failure means the link itself is no good (unknown, expired, already used, or missing). */
export function isInvalidLink(error: unknown): boolean {
  if (error instanceof MissingLinkError) return true;
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    (error.status === 400 || error.status === 401 || error.status === 403 || error.status === 404)
  );
}
