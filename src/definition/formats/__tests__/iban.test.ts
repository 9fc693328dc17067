// @vitest-environment node
import { electronicIban } from '../electronic-iban.ts';
import { formatIbanGroups } from '../format-iban-groups.ts';
import { iban } from '../iban.ts';
import { ibanCountry } from '../iban-country.ts';

// Examples of the SWIFT IBAN registry (ISO 13616) and of the national banks.
const VALID = {
  SK: 'SK3112000000198742637541',
  CZ: 'CZ6508000000192000145399',
  DE: 'DE89370400440532013000',
  AT: 'AT611904300234573201',
  BG: 'BG80BNBG96611020345678',
  GB: 'GB29NWBK60161331926819',
  FR: 'FR1420041010050500013M02606',
  NL: 'NL91ABNA0417164300',
};

/** The IBAN for a country and BBAN with correct mod-97 check digits, whatever the BBAN. */
function withCheckDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return `${country}${String(98 - rest).padStart(2, '0')}${bban}`;
}

describe('iban', () => {
  it.each(Object.entries(VALID))('accepts a valid %s IBAN in electronic, printed and lower-case form', (_, value) => {
    expect(iban(value)).toBe(true);
    expect(iban(formatIbanGroups(value))).toBe(true);
    expect(iban(formatIbanGroups(value).toLowerCase())).toBe(true);
    expect(iban(`  ${value.toLowerCase()} `)).toBe(true);
  });

  it('agrees with its own check-digit helper on the valid examples', () => {
    for (const value of Object.values(VALID)) expect(withCheckDigits(value.slice(0, 2), value.slice(4))).toBe(value);
  });

  it.each(Object.entries(VALID))('refuses a %s IBAN with wrong check digits', (_, value) => {
    const checkDigits = Number(value.slice(2, 4));
    const wrong = `${value.slice(0, 2)}${String(((checkDigits + 1) % 97) + 2).padStart(2, '0')}${value.slice(4)}`;
    expect(iban(wrong)).toBe(false);
  });

  it('refuses a changed digit in the account number', () => {
    expect(iban('SK3112000000198742637542')).toBe(false);
    expect(iban('DE89370400440532013001')).toBe(false);
  });

  it('refuses an IBAN of the wrong length even when mod-97 holds', () => {
    expect(iban(withCheckDigits('SK', '1200000019874263754'))).toBe(false);
    expect(iban(withCheckDigits('DE', '3704004405320130000'))).toBe(false);
    expect(iban(VALID.NL.slice(0, -1))).toBe(false);
  });

  it('refuses a BBAN that breaks the national structure even when mod-97 holds', () => {
    // GB and NL: the bank code is four letters.
    expect(iban(withCheckDigits('GB', '12346016133192681'.padEnd(18, '9')))).toBe(false);
    expect(iban(withCheckDigits('NL', '12340417164300'))).toBe(false);
    // BG: letters where digits belong.
    expect(iban(withCheckDigits('BG', 'BNBGAB611020345678'))).toBe(false);
    // DE and AT: digits only.
    expect(iban(withCheckDigits('DE', '37040044053201300A'))).toBe(false);
    // SK and CZ: the account number fails its national weighted check.
    expect(iban(withCheckDigits('SK', '12000000198742637542'))).toBe(false);
    expect(iban(withCheckDigits('CZ', '08000000192000145398'))).toBe(false);
  });

  it('refuses countries outside the registry and unknown codes', () => {
    // Algeria uses IBAN-like numbers but is not in the ISO 13616 registry.
    expect(iban(withCheckDigits('DZ', '4000401740164000000000'))).toBe(false);
    expect(iban(withCheckDigits('XX', '12000000198742637541'))).toBe(false);
  });

  it('refuses other separators, characters and empty values', () => {
    for (const value of ['', ' ', 'SK', 'SK31', 'SK31-1200-0000-1987-4263-7541', 'SK31.1200.0000.1987.4263.7541']) {
      expect(iban(value), value).toBe(false);
    }
    // "ı" upper-cases to "I": the raw value is checked first.
    expect(iban('IE29AIBK93115212345678')).toBe(true);
    expect(iban('IE29AıBK93115212345678')).toBe(false);
    expect(iban('gb29nwbk60161331926819'.replace('b', 'ь'))).toBe(false);
    expect(iban(`${VALID.SK}${' '.repeat(100)}`)).toBe(false);
  });
});

describe('iban helpers', () => {
  it('electronicIban removes whitespace and upper-cases', () => {
    expect(electronicIban(' sk31 1200 0000\u00a01987 4263 7541 ')).toBe(VALID.SK);
  });

  it('formatIbanGroups prints groups of four', () => {
    expect(formatIbanGroups('sk3112000000198742637541')).toBe('SK31 1200 0000 1987 4263 7541');
    expect(formatIbanGroups('NL91 ABNA 0417 1643 00')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIbanGroups('')).toBe('');
  });

  it('ibanCountry gives the country code of a valid IBAN only', () => {
    expect(ibanCountry('cz65 0800 0000 1920 0014 5399')).toBe('CZ');
    expect(ibanCountry('SK3112000000198742637542')).toBeUndefined();
    expect(ibanCountry('SK')).toBeUndefined();
  });
});
