import { birthDateFromBirthNumber } from '../formats';

/** A check across fields: the field's value and the values of the fields named in `with`. Empty passes: `required`
 * speaks for empty fields. */
export type CrossCheck = (value: unknown, others: readonly unknown[], today: string) => boolean;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const ageOn = (birthdate: string, today: string) => {
  const [by, bm, bd] = birthdate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return Number.NaN;
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

export type CheckName = 'sameAs' | 'birthNumberMatchesBirthdate' | 'notExpired' | 'notInFuture' | 'adult' | 'minor';

/** The checks definitions name in `checks[].check`; the meta-schema lists the same names. */
export const checks: Readonly<Record<CheckName, CrossCheck>> = {
  /** The repeated password equals the password. */
  sameAs: (value, [other]) => isEmpty(value) || value === other,
  /** The birth number encodes the entered birthdate (SPEC §5: birth number must be valid). */
  birthNumberMatchesBirthdate: (value, [birthdate]) => {
    if (isEmpty(value) || isEmpty(birthdate)) return true;
    const encoded = birthDateFromBirthNumber(String(value));
    return encoded === undefined || encoded === birthdate;
  },
  /** An identity document still valid today. */
  notExpired: (value, _others, today) => isEmpty(value) || String(value) >= today,
  notInFuture: (value, _others, today) => isEmpty(value) || String(value) <= today,
  /** 18 years or older today. */
  adult: (value, _others, today) => isEmpty(value) || ageOn(String(value), today) >= 18,
  /** Under 18 today (a child's account, opened by the legal representative). */
  minor: (value, _others, today) => isEmpty(value) || ageOn(String(value), today) < 18,
};

/** Today's date as YYYY-MM-DD in the person's time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
