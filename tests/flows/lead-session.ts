import { callApi, keepLeadToken, requestOnboardingToken } from '../../src/api';
import type { RunningSandbox } from '../support/sandbox-server';

/** The seeded registered lead of the sandbox (src/sandbox/README.md). */
export const SEEDED_LEAD = { email: 'lead@sandbox.test', password: 'Sandbox123' };

/**
 * Brings the sandbox's seeded lead to the end of personal data through the provider API, as the earlier
 * screens would: onboarding token, login (lead token cookie), SMS code for the phone, personal info. Answers
 * the lead as the sandbox keeps it.
 */
export async function leadAfterPersonalInfo(
  sandbox: RunningSandbox,
  { childInvestment }: { childInvestment: boolean },
) {
  await requestOnboardingToken();
  keepLeadToken(await callApi('login', { body: SEEDED_LEAD }));
  const phone = '+421905123456';
  await callApi('sendSmsCode', { body: { phone } });
  const code = (await sandbox.lastMessageTo(phone))?.code ?? '';
  await callApi('verifySmsCode', { body: { phone, code } });
  await callApi('personalInfo', {
    body: {
      name: 'Mária',
      surname: 'Kováčová',
      birthdate: '1985-04-12',
      birthnumber: '855412/0003',
      idcard_no: 'EA123456',
      idcard_validity: '2035-12-31',
      nationality: 'SK',
      phone,
      politically_exposed_person: false,
      child_investment: childInvestment,
      intermediaryPerson: false,
      referred_by_client: false,
    },
  });
  const lead = [...sandbox.store.leads.values()].find((candidate) => candidate.email === SEEDED_LEAD.email);
  if (!lead) throw new Error('the seeded lead is missing');
  return lead;
}
