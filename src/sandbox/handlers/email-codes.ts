import { randomUUID } from 'node:crypto';
import type { LeadTokenAnswer, ResultAnswer } from '../../api/types.ts';
import { assertCodeOk } from '../code-answer.ts';
import { takeCodeQuota } from '../code-quota.ts';
import { checkCode, issueCode } from '../codes.ts';
import { emailField, requiredString } from '../fields.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { sendMessage } from '../outbox.ts';
import { outboxTexts } from '../outbox-texts.ts';
import { sourceOf } from '../rate-limit.ts';
import { readJsonObject } from '../read-body.ts';
import { json } from '../reply.ts';
import { newLead } from '../seed.ts';
import { findAccount } from '../store.ts';
import { LEAD_TOKEN_TTL_S } from './auth.ts';

/** The first step: an e-mail code creates a lead, verifying it lets the lead register. */
export const emailCodeHandlers: HandlerGroup<'sendEmailCode' | 'verifyEmailCode'> = {
  sendEmailCode: async ({ req, services, lang, origin }) => {
    const body = await readJsonObject(req);
    const email = emailField(body);
    // Every send makes a new lead, so the e-mail stands for the lead as the owner of the codes.
    takeCodeQuota(services, { purpose: 'email', owner: email, target: email, source: sourceOf(req) });
    // A new lead every time: handing out the token of an earlier, unregistered lead with the same e-mail would
    // let anyone who knows the address take over a registration in progress.
    const lead = newLead(randomUUID(), email, services);
    lead.lang = lang;
    services.store.leads.set(lead.id, lead);
    // The same answer for a registered e-mail (no account enumeration, OWASP ASVS V6.3.8): its owner gets an e-mail
    // saying the account exists, with links to log in and to reset the password, and no code, so this lead can
    // never register.
    if (findAccount(services.store, email)) {
      const links = [`${origin}/login`, `${origin}/forgot-password`];
      sendMessage(services, {
        channel: 'email',
        to: email,
        lang,
        ...outboxTexts.accountExists(lang, { login: links[0] ?? '', reset: links[1] ?? '' }),
        links,
      });
    } else {
      const code = issueCode(services, 'email', lead.id, email);
      sendMessage(services, { channel: 'email', to: email, lang, ...outboxTexts.emailCode(lang, { code }), code });
    }
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
