// Transitional: the definition core (src/definition) is this module's home; this re-export serves the files that
// still import it here until their owners' pending edits land, then it goes.
export { isObject, type JsonObject } from '../../src/definition/json-object.ts';
export { LANGUAGES, type Language } from '../../src/definition/languages.ts';
export type { DefinitionSource, LintContext, Problem, Report } from '../../src/definition/lint/types.ts';
