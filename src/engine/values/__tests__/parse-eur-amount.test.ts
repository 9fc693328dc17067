// @vitest-environment node
import { formatEurAmount } from '../format-eur-amount';
import { parseEurAmount } from '../parse-eur-amount';

describe('parseEurAmount', () => {
  it.each([
    ['', 'sk', undefined],
    ['   ', 'sk', undefined],
    ['100', 'sk', 100],
    ['12,5', 'sk', 12.5],
    ['12.5', 'sk', 12.5],
    ['1 250,50', 'sk', 1250.5],
    ['1\u00a0250,50', 'sk', 1250.5],
    ['1.250,50', 'sk', 1250.5],
    ['1,250.50', 'en', 1250.5],
    ['1,250', 'en', 1250],
    ['1,250', 'sk', 1.25],
    ['12,5', 'en', 12.5],
    ['1.234.567', 'sk', 1234567],
    [',5', 'sk', 0.5],
    ['-20', 'sk', -20],
  ])('%j in %s is %s', (text, language, amount) => {
    expect(parseEurAmount(text, language)).toBe(amount);
  });

  it.each(['1.2.3', '1,2,3', '--5', '5-', '.', ','])('%j is no number', (text) => {
    expect(parseEurAmount(text, 'sk')).toBeNaN();
  });

  it.each(['sk', 'en', 'bg'])('reads back what it formats in %s', (language) => {
    for (const amount of [0, 5, 12.5, 1250, 1250.75, 1234567.89]) {
      expect(parseEurAmount(formatEurAmount(amount, language), language)).toBe(amount);
      expect(parseEurAmount(formatEurAmount(amount, language, false), language)).toBe(amount);
    }
  });
});
