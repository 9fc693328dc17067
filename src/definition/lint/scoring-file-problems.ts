import { isObject } from '../json-object.ts';
import { parseScoringTable, ScoringTableError } from '../scoring/scoring-table.ts';
import { riskFiguresProblems } from '../scoring/risk-figures.ts';
import { ajvErrorWords } from './ajv-words.ts';
import { metaValidator } from './meta-schema.ts';
import type { Problem } from './types.ts';

/**
 * What is wrong with a parsed `scoring.json`: against its schema (schemas/meta/scoring.schema.json, when given), its
 * bands as the sandbox reads them, and the risk figures the evaluation pages draw. The one check of the file, asked
 * by `npm run lint:definitions` and by the registry's gates, so nothing is published that the app cannot use.
 */
export function scoringFileProblems(file: string, json: unknown, schema?: unknown): Problem[] {
  const problems: Problem[] = [];
  if (isObject(schema)) {
    const validate = metaValidator(schema);
    if (!validate(json))
      for (const error of validate.errors ?? [])
        problems.push({
          file,
          pointer: error.instancePath,
          message: error.message ?? 'is invalid',
          words: ajvErrorWords(error),
        });
  }
  try {
    parseScoringTable(json);
  } catch (error) {
    problems.push({
      file,
      pointer: '/bands',
      message: (error as Error).message,
      ...(error instanceof ScoringTableError ? { words: error.words } : {}),
    });
  }
  for (const { pointer, message, words } of riskFiguresProblems(json)) problems.push({ file, pointer, message, words });
  return problems;
}
