import type { AnswerOf } from '../../api/types.ts';
import { isKnownCountry } from '../data/countries.ts';
import { assertLatin, isValidIban } from '../fields.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { fingerprintOf, idempotencyKeyOf, idempotent, withIdempotency } from '../idempotency.ts';
import { registeredLead } from '../principal.ts';
import { keepStepDefinition, stepDefinitionOf } from '../published-steps.ts';
import { readMultipart } from '../read-body.ts';
import { json, type Reply } from '../reply.ts';
import type { AddressRecord } from '../store.ts';
import { checkedFile, keepUpload } from '../upload-check.ts';

const TEXT_FIELDS = ['street', 'zip', 'city', 'country', 'taxResidency', 'bankAccountOwner', 'iban'] as const;

function textField(form: FormData, field: string): string {
  const value = form.get(field);
  if (value === null || value === '') throw fail(400, 'missing field', { field });
  if (typeof value !== 'string' || value.length > 200) throw fail(400, 'invalid field', { field });
  const trimmed = value.trim();
  if (trimmed === '') throw fail(400, 'missing field', { field });
  return trimmed;
}

/** Step 3: address, tax residency and bank account, with the scan of the bank statement (multipart). */
export const addressHandlers: HandlerGroup<'addressAndBankAccount'> = {
  addressAndBankAccount: async ({ req, services, principal }) => {
    const lead = registeredLead(principal);
    const key = idempotencyKeyOf(req);
    const form = await readMultipart(req);
    // A retry of the same press (same Idempotency-Key) answers as the first did; the scan is kept once.
    const request = idempotent(services, 'addressAndBankAccount', lead.id, key, await fingerprintOf(form));
    return withIdempotency(request, async (): Promise<Reply> => {
      const step = await stepDefinitionOf(services, 'addressAndBankAccount', form);
      const address = Object.fromEntries(TEXT_FIELDS.map((field) => [field, textField(form, field)])) as Record<
        (typeof TEXT_FIELDS)[number],
        string
      >;
      for (const field of ['street', 'city', 'bankAccountOwner'] as const) assertLatin(address[field], field);
      address.country = address.country.toUpperCase();
      if (!isKnownCountry(address.country)) throw fail(400, 'unknown country', { field: 'country' });
      address.iban = address.iban.replace(/\s/g, '').toUpperCase();
      if (!isValidIban(address.iban)) throw fail(400, 'invalid IBAN', { field: 'iban' });
      const scan = await checkedFile(form, 'scan_bank');
      if (!scan) throw fail(400, 'missing file', { field: 'scan_bank' });
      await keepUpload(services, lead.id, scan);
      lead.address = address satisfies AddressRecord;
      lead.referrerUrl = 3;
      keepStepDefinition(lead, step);
      const answer: AnswerOf<'addressAndBankAccount'> = { result: 'ok', client_owner: lead.clientOwner };
      return json(answer);
    });
  },
};
