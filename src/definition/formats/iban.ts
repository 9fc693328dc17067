import { countrySpecs, isValidIBAN } from 'ibantools';
import { electronicIban } from './electronic-iban.ts';

// The longest IBAN has 34 characters; with a space after every four that is 42.
const MAX_INPUT_LENGTH = 64;
// Checked on the raw value, before upper-casing: toUpperCase maps some non-ASCII letters to ASCII ("ı" to "I").
const ALLOWED_CHARACTERS = /^[A-Za-z0-9\s]*$/;
// Country code, check digits, then a BBAN of 11 (Norway) to 30 characters.
const SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Format `iban`: an IBAN of a country in the ISO 13616 registry (length, national BBAN structure, mod-97). */
export function iban(value: string): boolean {
  if (typeof value !== 'string' || value.length > MAX_INPUT_LENGTH || !ALLOWED_CHARACTERS.test(value)) return false;
  const compact = electronicIban(value);
  if (!SHAPE.test(compact)) return false;
  // ibantools also knows countries that use IBAN-like numbers outside the registry (e.g. Algeria, Iran); banks in
  // the registry do not accept those as IBANs. It also checks the national check digits, e.g. of SK and CZ accounts.
  return countrySpecs[compact.slice(0, 2)]?.IBANRegistry === true && isValidIBAN(compact);
}
