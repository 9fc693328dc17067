import { perAddress } from './per-address';

describe('perAddress: a function of an address worked out once per address', () => {
  it('asks once per address, an undefined answer too, and lets the oldest go past its limit', () => {
    const asked: string[] = [];
    const lengthOf = perAddress((pathname) => {
      asked.push(pathname);
      return pathname === '/none' ? undefined : pathname.length;
    }, 2);
    expect([lengthOf('/a'), lengthOf('/a'), lengthOf('/none'), lengthOf('/none')]).toEqual([
      2,
      2,
      undefined,
      undefined,
    ]);
    expect(asked).toEqual(['/a', '/none']);
    lengthOf('/bb');
    expect(lengthOf('/a')).toBe(2);
    expect(asked).toEqual(['/a', '/none', '/bb', '/a']);
  });
});
