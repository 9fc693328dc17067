// With its extension: the sandbox, which vite.config.ts loads, imports this file, and Vite's native config loader
// (its future default) resolves no extensionless imports.
import { normalizeBirthNumber } from './normalize-birth-number.ts';

// The rules are those of the Slovak Act No. 301/1995 Coll. on the birth number and the Czech Act No. 133/2000 Coll.
// (§ 13), which share the numbering of the former Czechoslovakia.

// Nine-digit numbers (no check digit) were issued for births up to the end of 1953.
const LAST_NINE_DIGIT_YEAR = 1953;
// Until 1984 a number whose first nine digits leave remainder 10 was issued with check digit 0.
const FIRST_YEAR_WITHOUT_REMAINDER_EXCEPTION = 1985;
// From 2004 the month may carry a further +20 when a day's serial numbers run out (Czech amendment No. 53/2004 Coll.).
const FIRST_YEAR_WITH_EXTRA_MONTH = 2004;

// Nine digits: 1900-1953. Ten digits: 54-99 are 1954-1999, 00-53 are 2000-2053.
function birthYear(yy: number, digitCount: number): number | undefined {
  const lastNineDigitYy = LAST_NINE_DIGIT_YEAR - 1900;
  if (digitCount === 9) return yy <= lastNineDigitYy ? 1900 + yy : undefined;
  return yy > lastNineDigitYy ? 1900 + yy : 2000 + yy;
}

function hasValidCheckDigit(digits: string, year: number): boolean {
  if (digits.length === 9) return true;
  if (Number(digits) % 11 === 0) return true;
  return year < FIRST_YEAR_WITHOUT_REMAINDER_EXCEPTION && Number(digits.slice(0, 9)) % 11 === 10 && digits[9] === '0';
}

// Women's months carry +50; from 2004 either sex may carry a further +20.
function calendarMonth(encodedMonth: number, year: number): number | undefined {
  const offset = encodedMonth > 70 ? 70 : encodedMonth > 50 ? 50 : encodedMonth > 20 ? 20 : 0;
  if ((offset === 20 || offset === 70) && year < FIRST_YEAR_WITH_EXTRA_MONTH) return undefined;
  const month = encodedMonth - offset;
  return month >= 1 && month <= 12 ? month : undefined;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The ISO date (YYYY-MM-DD) a valid Slovak or Czech birth number encodes, or undefined if the number is not valid. */
export function birthDateFromBirthNumber(value: string): string | undefined {
  const digits = normalizeBirthNumber(value);
  if (digits === undefined) return undefined;
  const year = birthYear(Number(digits.slice(0, 2)), digits.length);
  if (year === undefined || !hasValidCheckDigit(digits, year)) return undefined;
  const month = calendarMonth(Number(digits.slice(2, 4)), year);
  const day = Number(digits.slice(4, 6));
  if (month === undefined || day < 1 || day > daysInMonth(year, month)) return undefined;
  const birthDate = toIsoDate(year, month, day);
  // The user's local calendar day, read at call time: a number born "tomorrow" cannot have been issued yet.
  const now = new Date();
  const today = toIsoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
  return birthDate <= today ? birthDate : undefined;
}
