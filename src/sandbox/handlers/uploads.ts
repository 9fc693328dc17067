import type { ResultAnswer } from '../../api/types.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { fingerprintOf, idempotencyKeyOf, idempotent, withIdempotency } from '../idempotency.ts';
import { sendMessage } from '../outbox.ts';
import { outboxTexts } from '../outbox-texts.ts';
import { registeredLead } from '../principal.ts';
import { keepStepDefinition, stepDefinitionOf } from '../published-steps.ts';
import { readMultipart } from '../read-body.ts';
import { json, type Reply } from '../reply.ts';
import { assertIdentityVerified } from '../step-order.ts';
import { type CheckedFile, checkedFile, keepUpload } from '../upload-check.ts';

const FILE_FIELDS = ['doc1_front', 'doc1_back', 'doc2_front', 'doc2_back', 'scan_bank', 'birth_certificate'] as const;

/**
 * Step 6: identity documents, bank scan and (for a child) birth certificate, plus the AML text. Only after
 * identity verification succeeded (409); a retry with the same Idempotency-Key answers the same, e-mails once.
 */
export const uploadHandlers: HandlerGroup<'uploadDocuments'> = {
  uploadDocuments: async ({ req, services, principal }) => {
    const lead = registeredLead(principal);
    const key = idempotencyKeyOf(req);
    const form = await readMultipart(req);
    const request = idempotent(services, 'uploadDocuments', lead.id, key, await fingerprintOf(form));
    return withIdempotency(request, async (): Promise<Reply> => {
      const step = await stepDefinitionOf(services, 'uploadDocuments', form);
      assertIdentityVerified(lead);
      const aml = form.get('aml_info');
      if (aml !== null && (typeof aml !== 'string' || aml.length > 5000)) {
        throw fail(400, 'invalid field', { field: 'aml_info' });
      }
      // Every file is checked before any is kept, so a refused request changes nothing.
      const files: CheckedFile[] = [];
      for (const field of FILE_FIELDS) {
        const file = await checkedFile(form, field);
        if (file) files.push(file);
      }
      const has = (field: string): boolean => files.some((file) => file.field === field);
      const kept = services.store.uploads.get(lead.id) ?? [];
      const required = [
        'doc1_front',
        'doc1_back',
        ...(kept.some((upload) => upload.field === 'scan_bank') ? [] : ['scan_bank']),
        ...(lead.clientOwner ? ['birth_certificate'] : []),
      ];
      const missing = required.find((field) => !has(field));
      if (missing) throw fail(400, 'missing file', { field: missing });
      for (const file of files) await keepUpload(services, lead.id, file);
      lead.amlInfo = typeof aml === 'string' ? aml : null;
      lead.referrerUrl = 6;
      keepStepDefinition(lead, step);
      const names = files.map((file) => file.field).join(', ');
      sendMessage(services, {
        channel: 'email',
        to: lead.email,
        lang: lead.lang,
        ...outboxTexts.documentsSent(lead.lang, { files: names }),
      });
      return json({ result: 'ok' } satisfies ResultAnswer);
    });
  },
};
