// Refused before any regex, so the work per call stays bounded whatever AJV is given.
const MAX_INPUT_LENGTH = 32;

// Six date digits, at most one slash, then three (issued until 1953) or four digits. No spaces inside.
const SHAPE = /^(\d{6})\/?(\d{3,4})$/;

/** The nine or ten digits of a birth number written with or without its slash, or undefined for any other shape. */
export function normalizeBirthNumber(value: string): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_INPUT_LENGTH) return undefined;
  const match = SHAPE.exec(value.trim());
  return match ? `${match[1]}${match[2]}` : undefined;
}
