type BirthNumberParts = {
  year: number;
  month: number;
  day: number;
  female?: boolean;
  /** The further +20 on the month, issued from 2004. */
  extraMonth?: boolean;
  /** The first serial digits to try; the next serial is taken while the check digit would be ambiguous. */
  serial?: number;
  slash?: boolean;
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function datePart({ year, month, day, female = false, extraMonth = false }: BirthNumberParts): string {
  return `${pad(year % 100, 2)}${pad(month + (female ? 50 : 0) + (extraMonth ? 20 : 0), 2)}${pad(day, 2)}`;
}

/** A ten-digit birth number for a date and sex that is divisible by 11, as issued since 1954. */
export function buildBirthNumber(parts: BirthNumberParts): string {
  const date = datePart(parts);
  for (let serial = parts.serial ?? 123; ; serial = (serial + 1) % 1000) {
    const first9 = `${date}${pad(serial, 3)}`;
    // 10 * first9 + check ≡ 0 (mod 11) gives check ≡ first9 (mod 11); remainder 10 has no single check digit.
    const check = Number(first9) % 11;
    if (check < 10) return parts.slash === false ? `${first9}${check}` : `${date}/${pad(serial, 3)}${check}`;
  }
}

/** A ten-digit number whose first nine digits leave remainder 10, closed with check digit 0 (issued until 1984). */
export function buildRemainderTenBirthNumber(parts: BirthNumberParts): string {
  const date = datePart(parts);
  for (let serial = 0; serial < 1000; serial++) {
    const first9 = `${date}${pad(serial, 3)}`;
    if (Number(first9) % 11 === 10) return `${date}/${pad(serial, 3)}0`;
  }
  throw new Error('no serial with remainder 10');
}

/** A nine-digit birth number (no check digit), as issued until 1953. */
export function buildNineDigitBirthNumber(parts: BirthNumberParts): string {
  return `${datePart(parts)}/${pad(parts.serial ?? 123, 3)}`;
}
