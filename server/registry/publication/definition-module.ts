/**
 * The text of a published definition module (`/definitions/{sha256}.js`, src/definition/publication): the version's
 * JSON and texts, and its validators compiled with the definition core exactly as the app's build compiles them,
 * wrapped in `createValidators(runtime)` so the module imports nothing.
 */
import type { RJSFSchema } from '@rjsf/utils';
import {
  PUBLICATION_FORMAT,
  type PublishedKind,
  type PublishedTexts,
  VALIDATOR_RUNTIME_SPECIFIERS,
} from '../../../src/definition/publication/publication-contract.ts';
import { compileConsistencyValidators } from '../../../src/definition/consistency/compile-consistency-validators.ts';
import { isConsistencyDefinition } from '../../../src/definition/consistency/consistency-rules.ts';
import { compileDefinitionValidators, isObject, validationFormats } from '../definitions/core.ts';

export interface ModuleInput {
  id: string;
  kind: PublishedKind;
  semver: string;
  /** The version's SHA-256 (canonical JSON of `{ definition, texts }`). */
  sha256: string;
  definition: unknown;
  texts: PublishedTexts;
}

const ALLOWED_IMPORTS = new Set<string>(Object.values(VALIDATOR_RUNTIME_SPECIFIERS));
const IMPORT_LINE = /^import \* as (__import\d+) from ("[^"]+");$/gm;

/** A JSON value as a JavaScript expression: JSON.parse of a string, so `__proto__` keys stay data, as in JSON. */
const jsonExpression = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/** The validator module the build makes of a definition: a form's schema, or the consistency rules' conditions. */
function compiledValidators(definition: unknown): { code: string; imports: string[] } | undefined {
  if (isConsistencyDefinition(definition)) {
    const { code, imports } = compileConsistencyValidators(definition);
    return { code, imports };
  }
  const schema = isObject(definition) && isObject(definition.schema) ? definition.schema : undefined;
  if (!schema) return undefined;
  return compileDefinitionValidators(schema as RJSFSchema, {
    formatsModule: VALIDATOR_RUNTIME_SPECIFIERS.formats,
    formats: validationFormats,
  });
}

/**
 * The build's validator module (`import * as` lines, `export const vN`, `export default { key: vN }`) as the body of
 * a function of the runtime: the imports read from the runtime, the default export returned.
 */
function validatorFactory(definition: unknown): { body: string; imports: string[] } {
  const compiled = compiledValidators(definition);
  if (!compiled) return { body: '  return {};', imports: [] };
  const { code, imports } = compiled;
  const unknown = imports.filter((specifier) => !ALLOWED_IMPORTS.has(specifier));
  if (unknown.length > 0)
    throw new Error(`the validators import ${unknown.join(', ')}, which the app's validator runtime does not provide`);
  const body = code
    .replace(IMPORT_LINE, (_line, name: string, specifier: string) => `const ${name} = __need(${specifier});`)
    .replace(/^export const /gm, 'const ')
    .replace(/^export default \{$/m, 'return {');
  if (/^\s*(?:import|export)\b/m.test(body))
    throw new Error('the compiled validators hold an import or export this wrapper does not know');
  return { body, imports };
}

// Ids, versions and hashes are written into the code outside string literals (a comment): only these characters.
const SAFE_ID = /^[A-Za-z0-9][\w-]*$/;
const SAFE_SEMVER = /^\d+\.\d+\.\d+$/;
const SAFE_SHA = /^[0-9a-f]{64}$/;

/** The module's source text. Deterministic: the same version and compiler give the same bytes (and file name). */
export function definitionModuleSource(input: ModuleInput): string {
  if (!SAFE_ID.test(input.id) || !SAFE_SEMVER.test(input.semver) || !SAFE_SHA.test(input.sha256))
    throw new Error(`cannot publish "${input.id}" ${input.semver}: an id of letters, digits, - or _ is needed`);
  const validators = validatorFactory(input.definition);
  return [
    `// ${input.id} ${input.semver}: published by the definition registry. sha256 of { definition, texts }:`,
    `// ${input.sha256}. Generated; the file's name is the SHA-256 of these bytes.`,
    `export const format = ${PUBLICATION_FORMAT};`,
    `export const id = ${JSON.stringify(input.id)};`,
    `export const kind = ${JSON.stringify(input.kind)};`,
    `export const version = ${JSON.stringify(input.semver)};`,
    `export const sha256 = ${JSON.stringify(input.sha256)};`,
    `export const definition = ${jsonExpression(input.definition)};`,
    `export const texts = ${jsonExpression(input.texts)};`,
    `export const validatorImports = Object.freeze(${JSON.stringify(validators.imports)});`,
    'export function createValidators(runtime) {',
    '  const __need = (specifier) => {',
    '    const module = runtime && runtime[specifier];',
    `    if (!module) throw new Error("createValidators(${input.id}): the runtime lacks " + specifier);`,
    '    return module;',
    '  };',
    validators.body.trimEnd(),
    '}',
    '',
  ].join('\n');
}
