import type { ResultAnswer } from '../../api/types.ts';
import { documentUrl, intermediaryDocuments, ownDocuments } from '../data/documents.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { fingerprintOf, idempotencyKeyOf, idempotent, withIdempotency } from '../idempotency.ts';
import { sendMessage } from '../outbox.ts';
import { outboxTexts } from '../outbox-texts.ts';
import { registeredLead } from '../principal.ts';
import { keepStepDefinition, stepDefinitionOf } from '../published-steps.ts';
import { readJsonObject } from '../read-body.ts';
import { json } from '../reply.ts';
import { assertDocumentsUploaded, assertIdentityVerified } from '../step-order.ts';

/**
 * Step 7 done: the signed contracts are concluded and e-mailed. Only after identity verification and the
 * documents (409), once signed (400); a retry with the same Idempotency-Key answers the same and e-mails once.
 */
export const contractHandlers: HandlerGroup<'contract'> = {
  contract: async ({ req, services, principal, lang, origin }) => {
    const lead = registeredLead(principal);
    const key = idempotencyKeyOf(req);
    const body = await readJsonObject(req);
    const request = idempotent(services, 'contract', lead.id, key, await fingerprintOf(body));
    return withIdempotency(request, async () => {
      const step = await stepDefinitionOf(services, 'contract', body);
      assertIdentityVerified(lead);
      assertDocumentsUploaded(services, lead);
      if (!lead.signed.own || (lead.intermediaryPerson && !lead.signed.sfa)) throw fail(400, 'contract not signed');
      lead.lang = lang;
      const documents = [...ownDocuments(lang), ...(lead.intermediaryPerson ? intermediaryDocuments(lang) : [])];
      const links = documents.map((document) => `${origin}${documentUrl(document.id, lang)}`);
      const list = documents.map((document, index) => `- ${document.name}: ${links[index] ?? ''}`).join('\n');
      sendMessage(services, {
        channel: 'email',
        to: lead.email,
        lang,
        ...outboxTexts.contractsSent(lang, { list }),
        links,
      });
      lead.contractSentAt = services.now();
      lead.referrerUrl = 7;
      keepStepDefinition(lead, step);
      return json({ result: 'ok' } satisfies ResultAnswer);
    });
  },
};
