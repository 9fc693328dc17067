// @vitest-environment node
import { birthDateFromBirthNumber } from '../birth-date-from-birth-number.ts';
import { birthNumber } from '../birth-number.ts';
import { normalizeBirthNumber } from '../normalize-birth-number.ts';
import { buildBirthNumber, buildNineDigitBirthNumber, buildRemainderTenBirthNumber } from './birth-number-builder.ts';

// "Today" is fixed so that the future-date rule and the 20YY years are deterministic.
const TODAY = new Date(2025, 5, 15, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('birthNumber', () => {
  it('accepts a ten-digit number of a man, with and without the slash', () => {
    const withSlash = buildBirthNumber({ year: 1978, month: 1, day: 23 });
    const withoutSlash = buildBirthNumber({ year: 1978, month: 1, day: 23, slash: false });
    expect(withSlash).toMatch(/^780123\/\d{4}$/);
    expect(birthNumber(withSlash)).toBe(true);
    expect(birthNumber(withoutSlash)).toBe(true);
    expect(birthDateFromBirthNumber(withSlash)).toBe('1978-01-23');
  });

  it('trims outer whitespace but refuses spaces or a second separator inside', () => {
    const valid = buildBirthNumber({ year: 1990, month: 7, day: 4 });
    expect(birthNumber(`  ${valid}\t`)).toBe(true);
    expect(birthNumber(valid.replace('/', ' / '))).toBe(false);
    expect(birthNumber(valid.replace('/', ' '))).toBe(false);
    expect(birthNumber(valid.replace('/', '-'))).toBe(false);
    expect(birthNumber(valid.replace('/', '//'))).toBe(false);
  });

  it('refuses a ten-digit number that is not divisible by 11', () => {
    const valid = buildBirthNumber({ year: 1978, month: 1, day: 23, slash: false });
    const last = Number(valid[9]);
    const wrong = `${valid.slice(0, 9)}${(last + 1) % 10}`;
    expect(Number(wrong) % 11).not.toBe(0);
    expect(birthNumber(wrong)).toBe(false);
  });

  it('reads the month of a woman with +50', () => {
    const woman = buildBirthNumber({ year: 1985, month: 11, day: 30, female: true });
    expect(woman.slice(2, 4)).toBe('61');
    expect(birthDateFromBirthNumber(woman)).toBe('1985-11-30');
  });

  it('maps ten-digit years 54-99 to 19YY and 00-53 to 20YY', () => {
    expect(birthDateFromBirthNumber(buildBirthNumber({ year: 1954, month: 1, day: 1 }))).toBe('1954-01-01');
    expect(birthDateFromBirthNumber(buildBirthNumber({ year: 1999, month: 12, day: 31 }))).toBe('1999-12-31');
    expect(birthDateFromBirthNumber(buildBirthNumber({ year: 2003, month: 5, day: 6 }))).toBe('2003-05-06');
  });

  it('accepts nine digits for births up to 1953 only', () => {
    expect(birthDateFromBirthNumber(buildNineDigitBirthNumber({ year: 1953, month: 12, day: 31 }))).toBe('1953-12-31');
    expect(birthDateFromBirthNumber(buildNineDigitBirthNumber({ year: 1936, month: 3, day: 8, female: true }))).toBe(
      '1936-03-08',
    );
    expect(birthDateFromBirthNumber('120315123')).toBe('1912-03-15');
    expect(birthNumber(buildNineDigitBirthNumber({ year: 1954, month: 1, day: 1 }))).toBe(false);
    expect(birthNumber(buildNineDigitBirthNumber({ year: 1980, month: 6, day: 1 }))).toBe(false);
  });

  it('accepts check digit 0 after remainder 10 for births before 1985 only', () => {
    const before = buildRemainderTenBirthNumber({ year: 1984, month: 12, day: 31 });
    const from = buildRemainderTenBirthNumber({ year: 1985, month: 1, day: 1 });
    const later = buildRemainderTenBirthNumber({ year: 2010, month: 1, day: 1 });
    for (const value of [before, from, later]) expect(Number(value.replace('/', '')) % 11).not.toBe(0);
    expect(birthDateFromBirthNumber(before)).toBe('1984-12-31');
    expect(birthDateFromBirthNumber(buildRemainderTenBirthNumber({ year: 1954, month: 6, day: 1, female: true }))).toBe(
      '1954-06-01',
    );
    expect(birthNumber(from)).toBe(false);
    expect(birthNumber(later)).toBe(false);
  });

  it('accepts the extra +20 (men) and +70 (women) on the month only from 2004', () => {
    const man2004 = buildBirthNumber({ year: 2004, month: 1, day: 1, extraMonth: true });
    const woman2012 = buildBirthNumber({ year: 2012, month: 12, day: 24, female: true, extraMonth: true });
    expect(man2004.slice(2, 4)).toBe('21');
    expect(woman2012.slice(2, 4)).toBe('82');
    expect(birthDateFromBirthNumber(man2004)).toBe('2004-01-01');
    expect(birthDateFromBirthNumber(woman2012)).toBe('2012-12-24');
    expect(birthNumber(buildBirthNumber({ year: 2003, month: 12, day: 31, extraMonth: true }))).toBe(false);
    expect(birthNumber(buildBirthNumber({ year: 1990, month: 5, day: 5, extraMonth: true }))).toBe(false);
    expect(birthNumber(buildBirthNumber({ year: 1990, month: 5, day: 5, female: true, extraMonth: true }))).toBe(false);
  });

  it('refuses months outside the encoded ranges', () => {
    for (const month of [0, 13, 20, 33, 50, 63, 70, 83, 99]) {
      const date = `90${String(month).padStart(2, '0')}15`;
      const first9 = `${date}123`;
      const check = Number(first9) % 11;
      expect(birthNumber(`${first9}${check === 10 ? 0 : check}`), `month ${month}`).toBe(false);
    }
  });

  it('accepts 29 February in leap years only', () => {
    expect(birthDateFromBirthNumber(buildBirthNumber({ year: 2024, month: 2, day: 29 }))).toBe('2024-02-29');
    expect(birthDateFromBirthNumber(buildBirthNumber({ year: 2000, month: 2, day: 29, female: true }))).toBe(
      '2000-02-29',
    );
    expect(birthDateFromBirthNumber(buildNineDigitBirthNumber({ year: 1952, month: 2, day: 29 }))).toBe('1952-02-29');
    expect(birthNumber(buildBirthNumber({ year: 2023, month: 2, day: 29 }))).toBe(false);
    // 1900 is divisible by 100 but not by 400.
    expect(birthNumber(buildNineDigitBirthNumber({ year: 1900, month: 2, day: 29 }))).toBe(false);
  });

  it('refuses days that do not exist', () => {
    expect(birthNumber(buildBirthNumber({ year: 1990, month: 4, day: 31 }))).toBe(false);
    expect(birthNumber(buildBirthNumber({ year: 1990, month: 1, day: 0 }))).toBe(false);
    expect(birthNumber(buildBirthNumber({ year: 1990, month: 1, day: 32 }))).toBe(false);
  });

  it('refuses a birth date after today', () => {
    expect(birthDateFromBirthNumber(buildBirthNumber({ year: 2025, month: 6, day: 15 }))).toBe('2025-06-15');
    expect(birthNumber(buildBirthNumber({ year: 2025, month: 6, day: 16 }))).toBe(false);
    expect(birthNumber(buildBirthNumber({ year: 2053, month: 1, day: 1 }))).toBe(false);
  });

  it('reads today at call time', () => {
    const tomorrow = buildBirthNumber({ year: 2025, month: 6, day: 16 });
    expect(birthNumber(tomorrow)).toBe(false);
    vi.setSystemTime(new Date(2025, 5, 16, 0, 0, 1));
    expect(birthNumber(tomorrow)).toBe(true);
  });

  it('refuses letters, other lengths and other digit systems', () => {
    for (const value of [
      '',
      '/',
      'abcdef/ghij',
      '78O123/3540',
      '780123/354X',
      '7801233',
      '78012335',
      '78012335401',
      '780123/35401',
      '78012/33540',
      '７８０１２３/３５４０',
      '٧٨٠١٢٣٣٥٤٠',
    ]) {
      expect(birthNumber(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('normalizeBirthNumber', () => {
  it('returns the digits without the slash', () => {
    expect(normalizeBirthNumber(' 780123/3540 ')).toBe('7801233540');
    expect(normalizeBirthNumber('531231/123')).toBe('531231123');
    expect(normalizeBirthNumber('7801233540')).toBe('7801233540');
  });

  it('returns undefined for another shape', () => {
    expect(normalizeBirthNumber('780123 / 3540')).toBeUndefined();
    expect(normalizeBirthNumber('78-01-23')).toBeUndefined();
    expect(normalizeBirthNumber('1'.repeat(1000))).toBeUndefined();
  });
});
