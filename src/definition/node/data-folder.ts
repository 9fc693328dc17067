/**
 * Reading a data folder (the repository's schemas/ and locales/, a studio copy, a registry checkout) in Node. The
 * browser never imports this folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectQuestionDefinitions, type QuestionDefinitions } from '../scoring/question-points.ts';
import { parseScoringTable, type ScoringTable } from '../scoring/scoring-table.ts';

/** The names of the `*.json` files of a folder, sorted; none when the folder does not exist. */
export function jsonFileNames(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
}

/**
 * Every `*.json` of a folder parsed, in file order; a file that is not valid JSON is skipped (a definition being
 * edited may be broken for a moment, the others still count).
 */
export function readJsonFolder(dir: string): unknown[] {
  return jsonFileNames(dir).flatMap((name) => {
    try {
      return [JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown];
    } catch {
      return [];
    }
  });
}

/**
 * Reads `scoring.json` of a schemas folder on every call, so a compliance edit applies without restarting a
 * server; throws for a broken table (see parseScoringTable).
 */
export function loadScoringTable(schemasDir: string): ScoringTable {
  return parseScoringTable(JSON.parse(readFileSync(join(schemasDir, 'scoring.json'), 'utf8')));
}

/** The scored questions of every section definition in `dir` (schemas/questionnaire). */
export function loadQuestionDefinitions(dir: string): QuestionDefinitions {
  const found = new Map();
  for (const definition of readJsonFolder(dir)) collectQuestionDefinitions(definition, found);
  return found;
}
