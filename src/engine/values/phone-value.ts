import { e164Phone } from '../formats';
import type { PhonePrefix } from './phone-prefixes';

/**
 * The value the phone widget stores: the E.164 form (`+421905123456`) once the number is a complete mobile
 * number, else the prefix and the typed digits as they are, so validation can say what is wrong; undefined
 * while the national part is empty. A leading trunk 0 (`0905 123 456`) is dropped.
 */
export function phoneValue(prefix: PhonePrefix, national: string): string | undefined {
  const compact = national.replace(/[\s\-().]/g, '');
  if (compact === '') return undefined;
  const withoutTrunk = /^0\d{9}$/.test(compact) ? compact.slice(1) : compact;
  const candidate = `${prefix}${withoutTrunk}`;
  return e164Phone(candidate) ?? candidate;
}
