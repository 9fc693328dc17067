import { callApi } from '../../api';
import { MissingLinkError, exchangeLinkToken } from '../shared/client-link/exchange-link-token';
import { newStrategySession } from './new-strategy-session';

/**
 * Opens a new-strategy link: exchanges the link token (when there is one) for the client-zone token, then
 * reads the client's risk profile from the last signed questionnaire, so strategies riskier than it are flagged
 * (MiFID II suitability) as for a prospect.
 */
export async function openNewStrategyLink(linkToken: string | undefined): Promise<true> {
  if (linkToken) newStrategySession.start(await exchangeLinkToken(linkToken));
  const { token, riskProfileId } = newStrategySession.get();
  if (!token) throw new MissingLinkError();
  if (riskProfileId === undefined) {
    const last = await callApi('lastQuestionnaire', { token });
    newStrategySession.update({ riskProfileId: last.risk_profile_id });
  }
  return true;
}
