// @vitest-environment node
import { formatBirthNumber } from '../format-birth-number';

describe('formatBirthNumber', () => {
  it.each([
    ['', ''],
    ['7501', '7501'],
    ['750101', '750101'],
    ['750101/', '750101/'],
    ['7501011', '750101/1'],
    ['7501011232', '750101/1232'],
    ['750101/1232', '750101/1232'],
    [' 750101 / 1232 ', '750101/1232'],
    ['75010/11232', '750101/1232'],
    ['75010112321', '750101/1232'],
    ['750101/123', '750101/123'],
    ['75a101/1232', '75a101/1232'],
  ])('%j is shown and stored as %j', (typed, shown) => {
    expect(formatBirthNumber(typed)).toBe(shown);
  });
});
