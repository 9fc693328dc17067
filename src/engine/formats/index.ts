import { birthNumber } from './birth-number';
import { iban } from './iban';
import { latin } from './latin';
import { password } from './password';
import { phone } from './phone';

/** The named string formats of the engine, by the name a definition uses in `format`; each is pure and never throws. */
export const formats = {
  'birth-number': birthNumber,
  iban,
  latin,
  password,
  phone,
} satisfies Record<string, (value: string) => boolean>;

export type FormatName = keyof typeof formats;

export { birthDateFromBirthNumber } from './birth-date-from-birth-number';
export { normalizeBirthNumber } from './normalize-birth-number';
export { electronicIban } from './electronic-iban';
export { formatIbanGroups } from './format-iban-groups';
export { ibanCountry } from './iban-country';
export { e164Phone } from './e164-phone';
