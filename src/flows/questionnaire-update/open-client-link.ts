import { callApi } from '../../api';
import { MissingLinkError, exchangeLinkToken } from '../shared/client-link/exchange-link-token';
import { sections } from '../questionnaire/sections';
import { clientSession } from './client-session';
import { prefillFrom } from './prefill';

/**
 * Opens a questionnaire-update link: exchanges the link token (when there is one) for the client-zone
 * authorization token, then fills the answers from the client's last questionnaire unless this update already
 * has them.
 */
export async function openClientLink(linkToken: string | undefined): Promise<true> {
  if (linkToken) clientSession.start(await exchangeLinkToken(linkToken));
  const { token, answers } = clientSession.get();
  if (!token) throw new MissingLinkError();
  if (!answers) {
    const last = await callApi('lastQuestionnaire', { token });
    clientSession.update({ answers: prefillFrom(sections, last.answers) });
  }
  return true;
}
