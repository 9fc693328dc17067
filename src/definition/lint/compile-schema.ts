import Ajv from 'ajv';
import { AJV_OPTIONS, addDataKeywords } from '../validation/ajv-options.ts';
import { pointerJoin } from '../json-pointer.ts';
import { isObject } from '../json-object.ts';
import type { Report } from './types.ts';
import { walkSchema } from '../schema/walk-schema.ts';
import { words } from '../words.ts';
import { ajvCompileError } from './ajv-words.ts';

/** Every `pattern` and `patternProperties` key is a regular expression valid in Unicode mode, as AJV reads it. */
export function checkPatterns(schema: unknown, report: Report): boolean {
  let patternsValid = true;
  const checkPattern = (source: string, pointer: string) => {
    try {
      new RegExp(source, 'u');
    } catch (error) {
      patternsValid = false;
      const message = (error as Error).message;
      // What is wrong inside the expression stays in the JavaScript engine's English (it has no codes for it).
      const reason = /^Invalid regular expression: \/.*\/u: (.*)$/s.exec(message)?.[1];
      report(
        pointer,
        message,
        reason === undefined ? words('ajv.other', { message }) : words('ajv.badPattern', { pattern: source, reason }),
      );
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
  // The options and data keywords of the build and the registry; formats by name only (their checks are the app's).
  const ajv = new Ajv({ ...AJV_OPTIONS, formats: Object.fromEntries(formatNames.map((name) => [name, true])) });
  addDataKeywords(ajv, schema);
  try {
    ajv.compile(schema);
  } catch (error) {
    const { message, words: why } = ajvCompileError(error, ajv);
    report('/schema', `AJV cannot compile the schema: ${message}`, words('ajv.notCompiled', { why }));
  }
}
