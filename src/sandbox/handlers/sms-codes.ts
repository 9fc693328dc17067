import type { ResultAnswer } from '../../api/types';
import { assertCodeOk } from '../code-answer';
import { checkCode, issueCode } from '../codes';
import { phoneField, requiredString } from '../fields';
import type { HandlerGroup } from '../handler-context';
import { sendMessage } from '../outbox';
import { outboxTexts } from '../outbox-texts';
import { registeredLead } from '../principal';
import { readJsonObject } from '../read-body';
import { json } from '../reply';

/** The phone check of the personal-info step. */
export const smsCodeHandlers: HandlerGroup<'sendSmsCode' | 'verifySmsCode'> = {
  sendSmsCode: async ({ req, services, principal }) => {
    const lead = registeredLead(principal);
    const phone = phoneField(await readJsonObject(req));
    const code = issueCode(services, 'sms', lead.id, phone);
    sendMessage(services, { channel: 'sms', to: phone, lang: lead.lang, ...outboxTexts.smsCode(lead.lang, { code }), code });
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
