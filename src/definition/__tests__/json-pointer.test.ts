// @vitest-environment node
import { pointerJoin, pointerTokens, valueAt } from '../json-pointer';

describe('JSON pointer (RFC 6901)', () => {
  it('escapes ~ and / in a token and reads them back', () => {
    const pointer = pointerJoin('/schema', 'properties', 'a/b~c', 0);
    expect(pointer).toBe('/schema/properties/a~1b~0c/0');
    expect(pointerTokens(pointer)).toEqual(['schema', 'properties', 'a/b~c', '0']);
    expect(pointerTokens('')).toEqual([]);
  });

  it('finds the value at a pointer through objects and arrays, undefined past a leaf', () => {
    const document = { schema: { oneOf: [{ const: 'x', 'a/b': 1 }] } };
    expect(valueAt(document, '/schema/oneOf/0/const')).toBe('x');
    expect(valueAt(document, '/schema/oneOf/0/a~1b')).toBe(1);
    expect(valueAt(document, '')).toBe(document);
    expect(valueAt(document, '/schema/oneOf/0/const/length')).toBeUndefined();
  });
});
