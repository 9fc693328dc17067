import { randomUUID } from 'node:crypto';
import type { LeadTokenAnswer, ResultAnswer } from '../../api/types';
import { assertCodeOk } from '../code-answer';
import { checkCode, issueCode } from '../codes';
import { emailField, requiredString } from '../fields';
import type { HandlerGroup } from '../handler-context';
import { fail } from '../http-error';
import { sendMessage } from '../outbox';
import { outboxTexts } from '../outbox-texts';
import { readJsonObject } from '../read-body';
import { json } from '../reply';
import { newLead } from '../seed';
import { findAccount } from '../store';
import { LEAD_TOKEN_TTL_S } from './auth';

/** The first step: an e-mail code creates a lead, verifying it lets the lead register. */
export const emailCodeHandlers: HandlerGroup<'sendEmailCode' | 'verifyEmailCode'> = {
  sendEmailCode: async ({ req, services, lang }) => {
    const body = await readJsonObject(req);
    const email = emailField(body);
    if (findAccount(services.store, email)) throw fail(409, 'e-mail already registered', { field: 'email' });
    // A new lead every time: handing out the token of an earlier, unregistered lead with the same e-mail would
    // let anyone who knows the address take over a registration in progress.
    const lead = newLead(randomUUID(), email, services);
    lead.lang = lang;
    services.store.leads.set(lead.id, lead);
    const code = issueCode(services, 'email', lead.id, email);
    sendMessage(services, { channel: 'email', to: email, lang, ...outboxTexts.emailCode(lang, { code }), code });
    const answer: LeadTokenAnswer = { lead_token: services.tokens.issue(lead.id, 'lead', LEAD_TOKEN_TTL_S) };
    return json(answer);
  },

  verifyEmailCode: async ({ req, services, principal }) => {
    const body = await readJsonObject(req);
    const email = emailField(body);
    const code = requiredString(body, 'code', 20);
    const { lead } = principal;
    assertCodeOk(checkCode(services, 'email', lead.id, email, code));
    lead.emailVerified = true;
    return json({ result: 'true' } satisfies ResultAnswer);
  },
};
