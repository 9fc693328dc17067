// The module text the registry publishes (server/registry/publication/definition-module.ts): whatever staff write
// into a definition or its texts stays data when the module runs; only a plain id goes into its code.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { definitionModuleSource, type ModuleInput } from '../../server/registry/publication/definition-module';
import { moduleData } from '../../src/definition/publication/module-data';
import type { DefinitionModule } from '../../src/definition/publication/publication-contract';
import { validatorRuntime } from '../../src/definition/publication/validator-runtime';

const folder = mkdtempSync(join(tmpdir(), 'definition-module-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function run(input: ModuleInput, name: string): Promise<DefinitionModule> {
  const file = join(folder, `${name}.js`);
  writeFileSync(file, definitionModuleSource(input));
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as DefinitionModule;
}

const HOSTILE = '"; globalThis.pwned = 1; //\u2028globalThis.pwned = 2;\n*/ `${globalThis.pwned = 3}` \\';
const base: ModuleInput = {
  id: 'questionnaire-z',
  kind: 'questionnaire-section',
  semver: '1.2.0',
  sha256: 'a'.repeat(64),
  definition: {
    id: 'questionnaire-z',
    kind: 'questionnaire-section',
    title: HOSTILE,
    schema: {
      type: 'object',
      required: ['z1'],
      properties: { z1: { type: 'string', title: HOSTILE, oneOf: [{ const: HOSTILE, title: 'x', points: 1 }] } },
    },
  },
  texts: { sk: { 'questionnaire.z.title': HOSTILE }, en: {}, bg: {} },
};

describe('a published module', () => {
  it('keeps hostile texts, titles and answer values as data, and validates with them', async () => {
    const module = await run(base, 'hostile');
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined();
    expect(module.texts.sk['questionnaire.z.title']).toBe(HOSTILE);
    expect(module.definition).toEqual(base.definition);
    const validate = Object.values(module.createValidators(validatorRuntime))[0]!;
    expect(validate({ z1: HOSTILE })).toBe(true);
    expect(validate({ z1: 'other' })).toBe(false);
  });

  it('keeps a "__proto__" key as data, as JSON does', async () => {
    const definition = JSON.parse('{"id":"p","kind":"step","__proto__":{"polluted":true}}') as Record<string, unknown>;
    const module = await run({ ...base, id: 'p', kind: 'step', definition }, 'proto');
    expect(Object.hasOwn(module.definition, '__proto__')).toBe(true);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('keeps a "__proto__" text key as data, in the texts it exports and in those read without running it', async () => {
    const texts = JSON.parse(
      '{"sk":{"__proto__":"a","b":"c"},"en":{"b":"d","__proto__":"e"},"bg":{"__proto__":"f","b":"g"}}',
    );
    const input = { ...base, texts } as ModuleInput;
    const module = await run(input, 'proto-texts');
    expect(module.texts).toEqual(texts);
    expect(Object.hasOwn(module.texts.en, '__proto__')).toBe(true);
    expect(moduleData(definitionModuleSource(input))).toEqual({ definition: base.definition, texts });
  });

  it('writes its data on lines the sandbox reads without running it, keys once, and its code minified', async () => {
    const texts = {
      sk: { 'questionnaire.z.title': HOSTILE },
      en: { 'questionnaire.z.title': 'en' },
      bg: { 'questionnaire.z.title': 'bg' },
    };
    const input = { ...base, texts };
    const source = definitionModuleSource(input);
    const module = await run(input, 'data-lines');
    expect(module.texts).toEqual(texts);
    expect(moduleData(source)).toEqual({ definition: base.definition, texts });
    expect(source).toMatch(/^const __texts = \{"keys":\["questionnaire\.z\.title"\],"lists":/m);
    // AJV's standalone code as written (err0, vErrors, a sourceURL comment per function) is not what is published.
    expect(source).not.toMatch(/\berr0\b|\bvErrors\b|sourceURL/);
    // A line in a string of the code is never taken for data.
    const line = '\nexport const definition = {"id":"x"};\n';
    const trap = { ...base, definition: { ...(base.definition as object), title: line } };
    expect(moduleData(definitionModuleSource(trap)).definition).toEqual(trap.definition);
  });

  it("takes the validators' copies of the schema from its definition, and validates as the build's copy does", async () => {
    const z1 = {
      type: 'string',
      title: 'questionnaire.z.z1.title',
      oneOf: [
        { const: 'yes', title: 'y', points: 1 },
        { const: 'no', title: 'n', points: 0 },
      ],
    };
    const definition = {
      id: 'questionnaire-z',
      kind: 'questionnaire-section',
      schema: { type: 'object', required: ['z1'], properties: { z1 } },
    };
    const input = { ...base, definition };
    // Once, in the definition: the validators' error objects point into it.
    expect(definitionModuleSource(input).split('questionnaire.z.z1.title')).toHaveLength(2);
    const validators = (await run(input, 'schemas')).createValidators(validatorRuntime);
    const [root, yes, no] = Object.values(validators);
    expect(root!({ z1: 'yes' })).toBe(true);
    expect(root!({ z1: 'maybe' })).toBe(false);
    const errors = (root as unknown as { errors: { parentSchema: unknown }[] }).errors;
    expect(errors.map((error) => error.parentSchema)).toContainEqual(z1.oneOf[0]);
    // Each answer's own validator (RJSF asks which one matches): its schema with the $id RJSF gives it.
    expect([yes!('yes'), yes!('no'), no!('no')]).toEqual([true, false, true]);
    no!('yes');
    const [error] = (no as unknown as { errors: { parentSchema: Record<string, unknown> }[] }).errors;
    expect(error!.parentSchema).toEqual({ ...z1.oneOf[1], $id: expect.any(String) });
  });

  it('reads the data of a module written before (JSON.parse of a string on each line)', () => {
    const before = [
      '// questionnaire-z 1.2.0: published by the definition registry.',
      'export const format = 1;',
      `export const definition = JSON.parse(${JSON.stringify(JSON.stringify(base.definition))});`,
      `export const texts = JSON.parse(${JSON.stringify(JSON.stringify(base.texts))});`,
      'export const validatorImports = Object.freeze([]);',
      'export function createValidators(runtime) {',
      '  return {};',
      '}',
    ].join('\n');
    expect(moduleData(before)).toEqual({ definition: base.definition, texts: base.texts });
  });

  it('refuses an id, version or hash that would not be plain text in its code', () => {
    expect(() => definitionModuleSource({ ...base, id: 'a\u2028globalThis.x = 1' })).toThrow(/letters, digits/);
    expect(() => definitionModuleSource({ ...base, semver: '1.0.0\nx' })).toThrow();
    expect(() => definitionModuleSource({ ...base, sha256: 'x' })).toThrow();
  });
});
