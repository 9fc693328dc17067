import type { ResultAnswer } from '../../api/types.ts';
import { documentUrl, intermediaryDocuments, ownDocuments } from '../data/documents.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { sendMessage } from '../outbox.ts';
import { outboxTexts } from '../outbox-texts.ts';
import { registeredLead } from '../principal.ts';
import { readJsonObject } from '../read-body.ts';
import { json } from '../reply.ts';

/** Step 7 done: the signed contracts are concluded and e-mailed. */
export const contractHandlers: HandlerGroup<'contract'> = {
  contract: async ({ req, services, principal, lang, origin }) => {
    const lead = registeredLead(principal);
    await readJsonObject(req);
    if (!lead.signed.own || (lead.intermediaryPerson && !lead.signed.sfa)) throw fail(400, 'contract not signed');
    lead.lang = lang;
    const documents = [...ownDocuments(lang), ...(lead.intermediaryPerson ? intermediaryDocuments(lang) : [])];
    const links = documents.map((document) => `${origin}${documentUrl(document.id, lang)}`);
    const list = documents.map((document, index) => `- ${document.name}: ${links[index] ?? ''}`).join('\n');
    sendMessage(services, { channel: 'email', to: lead.email, lang, ...outboxTexts.contractsSent(lang, { list }), links });
    lead.contractSentAt = services.now();
    lead.referrerUrl = 7;
    return json({ result: 'ok' } satisfies ResultAnswer);
  },
};
