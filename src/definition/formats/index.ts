import { birthNumber } from './birth-number.ts';
import { iban } from './iban.ts';
import { latin } from './latin.ts';
import { password } from './password.ts';
import { phone } from './phone.ts';

/** The named string formats, by the name a definition uses in `format`; each is pure and never throws. */
export const formats = {
  'birth-number': birthNumber,
  iban,
  latin,
  password,
  phone,
} satisfies Record<string, (value: string) => boolean>;

export type FormatName = keyof typeof formats;

export { birthDateFromBirthNumber } from './birth-date-from-birth-number.ts';
export { normalizeBirthNumber } from './normalize-birth-number.ts';
export { electronicIban } from './electronic-iban.ts';
export { formatIbanGroups } from './format-iban-groups.ts';
export { ibanCountry } from './iban-country.ts';
export { e164Phone } from './e164-phone.ts';
