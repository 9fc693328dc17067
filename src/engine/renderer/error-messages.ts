import type { RJSFValidationError } from '@rjsf/utils';
import { isConditionalNoise } from '../../definition/validation/conditional-noise';

export type TranslateWith = (key: string, values?: Record<string, unknown>) => string;

/** `.a.b` or `['a'].b` (RJSF's property notation) as a dotted path `a.b`. */
export function propertyPath(property: string | undefined): string {
  return (property ?? '').replace(/\[['"]?([^'"\]]+)['"]?\]/g, '.$1').replace(/^\./, '');
}

function uiNodeAt(uiSchema: Record<string, unknown> | undefined, path: string): Record<string, unknown> | undefined {
  let node: unknown = uiSchema;
  for (const part of path.split('.').filter(Boolean)) {
    if (!node || typeof node !== 'object') return undefined;
    const next: unknown = (node as Record<string, unknown>)[part] ?? (node as Record<string, unknown>).items;
    node = next;
  }
  return node && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
}

/**
 * Replaces AJV's English messages with translated ones: a field's own `ui:errorMessages` (keyword -> key,
 * or `format` -> key; `then.<keyword>` / `else.<keyword>` for a keyword of a conditional branch) first, then
 * `validation.format.<name>` for formats, then `validation.<keyword>`.
 * Conditional noise ("must match then schema") is dropped.
 */
export function translateErrors(
  errors: readonly RJSFValidationError[],
  uiSchema: Record<string, unknown> | undefined,
  t: TranslateWith,
): RJSFValidationError[] {
  // A branch's failure says nothing a person can act on: the field-level errors say it.
  return errors
    .filter((error) => !isConditionalNoise(error.name))
    .map((error) => {
      const keyword = error.name ?? 'invalid';
      const params = (error.params ?? {}) as Record<string, unknown>;
      // RJSF already points a `required` error at the missing property itself.
      const path = propertyPath(error.property);
      const own = uiNodeAt(uiSchema, path)?.['ui:errorMessages'] as Record<string, string> | undefined;
      // A rule of a conditional branch may have its own text: `then.required` is the `required` of a `then`,
      // `else.then.required` that of a `then` within an `else`.
      const branch = /((?:\/(?:then|else))+)\/[^/]+$/.exec(error.schemaPath ?? '')?.[1];
      const key =
        (branch && own?.[`${branch.slice(1).replaceAll('/', '.')}.${keyword}`]) ??
        own?.[keyword] ??
        (keyword === 'format'
          ? (own?.format ?? `validation.format.${String(params.format)}`)
          : `validation.${keyword}`);
      const message = t(key, params);
      return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
    });
}

/**
 * `translateErrors` for `transformErrors`, translating each message once: the whole form is validated on every
 * keystroke, and most of its errors (the questions not answered yet) are the same as the time before.
 */
export function cachedErrorTranslator(
  uiSchema: Record<string, unknown> | undefined,
  t: TranslateWith,
): (errors: readonly RJSFValidationError[]) => RJSFValidationError[] {
  const translated = new Map<string, string>();
  const translate: TranslateWith = (key, values) => {
    const cacheKey = values ? `${key}\u0000${JSON.stringify(values)}` : key;
    let message = translated.get(cacheKey);
    if (message === undefined) {
      message = t(key, values ?? {});
      translated.set(cacheKey, message);
    }
    return message;
  };
  return (errors) => translateErrors(errors, uiSchema, translate);
}
