import Ajv, { type ErrorObject } from 'ajv';
import { commasOf, type Words, words } from '../words.ts';

/** Written out, so the message-codes test finds every code in the source. */
const SIZE_CODES = {
  minLength: 'ajv.minLength',
  maxLength: 'ajv.maxLength',
  minItems: 'ajv.minItems',
  maxItems: 'ajv.maxItems',
  minProperties: 'ajv.minProperties',
  maxProperties: 'ajv.maxProperties',
} as const;

/**
 * AJV's own messages as codes (src/definition/words.ts), so the studio says them in sk, en or bg. ajv-i18n was
 * considered: it has Slovak but no Bulgarian, and it rewrites `message` in place in one language, where a stored
 * gate report needs a code. So the keywords the definitions' meta-schemas and schemas use each have a code here
 * whose English reads exactly as AJV's; a keyword without one keeps AJV's English as data (`ajv.other`).
 */
export function ajvErrorWords(error: Pick<ErrorObject, 'keyword' | 'params' | 'message'>): Words {
  const params = error.params as Record<string, unknown>;
  const limit = (key: string) => String(params[key] ?? '');
  switch (error.keyword) {
    case 'type':
      return words('ajv.type', { type: limit('type') });
    case 'const':
      return words('ajv.const');
    case 'enum':
      return words('ajv.enum');
    case 'required':
      return words('ajv.required', { property: limit('missingProperty') });
    case 'additionalProperties':
      return words('ajv.additionalProperties');
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return words('ajv.limit', { comparison: limit('comparison'), limit: limit('limit') });
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return words(SIZE_CODES[error.keyword], { limit: limit('limit') });
    case 'uniqueItems':
      return words('ajv.uniqueItems', { i: limit('i'), j: limit('j') });
    case 'pattern':
      return words('ajv.pattern', { pattern: limit('pattern') });
    case 'format':
      return words('ajv.format', { format: limit('format') });
    case 'multipleOf':
      return words('ajv.multipleOf', { multipleOf: limit('multipleOf') });
    case 'anyOf':
      return words('ajv.anyOf');
    case 'oneOf':
      return words('ajv.oneOf');
    case 'not':
      return words('ajv.not');
    case 'false schema':
      return words('ajv.falseSchema');
    case 'propertyNames':
      return words('ajv.propertyNames');
    case 'dependencies':
      return words(params.depsCount === 1 ? 'ajv.dependency' : 'ajv.dependencies', {
        property: limit('property'),
        deps: limit('deps'),
      });
    default:
      return words('ajv.other', { message: error.message ?? error.keyword });
  }
}

const STRICT_KEYWORD = /^strict mode: unknown keyword: "(.*)"$/;
const UNKNOWN_FORMAT = /^unknown format "(.*)" ignored in schema at path "(.*)"$/;
const UNRESOLVED = /^can't resolve reference (.*) from id (.*)$/;

/** The draft-07 meta-schema's errors for a schema, when the AJV that refused it is not at hand (RJSF's compiler). */
function metaSchemaErrors(schema: unknown): ErrorObject[] | undefined {
  const checker = new Ajv({ allErrors: true });
  return checker.validateSchema(schema as object) ? undefined : (checker.errors ?? undefined);
}

/**
 * Why AJV would not compile a schema (its exception), in English and as words. A schema the draft-07 meta-schema
 * refuses is said error by error (from the refusing AJV's `errors`, or the schema checked again); an exception
 * without a code keeps its English.
 */
export function ajvCompileError(
  error: unknown,
  ajv?: { errors?: ErrorObject[] | null },
  schema?: unknown,
): { message: string; words: Words } {
  const message = error instanceof Error ? error.message : String(error);
  const refused = message.startsWith('schema is invalid: ');
  const invalid = refused
    ? ajv?.errors?.length
      ? ajv.errors
      : schema === undefined
        ? undefined
        : metaSchemaErrors(schema)
    : undefined;
  if (invalid)
    return {
      message,
      words: words('ajv.schemaInvalid', {
        errors: commasOf(
          invalid.map((e) => words('ajv.at', { pointer: `data${e.instancePath}`, problem: ajvErrorWords(e) })),
        ),
      }),
    };
  const keyword = STRICT_KEYWORD.exec(message);
  if (keyword) return { message, words: words('ajv.unknownKeyword', { keyword: keyword[1] ?? '' }) };
  const format = UNKNOWN_FORMAT.exec(message);
  if (format) return { message, words: words('ajv.unknownFormat', { format: format[1] ?? '', path: format[2] ?? '' }) };
  const reference = UNRESOLVED.exec(message);
  if (reference)
    return { message, words: words('ajv.unresolved', { ref: reference[1] ?? '', id: reference[2] ?? '' }) };
  return { message, words: words('ajv.other', { message }) };
}
