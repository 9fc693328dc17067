import type { ResultAnswer } from '../../api/types.ts';
import { assertCodeOk } from '../code-answer.ts';
import { takeCodeQuota } from '../code-quota.ts';
import { checkCode, issueCode } from '../codes.ts';
import { phoneField, requiredString } from '../fields.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { sendMessage } from '../outbox.ts';
import { outboxTexts } from '../outbox-texts.ts';
import { registeredLead } from '../principal.ts';
import { readJsonObject } from '../read-body.ts';
import { json } from '../reply.ts';

/** The phone check of the personal-info step. */
export const smsCodeHandlers: HandlerGroup<'sendSmsCode' | 'verifySmsCode'> = {
  sendSmsCode: async ({ req, services, principal }) => {
    const lead = registeredLead(principal);
    const phone = phoneField(await readJsonObject(req));
    takeCodeQuota(services, { purpose: 'sms', owner: lead.id, target: phone });
    const code = issueCode(services, 'sms', lead.id, phone);
    sendMessage(services, {
      channel: 'sms',
      to: phone,
      lang: lead.lang,
      ...outboxTexts.smsCode(lead.lang, { code }),
      code,
    });
    return json({ result: 'ok' } satisfies ResultAnswer);
  },

  verifySmsCode: async ({ req, services, principal }) => {
    const lead = registeredLead(principal);
    const body = await readJsonObject(req);
    const phone = phoneField(body);
    const code = requiredString(body, 'code', 20);
    assertCodeOk(checkCode(services, 'sms', lead.id, phone, code));
    lead.verifiedPhone = phone;
    return json({ result: 'true' } satisfies ResultAnswer);
  },
};
