import { callApi } from '../../api';
import { MissingLinkError, exchangeLinkToken } from '../shared/client-link/exchange-link-token';
import { takeLoginLink } from '../shared/client-link/login-link';
import { clientSession } from './client-session';

/**
 * Opens a questionnaire-update link: exchanges the link token (the address's, else the one an existing client's
 * login answered) for the client-zone authorization token, then reads the client's last questionnaire unless this
 * update already has it. Its answers fill the sections once their versions are pinned (pinned-update.ts).
 */
export async function openClientLink(linkToken: string | undefined): Promise<true> {
  const link = linkToken ?? takeLoginLink();
  if (link) clientSession.start(await exchangeLinkToken(link));
  const { token, answers, lastAnswers } = clientSession.get();
  if (!token) throw new MissingLinkError();
  if (!answers && !lastAnswers) {
    const last = await callApi('lastQuestionnaire', { token });
    clientSession.update({
      lastAnswers: last.answers,
      last: { risk_profile_id: last.risk_profile_id, filled_at: last.filled_at },
    });
  }
  return true;
}
