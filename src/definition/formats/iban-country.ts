import { electronicIban } from './electronic-iban.ts';
import { iban } from './iban.ts';

/** The ISO 3166 two-letter country code of a valid IBAN, or undefined if the value is not a valid IBAN. */
export function ibanCountry(value: string): string | undefined {
  return iban(value) ? electronicIban(value).slice(0, 2) : undefined;
}
