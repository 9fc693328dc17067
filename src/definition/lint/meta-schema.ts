import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { words, type Words } from '../words.ts';
import { pointerJoin } from '../json-pointer.ts';
import { isObject, type JsonObject } from '../json-object.ts';
import { ajvErrorWords } from './ajv-words.ts';

const validators = new WeakMap<JsonObject, ValidateFunction>();

/** The compiled meta-schema (once per meta-schema object). Throws when the meta-schema itself is broken. */
export function metaValidator(metaSchema: JsonObject): ValidateFunction {
  let validate = validators.get(metaSchema);
  if (!validate) {
    // verbose: the failing value and its subschema, whose `title` and `examples` make the messages readable.
    const ajv = new Ajv({
      allErrors: true,
      verbose: true,
      strictTypes: false,
      strictTuples: false,
      strictRequired: false,
    });
    validate = ajv.compile(metaSchema);
    validators.set(metaSchema, validate);
  }
  return validate;
}

/** The format names the meta-schema allows (`definitions.formatName.enum`): the ones AJV must know. */
export function formatNamesOf(metaSchema: JsonObject): string[] {
  const definitions = isObject(metaSchema.definitions) ? metaSchema.definitions : {};
  const formatName = isObject(definitions.formatName) ? definitions.formatName : {};
  return Array.isArray(formatName.enum)
    ? formatName.enum.filter((name): name is string => typeof name === 'string')
    : [];
}

const show = (value: unknown) => JSON.stringify(value);

/** One AJV error as a pointer and a sentence; undefined for the echo of a failed branch ("must match "else" schema").
 * */
type Described = { pointer: string; message: string; words?: Words };

function describe(error: ErrorObject, schemaNode: unknown): Described | undefined {
  const parent = isObject(error.parentSchema) ? error.parentSchema : {};
  const noun = typeof parent.title === 'string' ? parent.title : undefined;
  const example = Array.isArray(parent.examples) ? parent.examples[0] : undefined;
  const params = error.params as Record<string, unknown>;
  const pointer = error.instancePath;
  switch (error.keyword) {
    case 'if':
      return undefined;
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const inSchema = error.parentSchema === schemaNode;
      return {
        pointer: pointerJoin(pointer, key),
        message: inSchema
          ? `unknown keyword "${key}" (not a draft-07 keyword the engine uses; extension keys start with x-)`
          : `unknown key "${key}"`,
        words: words(inSchema ? 'lint.unknownKeyword' : 'lint.unknownKey', { key }),
      };
    }
    case 'required':
      return {
        pointer,
        message: `missing "${String(params.missingProperty)}"`,
        words: words('lint.missingProperty', { property: String(params.missingProperty) }),
      };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String).join(', ');
      return {
        pointer,
        message: noun
          ? `${show(error.data)} is not a known ${noun}; one of: ${allowed}`
          : `${show(error.data)} must be one of: ${allowed}`,
        words: noun
          ? words('lint.notKnown', { value: show(error.data), noun, allowed })
          : words('lint.mustBeOneOf', { value: show(error.data), allowed }),
      };
    }
    case 'pattern':
      return {
        pointer,
        message: `${show(error.data)} is not a valid ${noun ?? 'value'}${example === undefined ? `: ${error.message ?? ''}` : ` (e.g. ${String(example)})`}`,
        words: words(example === undefined ? 'ajv.notValid' : 'ajv.notValidExample', {
          value: show(error.data),
          noun: noun ?? words('ajv.value'),
          ...(example === undefined ? { problem: ajvErrorWords(error) } : { example: String(example) }),
        }),
      };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return {
        pointer,
        message: `${noun ? `${noun} ` : ''}${show(error.data)} is out of range: ${error.message ?? ''}`,
        words: noun
          ? words('ajv.outOfRangeOf', { noun, value: show(error.data), problem: ajvErrorWords(error) })
          : words('ajv.outOfRange', { value: show(error.data), problem: ajvErrorWords(error) }),
      };
    default:
      return { pointer, message: error.message ?? error.keyword, words: ajvErrorWords(error) };
  }
}

/** The definition against the meta-schema: each distinct problem once, as pointer and message. */
export function metaSchemaProblems(definition: unknown, metaSchema: JsonObject): Described[] {
  const validate = metaValidator(metaSchema);
  if (validate(definition)) return [];
  const schemaNode = isObject(metaSchema.definitions) ? metaSchema.definitions.schemaNode : undefined;
  const seen = new Set<string>();
  const out: Described[] = [];
  for (const error of validate.errors ?? []) {
    const problem = describe(error, schemaNode);
    if (!problem) continue;
    const id = `${problem.pointer}\n${problem.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(problem);
  }
  return out;
}
