// Loaded in Node too (the build, the lint command, the registry): types only from AJV.
import type Ajv from 'ajv';
import type { Options } from 'ajv';

/**
 * The AJV options of every validator of a definition: the precompiled ones (compile/, at build time and by the
 * registry), the lint's compile check, and any compiled at run time from the same definitions (tests, a studio
 * preview: `customizeValidator(runtimeValidatorOptions(schema))`, src/engine/validation). They go on top of RJSF's
 * own defaults (`AJV_CONFIG`: allErrors, verbose, multipleOfPrecision 8, strict false), so all report the same
 * errors for the same data.
 *
 * No `$data`: the definitions compare fields through the engine's cross-field checks, not `{ "$data": … }`.
 */
export const AJV_OPTIONS = {
  // Every error at once: a failed continue marks every field that needs attention, not the first one.
  allErrors: true,
  // A misspelt keyword ("requried") or an unknown `format` stops the build instead of validating nothing.
  strictSchema: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
} as const satisfies Options;

/**
 * Keywords that are data for the studio, the scoring and the sandbox, not validation: an answer option's
 * `points` and `freeText`, and any `x-…` key. AJV is told they exist so the strict schema check accepts them.
 */
export const DATA_KEYWORDS: readonly string[] = ['points', 'freeText'];

/** `x-studio`, `x-hint`…: an extension key of a definition's schema. */
export const isExtensionKey = (key: string): boolean => key.startsWith('x-');

/** The data keywords plus every `x-…` key used anywhere in the given schemas. */
export function dataKeywordsOf(...schemas: unknown[]): string[] {
  const found = new Set(DATA_KEYWORDS);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (isExtensionKey(key)) found.add(key);
        visit(value);
      }
    }
  };
  schemas.forEach(visit);
  return [...found];
}

/** Registers the data keywords (annotation only: no validation code) with an AJV instance. */
export function addDataKeywords(ajv: Ajv, ...schemas: unknown[]): Ajv {
  for (const keyword of dataKeywordsOf(...schemas)) {
    if (!ajv.getKeyword(keyword))
      ajv.addKeyword({ keyword, schemaType: ['string', 'number', 'boolean', 'object', 'array', 'null'] });
  }
  return ajv;
}

/**
 * The export of validation-formats.ts the generated code reads its format functions from
 * (`<module>.validationFormats["birth-number"]`, AJV's `code.formats`).
 */
export const VALIDATION_FORMATS_EXPORT = 'validationFormats';
