import type { RJSFSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import type { DefinitionData } from '../../engine';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const TYPE_OF: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
  integer: (value) => Number.isInteger(value),
  boolean: (value) => typeof value === 'boolean',
  array: Array.isArray,
  object: isRecord,
  null: (value) => value === null,
};

/**
 * Does the value match the schema, in the few keywords the studio's own edit forms use (question-model.ts,
 * rule-model.ts…: `type`, `properties`, `items`, and choices as `oneOf` of `{ const, title }`)? RJSF asks this only
 * to pick which choice a value is; nothing here judges a definition (the lint does, on the registry).
 */
function matches(schema: unknown, value: unknown): boolean {
  if (!isRecord(schema)) return true;
  if ('const' in schema && JSON.stringify(schema.const) !== JSON.stringify(value)) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((item) => JSON.stringify(item) === JSON.stringify(value)))
    return false;
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (value !== undefined && types.length > 0 && !types.some((type) => TYPE_OF[String(type)]?.(value))) return false;
  if (isRecord(value) && isRecord(schema.properties))
    for (const [name, property] of Object.entries(schema.properties))
      if (name in value && !matches(property, value[name])) return false;
  if (Array.isArray(value) && isRecord(schema.items)) return value.every((item) => matches(schema.items, item));
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const options = schema[keyword];
    if (Array.isArray(options) && value !== undefined) {
      const count = options.filter((option) => matches(option, value)).length;
      if (keyword === 'oneOf' ? count !== 1 : count === 0) return false;
    }
  }
  return true;
}

const NO_ERRORS: ValidationData<DefinitionData> = { errors: [], errorSchema: {} };

/**
 * The validator of the studio's edit forms (EngineEditForm). Their schemas state no rules: the problems come from the
 * lint and reach the fields as `serverErrors`. So nothing is validated here, and RJSF's few questions about which
 * choice a value is are answered without AJV, whose only way is generated code: the studio page served by the
 * registry runs under `script-src 'self'` with no 'unsafe-eval'.
 */
export const editFormValidator: ValidatorType<DefinitionData> = {
  validateFormData: () => NO_ERRORS,
  isValid: (schema: RJSFSchema, formData: DefinitionData | undefined) => matches(schema, formData),
  rawValidation: () => ({ errors: [], validationError: undefined }),
};
