/** An IBAN in its electronic form: whitespace removed, upper case. Does not validate. */
export function electronicIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}
