// @vitest-environment node
import { declaredProperties, declares, levelBranches } from '../level-branches';

const schema = {
  type: 'object',
  properties: { a: { type: 'string' } },
  if: { properties: { a: { const: 'yes' } } },
  then: { properties: { b: { type: 'string' } } },
  else: { properties: { c: { type: 'string' } } },
  allOf: [{ properties: { d: { type: 'string' } } }],
  anyOf: [{ properties: { e: { type: 'string' } } }],
  oneOf: [{ properties: { f: { type: 'string' } } }],
  dependencies: { a: { properties: { g: { type: 'string' } } }, c: ['a'] },
  not: { properties: { h: { type: 'string' } } },
};

describe('levelBranches: the branch semantics of every definition consumer', () => {
  it('declares the properties of the schema, then/else, allOf/anyOf/oneOf items and dependency schemas', () => {
    expect(declaredProperties(schema, '/schema').map((d) => [d.name, d.pointer])).toEqual([
      ['a', '/schema/properties/a'],
      ['b', '/schema/then/properties/b'],
      ['c', '/schema/else/properties/c'],
      ['d', '/schema/allOf/0/properties/d'],
      ['e', '/schema/anyOf/0/properties/e'],
      ['f', '/schema/oneOf/0/properties/f'],
      ['g', '/schema/dependencies/a/properties/g'],
    ]);
  });

  it('takes neither what an `if` tests nor a `not` as declared', () => {
    expect(declares(schema, 'h')).toBe(false);
    expect(declares({ if: { properties: { x: {} } } }, 'x')).toBe(false);
    expect(declares(schema, 'f')).toBe(true);
  });

  it('records the conditions each branch applies under, nested ones included', () => {
    const nested = { if: { required: ['a'] }, then: { if: { required: ['b'] }, else: { allOf: [{}] } } };
    const guards = levelBranches(nested, '').map(({ pointer, guards: list }) => [
      pointer,
      list.map((g) => `${g.pointer}:${String(g.holds)}`),
    ]);
    expect(guards).toEqual([
      ['', []],
      ['/then', ['/if:true']],
      ['/then/else', ['/if:true', '/then/if:false']],
      ['/then/else/allOf/0', ['/if:true', '/then/if:false']],
    ]);
    const dependency = levelBranches(schema, '').find((b) => b.pointer === '/dependencies/a');
    expect(dependency?.guards).toEqual([{ schema: { required: ['a'] }, pointer: '/dependencies/a', holds: true }]);
  });
});
