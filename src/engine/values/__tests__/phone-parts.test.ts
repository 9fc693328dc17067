// @vitest-environment node
import { phoneParts } from '../phone-parts';
import { phoneValue } from '../phone-value';

describe('phoneParts', () => {
  it.each([
    [undefined, { prefix: '+421', national: '' }],
    ['+421905123456', { prefix: '+421', national: '905 123 456' }],
    ['+420777123456', { prefix: '+420', national: '777 123 456' }],
    ['00420 777 123 456', { prefix: '+420', national: '777 123 456' }],
    ['+42190512', { prefix: '+421', national: '90512' }],
    ['905 123', { prefix: '+421', national: '905 123' }],
    ['+49 151 123', { prefix: '+421', national: '+49 151 123' }],
  ])('%j is %j', (value, parts) => {
    expect(phoneParts(value)).toEqual(parts);
  });

  it('keeps the chosen calling code for a bare national number', () => {
    expect(phoneParts('777 123 456', '+420')).toEqual({ prefix: '+420', national: '777 123 456' });
  });
});

describe('phoneValue', () => {
  it.each([
    ['+421', '', undefined],
    ['+421', '905 123 456', '+421905123456'],
    ['+421', '0905 123 456', '+421905123456'],
    ['+421', '905-123-456', '+421905123456'],
    ['+420', '601 123 456', '+420601123456'],
    ['+421', '905 12', '+42190512'],
    // A Slovak landline is no mobile number: stored as typed so validation reports it.
    ['+421', '2 5555 1234', '+421255551234'],
  ] as const)('%s and %j store %j', (prefix, national, value) => {
    expect(phoneValue(prefix, national)).toBe(value);
  });
});
