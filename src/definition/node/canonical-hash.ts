import { createHash } from 'node:crypto';
import { canonicalJson } from '../canonical-json.ts';

/**
 * A definition version's hash and an audit entry's are taken of one canonical serialisation (keys sorted by UTF-16
 * code units at every level, no whitespace), so one function decides what "the same content" means for the
 * registry, its audit log and the sandbox that checks the hashes answers name.
 */
export { canonicalJson };

/** SHA-256 of a text (UTF-8), lower-case hex. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** SHA-256 of a value's canonical serialisation. */
export const canonicalHash = (value: unknown): string => sha256Hex(canonicalJson(value));
