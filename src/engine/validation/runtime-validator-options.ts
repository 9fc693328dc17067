import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { formats } from '../../definition/formats';
import { AJV_OPTIONS, addDataKeywords } from '../../definition/validation/ajv-options';

/**
 * The options of `customizeValidator` for a validator compiled at run time from the given definition
 * schemas (tests, a studio preview), the same as the build's: the engine's formats on top of RJSF's standard
 * ones, `AJV_OPTIONS`, the data keywords. Such a validator evaluates generated code (`new Function`), so it
 * never runs in the app under its CSP; the app uses the precompiled validators of
 * `virtual:definition-validators.js` through `createDefinitionValidator`.
 */
export function runtimeValidatorOptions(...schemas: unknown[]): CustomValidatorOptionsType {
  return {
    customFormats: formats,
    ajvOptionsOverrides: AJV_OPTIONS,
    extenderFn: (ajv) => addDataKeywords(ajv, ...schemas),
  };
}
