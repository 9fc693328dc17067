import { createHash } from 'node:crypto';

/**
 * The one serialisation a version's hash is taken of: object keys sorted by UTF-16 code units (JSON.parse order
 * and JavaScript's integer-like keys first play no part), no whitespace, strings and numbers as JSON.stringify
 * writes them. Built by hand because an object rebuilt with sorted keys would still list "20" before "a".
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`not JSON: ${typeof value}`);
    return text;
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, inner]) => inner !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
}

/** SHA-256 of a text (UTF-8), lower-case hex. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** SHA-256 of a value's canonical serialisation. */
export const canonicalHash = (value: unknown): string => sha256Hex(canonicalJson(value));
