import { fail } from './http-error.ts';
import type { Services } from './services.ts';
import type { Lead } from './store.ts';

/** The identity documents upload-documents requires; the bank scan may have come with the address instead. */
const IDENTITY_DOCUMENTS = ['doc1_front', 'doc1_back'] as const;

/** Step order: documents and contracts only after the identity provider said `success` (409 otherwise). */
export function assertIdentityVerified(lead: Lead): void {
  if (lead.verificationStatus !== 'success') throw fail(409, 'verification required');
}

/** Step order: the contract only after the identity documents were uploaded (409 otherwise). */
export function assertDocumentsUploaded(services: Services, lead: Lead): void {
  const kept = services.store.uploads.get(lead.id) ?? [];
  if (!IDENTITY_DOCUMENTS.every((field) => kept.some((upload) => upload.field === field)))
    throw fail(409, 'documents required');
}
