/**
 * Where the definitions live, relative to a data folder (the repository, a studio copy, a registry checkout). Every
 * `*.json` of a definition folder is a definition; schemas/scoring.json, schemas/meta and schemas/golden are not.
 */
export const DEFINITION_FOLDERS = ['schemas/steps', 'schemas/questionnaire'] as const;
/** The meta-schema every definition is checked against (and an editor completes from). */
export const META_SCHEMA_FILE = 'schemas/meta/definition.schema.json';
/** The widget names a definition's UI schema may use (held equal to the engine's registry by a test). */
export const WIDGET_NAMES_FILE = 'schemas/meta/widget-names.json';
/** The scoring table (bands, each profile's illustrative figures) and its schema. */
export const SCORING_FILE = 'schemas/scoring.json';
export const SCORING_SCHEMA_FILE = 'schemas/meta/scoring.schema.json';
/** Golden answer sets: example questionnaires with the risk profile they must yield. */
export const GOLDEN_FOLDER = 'schemas/golden/sets';

/** Definition files as globs (`*` in the file name only), the validators plugin's default. */
export const DEFINITION_GLOBS = DEFINITION_FOLDERS.map((folder) => `${folder}/*.json`);

/** Is this data-folder path (forward slashes) in a definition folder? */
export const isDefinitionPath = (path: string): boolean =>
  DEFINITION_FOLDERS.some((folder) => path.startsWith(`${folder}/`));
