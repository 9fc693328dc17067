import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../src/definition/canonical-json.ts';

export const FIRST_PREVIOUS_HASH = '0'.repeat(64);

/** What an entry's hash covers: everything in the row but the hashes themselves. */
export interface HashedContent {
  id: number;
  at: Date;
  actor: string;
  action: string;
  subject: string;
  before: string | null;
  after: string | null;
  reason: string | null;
  detail: unknown;
}

/** SHA-256 (hex) of the previous entry's hash, a line break and this entry's canonical JSON. */
export function entryHash(previousHash: string, content: HashedContent): string {
  const canonical = canonicalJson({ ...content, at: content.at.toISOString(), detail: content.detail ?? null });
  return createHash('sha256').update(`${previousHash}\n${canonical}`).digest('hex');
}
