import Ajv from 'ajv';
import { pointerJoin } from '../../src/definition/json-pointer.ts';
import { isObject, type Report } from './types.ts';
import { walkSchema } from '../../src/definition/schema/walk-schema.ts';

/**
 * Keywords that are data, not validation (src/engine/validation/ajv-options.ts: DATA_KEYWORDS and any `x-…`
 * key), declared to AJV so its strict mode accepts them.
 */
function dataKeywords(schema: unknown): string[] {
  const found = new Set(['points', 'freeText']);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith('x-')) found.add(key);
        visit(value);
      }
    }
  };
  visit(schema);
  return [...found];
}

/** Every `pattern` and `patternProperties` key is a regular expression valid in Unicode mode, as AJV reads it. */
export function checkPatterns(schema: unknown, report: Report): boolean {
  let patternsValid = true;
  const checkPattern = (source: string, pointer: string) => {
    try {
      new RegExp(source, 'u');
    } catch (error) {
      patternsValid = false;
      report(pointer, (error as Error).message);
    }
  };
  walkSchema(schema, '/schema', (node, pointer) => {
    if (typeof node.pattern === 'string') checkPattern(node.pattern, pointerJoin(pointer, 'pattern'));
    if (isObject(node.patternProperties))
      for (const source of Object.keys(node.patternProperties))
        checkPattern(source, pointerJoin(pointer, 'patternProperties', source));
  });
  return patternsValid;
}

/**
 * The definition's schema is a draft-07 schema that AJV compiles the way the build does (strict schema: an
 * unknown keyword or format fails). Formats are known by name only: whether a value matches is the engine's
 * business, not the linter's.
 */
export function checkSchemaCompiles(schema: unknown, formatNames: readonly string[], report: Report): void {
  if (!isObject(schema)) return;
  const ajv = new Ajv({
    allErrors: true,
    strictSchema: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    formats: Object.fromEntries(formatNames.map((name) => [name, true])),
  });
  for (const keyword of dataKeywords(schema))
    ajv.addKeyword({ keyword, schemaType: ['string', 'number', 'boolean', 'object', 'array', 'null'] });
  try {
    ajv.compile(schema);
  } catch (error) {
    report('/schema', `AJV cannot compile the schema: ${(error as Error).message}`);
  }
}
