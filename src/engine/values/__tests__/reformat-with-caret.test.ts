// @vitest-environment node
import { formatIbanGroups } from '../../formats';
import { formatBirthNumber } from '../format-birth-number';
import { reformatWithCaret } from '../reformat-with-caret';

const isSpace = (char: string) => char === ' ';
const isBirthNumberSeparator = (char: string) => char === '/' || char === ' ';

describe('reformatWithCaret', () => {
  it('puts the caret after the same typed character once separators move', () => {
    // "SK31 12|00" with "9" typed: "SK31 129|00" becomes "SK31 1290 0".
    expect(
      reformatWithCaret({ raw: 'SK31 12900', caret: 8, previous: 'SK31 1200' }, formatIbanGroups, isSpace),
    ).toEqual({ text: 'SK31 1290 0', caret: 8 });
    // Typing the fifth character at the end jumps over the new space.
    expect(reformatWithCaret({ raw: 'SK311', caret: 5, previous: 'SK31' }, formatIbanGroups, isSpace)).toEqual({
      text: 'SK31 1',
      caret: 6,
    });
  });

  it('keeps the caret at the start', () => {
    expect(reformatWithCaret({ raw: 'XSK31', caret: 1, previous: 'SK31' }, formatIbanGroups, isSpace)).toEqual({
      text: 'XSK3 1',
      caret: 1,
    });
  });

  it('deletes the character before a separator removed by Backspace', () => {
    expect(reformatWithCaret({ raw: 'SK311200', caret: 4, previous: 'SK31 1200' }, formatIbanGroups, isSpace)).toEqual({
      text: 'SK31 200',
      caret: 3,
    });
  });

  it('deletes the character after a separator removed by Delete', () => {
    expect(
      reformatWithCaret({ raw: 'SK311200', caret: 4, previous: 'SK31 1200', forward: true }, formatIbanGroups, isSpace),
    ).toEqual({ text: 'SK31 200', caret: 4 });
  });

  it('works with the slash of a birth number', () => {
    expect(
      reformatWithCaret({ raw: '7501011', caret: 7, previous: '750101' }, formatBirthNumber, isBirthNumberSeparator),
    ).toEqual({ text: '750101/1', caret: 8 });
    expect(
      reformatWithCaret({ raw: '7501011', caret: 6, previous: '750101/1' }, formatBirthNumber, isBirthNumberSeparator),
    ).toEqual({ text: '750101', caret: 5 });
  });
});
