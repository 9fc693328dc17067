import { PHONE_PREFIXES, type PhonePrefix } from './phone-prefixes';

export interface PhoneParts {
  prefix: PhonePrefix;
  /** The national part as shown in the input. */
  national: string;
}

const NATIONAL_DIGITS = 9;

/** The national number in groups of three (`905 123 456`) when it is nine digits, else as it is. */
function grouped(national: string): string {
  return new RegExp(`^\\d{${NATIONAL_DIGITS}}$`).test(national) ? national.replace(/(\d{3})(?=\d)/g, '$1 ') : national;
}

/**
 * Splits a stored or typed phone into the calling code and the national part. Understands `+421…`, `00421…`
 * (what autofill and pasting bring) and a bare national number, which keeps `fallback` as its prefix.
 */
export function phoneParts(value: unknown, fallback: PhonePrefix = '+421'): PhoneParts {
  if (typeof value !== 'string') return { prefix: fallback, national: '' };
  const trimmed = value.trim();
  const match = /^(?:\+|00)\s*(42[01])[\s-]*(.*)$/.exec(trimmed);
  const prefix = PHONE_PREFIXES.find((candidate) => candidate === `+${match?.[1]}`);
  if (match && prefix) return { prefix, national: grouped(match[2] ?? '') };
  return { prefix: fallback, national: trimmed };
}
