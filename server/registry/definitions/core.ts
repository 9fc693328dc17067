/**
 * The registry's one door to the definition core (src/definition/: lint, texts, golden sets, scoring) and to what
 * the studio still holds of definition logic (the JSON layout a file keeps, the readable diff, texts set in locale
 * files), so a move changes only this file.
 */
import {
  answerListOf,
  GOLDEN_FOLDER,
  isDefinitionPath,
  isObject,
  META_SCHEMA_FILE,
  type GoldenSet,
  I18N_KEY,
  judgeGoldenSet,
  LANGUAGES,
  type Language,
  type LintContext,
  lintDefinitions,
  parseGoldenSet,
  parseScoringTable,
  type Problem,
  type Score,
  scoreAnswerList,
  type ScoringTable,
  ScoringTableError,
  textReferences,
  textsOf,
  SCORING_SCHEMA_FILE,
  metaValidator,
  scoringFileProblems,
} from '../../../src/definition/index.ts';
import type { Words } from '../../../src/definition/words.ts';
import { type Change, definitionDiff } from '../../../src/studio/diff/definition-diff.ts';
import { formatJson, readLayout } from '../../../src/studio/json/ordered-json.ts';
import { localeFileOf, textOf, withText } from '../../../src/studio/state/locale-texts.ts';

export { LANGUAGES, I18N_KEY, lintDefinitions, textReferences, textsOf };
export { GOLDEN_FOLDER, isDefinitionPath, isObject, META_SCHEMA_FILE };
export { answerListOf, judgeGoldenSet, parseGoldenSet, scoreAnswerList };
export { definitionDiff, formatJson, readLayout, localeFileOf, textOf, withText };
export type { Change, GoldenSet, Language, LintContext, Problem, Score, ScoringTable };
// The validators a published module carries (server/registry/publication), compiled as the app's build does.
export { compileDefinitionValidators } from '../../../src/definition/compile/index.ts';
export { validationFormats } from '../../../src/definition/validation/validation-formats.ts';

/** A scoring table checked as the sandbox checks it (integer, ordered, contiguous bands), or why it is not. */
export function scoringTableOf(json: unknown): ScoringTable | { error: string; words?: Words } {
  try {
    return parseScoringTable(json);
  } catch (error) {
    return { error: (error as Error).message, ...(error instanceof ScoringTableError ? { words: error.words } : {}) };
  }
}

/**
 * What is wrong with a scoring table as the command line's lint says it (scoringFileProblems): its schema, from the
 * repository's base files (skipped when that file is missing or broken: not the table's fault), its bands and its
 * risk figures.
 */
export function scoringProblemsOf(file: string, json: unknown, baseFiles: ReadonlyMap<string, string>): Problem[] {
  let schema: unknown;
  try {
    const text = baseFiles.get(SCORING_SCHEMA_FILE);
    schema = text === undefined ? undefined : JSON.parse(text);
    if (isObject(schema)) metaValidator(schema);
  } catch {
    schema = undefined;
  }
  return scoringFileProblems(file, json, schema);
}
