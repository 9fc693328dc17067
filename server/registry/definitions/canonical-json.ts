import { createHash } from 'node:crypto';
import { canonicalJson } from '../audit/canonical-json.ts';

/**
 * A version's hash is taken of the audit log's canonical serialisation (keys sorted by UTF-16 code units at every
 * level, no whitespace), so one function decides what "the same content" means across the registry.
 */
export { canonicalJson };

/** SHA-256 of a text (UTF-8), lower-case hex. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** SHA-256 of a value's canonical serialisation. */
export const canonicalHash = (value: unknown): string => sha256Hex(canonicalJson(value));
