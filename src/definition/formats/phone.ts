import { e164Phone } from './e164-phone.ts';

/** Format `phone`: a Slovak (+421) or Czech (+420) mobile number in international form, with or without spaces. */
export function phone(value: string): boolean {
  return e164Phone(value) !== undefined;
}
