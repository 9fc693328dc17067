/**
 * The module the precompiled validators take their format functions from (AJV's `code.formats` option points
 * here): the named formats (../formats: the very functions the app and the sandbox use elsewhere) on top of
 * the standard ones RJSF registers by default (ajv-formats' full set: `date`, `email`, `uri`…).
 *
 * Formats given as a regular expression (`email`, RJSF's `color`, `data-url`) are written into the generated
 * code itself; only function formats are looked up here, by name.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { Format } from 'ajv';
import { formats } from '../formats/index.ts';

/**
 * Every format a definition may name. The build registers exactly these with AJV (loading this module through
 * Vite), so a format the app would not have fails the build. Its name is `VALIDATION_FORMATS_EXPORT`.
 */
export const validationFormats: Readonly<Record<string, Format>> = { ...fullFormats, ...formats };
