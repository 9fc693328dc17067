/**
 * The definition core: what a definition is and everything done with one, without React or the DOM, in Node and
 * the browser alike (the app, the studio, the sandbox, the lint command, the build and the registry import it).
 * It imports nothing else of src/. Node-only helpers that read a data folder are in ./node (not re-exported here).
 * App code imports the module it needs (`definition/languages`, `definition/questions/…`) so its bundle carries
 * no more than that.
 */
export type * from './definition-types.ts';
export { isObject, type JsonObject } from './json-object.ts';
export { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.ts';
export { pointerJoin, pointerToken, pointerTokens, valueAt } from './json-pointer.ts';
export {
  DEFINITION_FOLDERS,
  DEFINITION_GLOBS,
  GOLDEN_FOLDER,
  isDefinitionPath,
  META_SCHEMA_FILE,
  SCORING_SCHEMA_FILE,
  WIDGET_NAMES_FILE,
} from './folders.ts';
export * from './schema/index.ts';
export * from './questions/index.ts';
export * from './scoring/index.ts';
export * from './analysis/index.ts';
export * from './texts/index.ts';
export * from './validation/index.ts';
export * from './formats/index.ts';
export * from './lint/index.ts';
export * from './compile/index.ts';
export * from './consistency/index.ts';
