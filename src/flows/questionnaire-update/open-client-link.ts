import { callApi, isApiError, keepAuthorizationToken } from '../../api';
import { sections } from '../questionnaire/sections';
import { clientSession } from './client-session';
import { prefillFrom } from './prefill';

/** No link token was given and none was exchanged before (a reload, or an address typed without one). */
export class MissingLinkError extends Error {
  override readonly name = 'MissingLinkError';
}

/**
 * Opens a client-zone link: exchanges the link token (when there is one) for the client-zone authorization
 * token, then fills the answers from the client's last questionnaire unless this update already has them.
 */
export async function openClientLink(linkToken: string | undefined): Promise<true> {
  if (linkToken) {
    const answer = await callApi('authentication', { body: { token: linkToken } });
    keepAuthorizationToken(answer);
    clientSession.start(answer.authorization_token);
  }
  const { token, answers } = clientSession.get();
  if (!token) throw new MissingLinkError();
  if (!answers) {
    const last = await callApi('lastQuestionnaire', { token });
    clientSession.update({ answers: prefillFrom(sections, last.answers) });
  }
  return true;
}

/** Whether a failure means the link itself is no good (unknown, expired, already used, or missing). */
export function isInvalidLink(error: unknown): boolean {
  if (error instanceof MissingLinkError) return true;
  return isApiError(error) && error.kind === 'http' && (error.status === 400 || error.status === 401 || error.status === 403 || error.status === 404);
}
