// @vitest-environment node
import { e164Phone } from '../e164-phone.ts';
import { phone } from '../phone.ts';

describe('phone', () => {
  it.each([
    '+421 905 123 456',
    '+421905123456',
    '+421 948 123 456',
    '+421 950 123 456',
    '+421 9 0 5 1 2 3 4 5 6',
    ' +421 915 123 456 ',
  ])('accepts the Slovak mobile %j', (value) => {
    expect(phone(value)).toBe(true);
  });

  it.each(['+420 601 123 456', '+420777123456', '+420 731 123 456', '+420 606123456'])(
    'accepts the Czech mobile %j',
    (value) => {
      expect(phone(value)).toBe(true);
    },
  );

  it.each([
    ['Slovak landline (Bratislava)', '+421 2 1234 5678'],
    ['Slovak landline (Košice)', '+421 55 123 4567'],
    ['Slovak toll-free', '+421 800 123 456'],
    ['Czech landline (Prague)', '+420 222 123 456'],
    ['Czech toll-free', '+420 800 123 456'],
  ])('refuses a %s', (_, value) => {
    expect(phone(value)).toBe(false);
  });

  it.each(['+49 151 12345678', '+43 664 1234567', '+44 7911 123456', '+1 202 555 0143', '+422 905 123 456'])(
    'refuses the other country %j',
    (value) => {
      expect(phone(value)).toBe(false);
    },
  );

  it.each([
    ['no +', '421905123456'],
    ['00 instead of +', '00421905123456'],
    ['national form', '0905 123 456'],
    ['too short', '+421 905 123 45'],
    ['too long', '+421 905 123 4567'],
    ['hyphens', '+421-905-123-456'],
    ['brackets', '+421 (905) 123 456'],
    ['double space', '+421  905 123 456'],
    ['space after +', '+ 421 905 123 456'],
    ['extension', '+421 905 123 456 ext. 12'],
    ['tel: prefix', 'tel:+421905123456'],
    ['letters', '+421 905 ABC 456'],
    ['empty', ''],
  ])('refuses %s', (_, value) => {
    expect(phone(value)).toBe(false);
  });
});

describe('e164Phone', () => {
  it('returns the E.164 form of a valid mobile', () => {
    expect(e164Phone('+421 905 123 456')).toBe('+421905123456');
    expect(e164Phone(' +420 601 123 456')).toBe('+420601123456');
  });

  it('returns undefined otherwise', () => {
    expect(e164Phone('+421 2 1234 5678')).toBeUndefined();
    expect(e164Phone('0905123456')).toBeUndefined();
  });
});
