// The module text the registry publishes (server/registry/publication/definition-module.ts): whatever staff write
// into a definition or its texts stays data when the module runs; only a plain id goes into its code.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { definitionModuleSource, type ModuleInput } from '../../server/registry/publication/definition-module';
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

  it('refuses an id, version or hash that would not be plain text in its code', () => {
    expect(() => definitionModuleSource({ ...base, id: 'a\u2028globalThis.x = 1' })).toThrow(/letters, digits/);
    expect(() => definitionModuleSource({ ...base, semver: '1.0.0\nx' })).toThrow();
    expect(() => definitionModuleSource({ ...base, sha256: 'x' })).toThrow();
  });
});
