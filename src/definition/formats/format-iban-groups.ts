import { electronicIban } from './electronic-iban.ts';

/** An IBAN in its printed form: groups of four characters separated by spaces. Does not validate. */
export function formatIbanGroups(value: string): string {
  return electronicIban(value).replace(/.{4}(?=.)/g, '$& ');
}
