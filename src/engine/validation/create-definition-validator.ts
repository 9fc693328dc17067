import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { hashForSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { JSONSchema7 } from 'json-schema';

/**
 * An RJSF validator for one definition from its precompiled validate functions, those of
 * `virtual:definition-validators.js` (made at build time by build/vite-plugin-validators.ts). It evaluates no
 * generated code at run time, so the form validates under `script-src 'self'`.
 *
 * `rootSchema` must be the very schema that was compiled (the definition's `schema`, untranslated: its
 * titles are i18n keys, translated through the UI schema), and the form must get that same object.
 *
 * ```ts
 * import { validators } from 'virtual:definition-validators.js';
 * const validator = createDefinitionValidator(validators[definition.id], definition.schema);
 * ```
 */
export function createDefinitionValidator<T = Record<string, unknown>>(
  compiled: ValidatorFunctions | undefined,
  rootSchema: JSONSchema7 | RJSFSchema,
): ValidatorType<T> {
  const schema = rootSchema as RJSFSchema;
  const hash = typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema);
  if (!compiled)
    throw new Error(
      'createDefinitionValidator: no precompiled validators were given (is the definition in the plugin’s globs?)',
    );
  if (!compiled[hash]) {
    throw new Error(
      `createDefinitionValidator: the schema (hash ${hash}) is not the one compiled at build time; ` +
        'pass the definition’s schema unchanged (translate through the UI schema) and rebuild after editing a definition',
    );
  }
  return createPrecompiledValidator<T>(compiled, schema);
}
