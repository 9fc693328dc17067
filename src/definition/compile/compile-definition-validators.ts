/**
 * The precompiled validators of a definition: its JSON Schema -> an ES module of AJV standalone validate functions,
 * keyed by schema hash as RJSF's `createPrecompiledValidator` looks them up. The build
 * (build/vite-plugin-validators.ts) compiles the bundled definitions with it, the registry each version it publishes.
 *
 * RJSF's `compileSchemaValidatorsCode` emits CommonJS whose export names are hashes; AJV's `code.esm` fails on
 * those ("invalid export name"). So this module does what that function does (RJSF's `schemaParser` to find every
 * subschema RJSF will ask `isValid` about, RJSF's `createAjvInstance`, AJV's `standaloneCode`) but exports
 * each function under a plain name (`v0`, `v1`…) and adds a default export `{ [hash]: v0, … }`; the
 * `require("…")` lines AJV writes for its runtime helpers and for our formats become imports.
 */
import { hashForSchema, type RJSFSchema, schemaParser } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { _, type Format, Name } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { isObject } from '../json-object.ts';
import { walkSchema } from '../schema/walk-schema.ts';
import { AJV_OPTIONS, addDataKeywords, VALIDATION_FORMATS_EXPORT } from '../validation/ajv-options.ts';

export interface CompiledModule {
  /** The ES module's code: named exports `v0`… and a default export `{ [schema hash]: validate function }`. */
  code: string;
  /** The keys of the default export: the root schema's hash first. */
  keys: string[];
  /** The bare or absolute specifiers the code imports. */
  imports: string[];
}

type SchemaMap = Record<string, RJSFSchema>;

/**
 * Every `if` subschema anywhere in the schema under its RJSF hash, the way RJSF's `ParserValidator` records
 * them (`{ ...schema, $id: hash }`). RJSF's parser already finds the conditions of properties, array items,
 * `allOf` and `then`/`else` branches (tests/validation proves it for each fixture); this is a cheap safety net
 * for one where its walk does not go (under `not`, in tuple `items`, `additionalProperties`…), so that
 * `retrieveSchema` never asks the precompiled validator for a condition it has no function for.
 */
export function conditionSubschemas(schema: unknown, into: SchemaMap = {}): SchemaMap {
  walkSchema(schema, '', (node) => {
    const condition = node.if;
    if (!isObject(condition)) return;
    const hash = typeof condition.$id === 'string' ? condition.$id : hashForSchema(condition as RJSFSchema);
    into[hash] ??= { ...(condition as RJSFSchema), $id: hash };
  });
  return into;
}

const CJS_REQUIRE = /^const ([\w$]+) = require\("([^"]+)"\)(.*);$/gm;

/** `ajv/dist/runtime/ucs2length` -> `ajv/dist/runtime/ucs2length.js` (ajv has no export map; Node's ESM loader wants
 * the file). */
function esmSpecifier(specifier: string): string {
  return /^ajv(-formats)?\/dist\//.test(specifier) && !specifier.endsWith('.js') ? `${specifier}.js` : specifier;
}

/**
 * Turns AJV's `const x = require("spec").path;` lines into imports. `import * as` plus `cjs()` reads the same
 * exports object under Node (Vitest: namespace.default is module.exports), Vite's dev server (the namespace is
 * module.exports) and the bundler (namespace copies exports), for CommonJS helpers and ES modules alike.
 */
export function requiresToImports(code: string): { code: string; imports: string[] } {
  const specifiers: string[] = [];
  const body = code.replace(CJS_REQUIRE, (_line, name: string, specifier: string, rest: string) => {
    const mapped = esmSpecifier(specifier);
    let index = specifiers.indexOf(mapped);
    if (index === -1) index = specifiers.push(mapped) - 1;
    return `const ${name} = __cjs(__import${index})${rest};`;
  });
  if (/^(?:const|let|var) [\w$]+ = require\(/m.test(body)) {
    throw new Error('compile-validators: the standalone code has a require() this converter does not know');
  }
  const header = [
    ...specifiers.map((specifier, index) => `import * as __import${index} from ${JSON.stringify(specifier)};`),
    'const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);',
  ];
  return { code: `${header.join('\n')}\n${body}`, imports: specifiers };
}

export interface CompileOptions {
  /** Import specifier of the module exporting `validationFormats` (../validation/validation-formats.ts). */
  formatsModule: string;
  /** That module's `validationFormats`: the only formats a schema may name. */
  formats: Readonly<Record<string, Format>>;
}

/** One definition's schema -> the ES module of its precompiled validators. Throws on an invalid schema. */
export function compileDefinitionValidators(
  schema: RJSFSchema,
  { formatsModule, formats }: CompileOptions,
): CompiledModule {
  const parsed: SchemaMap = schemaParser(schema);
  const schemas = conditionSubschemas(schema, { ...parsed });
  const rootKey = typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema);
  const keys = [rootKey, ...Object.keys(schemas).filter((key) => key !== rootKey)];

  const ajv = createAjvInstance(
    undefined,
    // All of them, standard ones included, come from the formats module (ajv-formats itself is off): every
    // format the generated code names is one that module exports.
    formats as Record<string, RegExp | ((data: string) => boolean)>,
    {
      ...AJV_OPTIONS,
      // `source` for standaloneCode; `esm` for `export const`; `formats`: where format functions come from.
      code: {
        source: true,
        esm: true,
        lines: true,
        formats: _`require(${formatsModule}).${new Name(VALIDATION_FORMATS_EXPORT)}`,
      },
      schemas: keys.map((key) => schemas[key] as RJSFSchema),
    },
    false,
    undefined,
    (instance) => addDataKeywords(instance, schema),
  );
  const names = Object.fromEntries(keys.map((key, index) => [`v${index}`, key]));
  const standalone = standaloneCode(ajv, names).replace(/^"use strict";\n?/, '');
  const converted = requiresToImports(standalone);
  const table = keys.map((key, index) => `  ${JSON.stringify(key)}: v${index},`).join('\n');
  return { code: `${converted.code}\nexport default {\n${table}\n};\n`, keys, imports: converted.imports };
}
