/**
 * The registry's one door to the definition core: lint, texts, golden sets, scoring, JSON layout and diff. Today
 * these live in scripts/, src/studio/ and src/sandbox/; when the framework-free core (src/definition/) lands,
 * only this file changes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lintDefinitions } from '../../../scripts/lint-definitions/lint.ts';
import { I18N_KEY, textReferences } from '../../../scripts/lint-definitions/text-keys.ts';
import { LANGUAGES, type Language, type LintContext, type Problem } from '../../../scripts/lint-definitions/types.ts';
import {
  answerListOf,
  judgeGoldenSet,
  parseGoldenSet,
  type GoldenSet,
  type Score,
} from '../../../src/studio/analysis/golden-sets.ts';
import { definitionDiff, type Change } from '../../../src/studio/diff/definition-diff.ts';
import { formatJson, readLayout } from '../../../src/studio/json/ordered-json.ts';
import { readScoringTable, scoreAnswerList, type ScoringTable } from '../../../src/studio/server/sandbox-scoring.ts';
import { localeFileOf, textOf, withText } from '../../../src/studio/state/locale-texts.ts';

export { LANGUAGES, I18N_KEY, lintDefinitions, textReferences };
export { answerListOf, judgeGoldenSet, parseGoldenSet, scoreAnswerList };
export { definitionDiff, formatJson, readLayout, localeFileOf, textOf, withText };
export type { Change, GoldenSet, Language, LintContext, Problem, Score, ScoringTable };

/**
 * A scoring table checked as the sandbox checks it (integer, ordered, contiguous bands), or the reason it is not.
 * The sandbox's loader reads a folder, so the table goes through a temporary one until the core parses in memory.
 */
export function scoringTableOf(json: unknown): ScoringTable | { error: string } {
  const dir = mkdtempSync(join(tmpdir(), 'registry-scoring-'));
  try {
    writeFileSync(join(dir, 'scoring.json'), JSON.stringify(json));
    return readScoringTable(dir);
  } catch (error) {
    return { error: (error as Error).message };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
