// SPEC §5: "Heslo musí obsahovať najmenej 6 znakov!"
const MIN_LENGTH = 6;

/** Format `password`: at least six characters, counted in code points as JSON Schema's minLength counts them. */
export function password(value: string): boolean {
  if (typeof value !== 'string') return false;
  // A code point takes at most two UTF-16 units, so a long value passes without counting.
  if (value.length >= MIN_LENGTH * 2) return true;
  return Array.from(value).length >= MIN_LENGTH;
}
