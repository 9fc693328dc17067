/**
 * The text of a published definition module (`/definitions/{sha256}.js`, src/definition/publication): the version's
 * JSON and texts, and its validators compiled with the definition core exactly as the app's build compiles them,
 * wrapped in `createValidators(runtime)` so the module imports nothing.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { minifySync } from 'rolldown/utils';
import {
  PUBLICATION_FORMAT,
  type PublishedKind,
  type PublishedTexts,
  VALIDATOR_RUNTIME_SPECIFIERS,
} from '../../../src/definition/publication/publication-contract.ts';
import {
  DEFINITION_LINE,
  dataExpression,
  TEXT_LISTS_LINE,
  textLists,
  TEXTS_FROM_LISTS,
  TEXTS_LINE,
} from '../../../src/definition/publication/module-data.ts';
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

const SCHEMA_CONST = /^const (schema\d+) = (.*);$/gm;

/** Every object and array of the definition by its JSON text, with its path (the first one, for copies alike). */
function nodesByJson(definition: unknown): Map<string, (string | number)[]> {
  const found = new Map<string, (string | number)[]>();
  const visit = (node: unknown, path: (string | number)[]): void => {
    if (node === null || typeof node !== 'object') return;
    const json = JSON.stringify(node);
    if (!found.has(json)) found.set(json, path);
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index]));
    else for (const [key, item] of Object.entries(node)) visit(item, [...path, key]);
  };
  visit(definition, []);
  return found;
}

/**
 * AJV's standalone code holds a copy of each schema it compiled (`const schema11 = {…}`: the error objects' `schema`
 * and `parentSchema`, the values compared), the same JSON as a part of the definition the module holds already, or
 * that part with the `$id` RJSF gives it. Each such copy becomes a reference into the module's `definition` (with the
 * `$id` added to a copy of its top): the same value, about a kilobyte less to download for a questionnaire section.
 */
function schemasFromDefinition(body: string, definition: unknown): string {
  const nodes = nodesByJson(definition);
  let used = false;
  const replaced = body.replace(SCHEMA_CONST, (line, name: string, json: string) => {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      return line;
    }
    if (value === null || typeof value !== 'object') return line;
    const { $id, ...rest } = value as Record<string, unknown>;
    const plain = nodes.get(json);
    const withId = typeof $id === 'string' && !Array.isArray(value) ? nodes.get(JSON.stringify(rest)) : undefined;
    // `{ ...node, $id }` writes the keys in the node's order and `$id` last: only a copy written so is the same JSON.
    const same = withId && JSON.stringify({ ...rest, $id }) === json;
    if (!plain && !same) return line;
    used = true;
    const path = JSON.stringify(plain ?? withId);
    return plain
      ? `const ${name} = __schemaAt(${path});`
      : `const ${name} = __schemaAt(${path}, ${JSON.stringify($id)});`;
  });
  if (!used) return body;
  return [
    "// A part of the definition (the module's own export), with the $id RJSF gives it when asked.",
    'const __schemaAt = (path, $id) => {',
    '  let node = definition;',
    '  for (const key of path) node = node[key];',
    '  return $id === undefined ? node : { ...node, $id };',
    '};',
    replaced,
  ].join('\n');
}

/** The lines of the texts: the lists and the code that makes `{ key: text }` of them, or the texts as they are. */
function textsLines(texts: PublishedTexts): { data: string; code: string[] } {
  const lists = textLists(texts);
  return lists
    ? { data: `${TEXT_LISTS_LINE}${dataExpression(lists)};`, code: [TEXTS_FROM_LISTS] }
    : { data: `${TEXTS_LINE}${dataExpression(texts)};`, code: [] };
}

/**
 * The module's code minified as Vite minifies the build's own copy of the validators (Oxc, through rolldown): AJV's
 * standalone code names every error object apart (err0, err1…), which gzip cannot fold; minified, a section's
 * validators are about a third smaller on the wire (issue 21: no more JavaScript on the first route than the bundled
 * build). Deterministic for one version of the minifier, like the compiler's output.
 */
function minified(code: string, id: string): string {
  const result = minifySync(`${id}.js`, code, { module: true, compress: true, mangle: true });
  if (result.errors.length > 0)
    throw new Error(`cannot publish "${id}": its validators do not minify (${result.errors[0]?.message})`);
  return result.code.trimEnd();
}

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
  const texts = textsLines(input.texts);
  return [
    `// ${input.id} ${input.semver}: published by the definition registry. sha256 of { definition, texts }:`,
    `// ${input.sha256}. Generated; the file's name is the SHA-256 of these bytes.`,
    `export const format = ${PUBLICATION_FORMAT};`,
    `export const id = ${JSON.stringify(input.id)};`,
    `export const kind = ${JSON.stringify(input.kind)};`,
    `export const version = ${JSON.stringify(input.semver)};`,
    `export const sha256 = ${JSON.stringify(input.sha256)};`,
    `${DEFINITION_LINE}${dataExpression(input.definition)};`,
    texts.data,
    // Data above, each on its line (module-data.ts: the sandbox reads them without running the module); code below.
    minified(
      [
        ...texts.code,
        `export const validatorImports = Object.freeze(${JSON.stringify(validators.imports)});`,
        'export function createValidators(runtime) {',
        '  const __need = (specifier) => {',
        '    const module = runtime && runtime[specifier];',
        `    if (!module) throw new Error("createValidators(${input.id}): the runtime lacks " + specifier);`,
        '    return module;',
        '  };',
        schemasFromDefinition(validators.body, input.definition).trimEnd(),
        '}',
      ].join('\n'),
      input.id,
    ),
    '',
  ].join('\n');
}
