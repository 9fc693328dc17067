import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { toErrorSchema } from '@rjsf/utils';
import { propertyPath } from './error-messages';

/**
 * The errors a person should see now: every one after a failed continue; before that, only those of fields
 * they have left (blurred), never one for a field they are still typing into for the first time.
 */
export function visibleErrors(
  errors: readonly RJSFValidationError[],
  leftFields: ReadonlySet<string>,
  submitted: boolean,
): RJSFValidationError[] {
  if (submitted) return [...errors];
  return errors.filter((error) => leftFields.has(propertyPath(error.property)));
}

/** RJSF's error schema for a list of errors (what `extraErrors` takes). */
export function errorSchemaOf<T>(errors: readonly RJSFValidationError[]): ErrorSchema<T> {
  return toErrorSchema<T>([...errors]);
}

/** Between the parts of a field id: two underscores, since field names themselves contain one (`repeat_password`). */
export const ID_SEPARATOR = '__';
export const ID_PREFIX = 'field';

/** The id RJSF gives the field at a data path (`field__a__b` for `a.b`). */
export function fieldId(path: string, prefix = ID_PREFIX): string {
  return [prefix, ...path.split('.').filter(Boolean)].join(ID_SEPARATOR);
}

/** The data path of a field id (`field__a__b` -> `a.b`). */
export function pathOfFieldId(id: string): string {
  return id.split(ID_SEPARATOR).slice(1).join('.');
}

/** The id of the form element of a definition (`field-contracts`). */
export function definitionFormId(definitionId: string, prefix = ID_PREFIX): string {
  return `${prefix}-${definitionId}`;
}
