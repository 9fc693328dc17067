import { latin } from '../definition/formats/latin.ts';
import { fail } from './http-error.ts';
import type { BodyFields } from './read-body.ts';

/** A required non-empty string field (trimmed); missing gives 400 'missing field', another type 'invalid field'. */
export function requiredString(body: BodyFields, field: string, maxLength = 200): string {
  const value = optionalString(body, field, maxLength);
  if (value === undefined || value === '') throw fail(400, 'missing field', { field });
  return value;
}

/** An optional string field (trimmed); null counts as absent. */
export function optionalString(body: BodyFields, field: string, maxLength = 200): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > maxLength) throw fail(400, 'invalid field', { field });
  return value.trim();
}

/** A string field taken as is (passwords must not be trimmed). */
export function requiredRawString(body: BodyFields, field: string, maxLength = 200): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') throw fail(400, 'missing field', { field });
  if (typeof value !== 'string' || value.length > maxLength) throw fail(400, 'invalid field', { field });
  return value;
}

/** An optional yes/no field; it must be a JSON boolean. */
export function optionalBoolean(body: BodyFields, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw fail(400, 'invalid field', { field });
  return value;
}

/** Lower-cased, trimmed e-mail; 400 'invalid e-mail' when it does not look like one. */
export function emailField(body: BodyFields, field = 'email'): string {
  const email = requiredString(body, field, 254).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw fail(400, 'invalid e-mail', { field });
  return email;
}

/** A phone in the +42x form (Czech +420, Slovak +421), spaces ignored; else 400 'invalid phone'. */
export function phoneField(body: BodyFields, field = 'phone'): string {
  const phone = requiredString(body, field, 40).replace(/[\s-]/g, '');
  if (!/^\+42[0-9]\d{8,9}$/.test(phone)) throw fail(400, 'invalid phone', { field });
  return phone;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Birth numbers are compared without the slash; undefined for any other shape than the app's format accepts. */
export { normalizeBirthNumber } from '../definition/formats/normalize-birth-number.ts';

/**
 * Refuses what the app's `latin` format refuses (SPEC §5: "Používajte iba latinské znaky."): letters of other
 * scripts, and characters outside names and addresses, markup's `<`, `>`, `=`, backticks and braces among them.
 */
export function assertLatin(value: string, field: string): void {
  if (!latin(value)) throw fail(400, 'only latin characters', { field });
}

/** IBAN check: country, length and the ISO 7064 mod-97 check digits. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Parses a form field that carries JSON (e.g. `strategies`, `odpovede`). */
export function jsonField(fields: Record<string, string>, field: string): unknown {
  const raw = fields[field];
  if (raw === undefined || raw === '') throw fail(400, 'missing field', { field });
  try {
    return JSON.parse(raw);
  } catch {
    throw fail(400, 'malformed JSON', { field });
  }
}
