const DATE_DIGITS = 6;
const MAX_DIGITS = 10;

/**
 * A birth number as the widget shows and stores it: spaces dropped, and the slash after the six date digits put
 * in as soon as a seventh digit follows (or kept when typed right after them). Text that is not digits is kept as
 * typed, so validation can point at it.
 */
export function formatBirthNumber(raw: string): string {
  const compact = raw.replace(/\s+/g, '');
  const digits = compact.replace(/\//g, '');
  if (!/^\d*$/.test(digits)) return compact;
  if (digits.length > DATE_DIGITS) return `${digits.slice(0, DATE_DIGITS)}/${digits.slice(DATE_DIGITS, MAX_DIGITS)}`;
  if (digits.length === DATE_DIGITS && compact.endsWith('/')) return `${digits}/`;
  return digits;
}
