// @vitest-environment node
import type { RJSFSchema } from '@rjsf/utils';
import { hashForSchema } from '@rjsf/utils';
import {
  compileDefinitionValidators,
  conditionSubschemas,
} from '../../src/definition/compile/compile-definition-validators';
import { validationFormats } from '../../src/definition/validation/validation-formats';
import conditionalStep from './fixtures/conditional-step.json';
import nestedConditions from './fixtures/nested-conditions.json';

const options = { formatsModule: '/src/definition/validation/validation-formats.ts', formats: validationFormats };
const compile = (schema: object) => compileDefinitionValidators(schema as RJSFSchema, options);

describe('compileDefinitionValidators (build side)', () => {
  it('writes an ES module: imports instead of require, named exports and a table keyed by schema hash', () => {
    const { code, keys, imports } = compile(conditionalStep.schema);
    expect(keys[0]).toBe(hashForSchema(conditionalStep.schema as RJSFSchema));
    expect(code).toContain('export default {');
    for (const key of keys) expect(code).toContain(`${JSON.stringify(key)}: v`);
    expect(imports).toEqual(expect.arrayContaining(['ajv/dist/runtime/ucs2length.js', options.formatsModule]));
    expect(code).toMatch(/^const formats\d+ = __cjs\(__import\d+\)\.validationFormats\["birth-number"\];$/m);
    expect(code).not.toMatch(/\brequire\(|\bmodule\.exports\b|^exports\[/m);
    expect(code).not.toMatch(/new Function|\bFunction\(|\beval\(/);
  });

  it('accepts the data keywords (points, freeText) and x- keys', () => {
    expect(() =>
      compile({
        type: 'string',
        oneOf: [{ const: 'a', title: 't', points: 3, freeText: 'why' }],
        'x-studio': { note: 1 },
      }),
    ).not.toThrow();
  });

  it('fails on a misspelt keyword and on a format the app does not have', () => {
    expect(() => compile({ type: 'object', requried: ['a'] })).toThrow(/unknown keyword: "requried"/);
    expect(() => compile({ type: 'string', format: 'rodne-cislo' })).toThrow(/unknown format "rodne-cislo"/);
  });

  it('compiles every if-condition, also where RJSF’s schema parser does not look', () => {
    const found = conditionSubschemas(nestedConditions.schema);
    expect(
      Object.values(found)
        .map((s) => Object.keys(s.properties ?? {})[0])
        .sort(),
    ).toEqual(['country', 'esg', 'esgShare']);
    const deep = {
      type: 'object',
      properties: { a: { type: 'string' } },
      not: { allOf: [{ if: { required: ['a'] }, then: { required: ['b'] } }] },
    };
    const { keys } = compile(deep);
    expect(keys).toContain(hashForSchema({ required: ['a'] }));
  });
});
