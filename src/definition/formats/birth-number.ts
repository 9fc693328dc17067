import { birthDateFromBirthNumber } from './birth-date-from-birth-number.ts';

/** Format `birth-number`: a valid Slovak or Czech birth number (rodné číslo), with or without its slash. */
export function birthNumber(value: string): boolean {
  return birthDateFromBirthNumber(value) !== undefined;
}
