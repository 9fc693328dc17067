/**
 * Scores with the provider sandbox's own code (src/sandbox/questionnaire-points.ts, scoring.ts), so the studio's
 * analysis, its golden sets and `npm test` agree with what the sandbox answers the app. Node only: used by the
 * studio's dev-server plugin and by tests, never by the studio page.
 */
import {
  collectQuestionDefinitions,
  definedPoints,
  type QuestionDefinition,
} from '../../sandbox/questionnaire-points.ts';
import { loadScoringTable, riskProfileForPoints, type ScoringTable } from '../../sandbox/scoring.ts';
import type { Score, SentAnswer } from '../analysis/golden-sets.ts';

export type { ScoringTable };

/** The scoring table of a data folder's schemas/ (throws for a broken table, as the sandbox does). */
export function readScoringTable(schemasDir: string): ScoringTable {
  return loadScoringTable(schemasDir);
}

/** The score of an answer list against the given (possibly edited) section definitions, as the sandbox computes it. */
export function scoreAnswerList(
  table: ScoringTable,
  sections: readonly unknown[],
  answers: readonly SentAnswer[],
): Score {
  const definitions = new Map<string, QuestionDefinition>();
  for (const section of sections) collectQuestionDefinitions(section, definitions);
  const points = answers.reduce(
    (sum, answer) => sum + (definedPoints(definitions, answer.question, answer.values) ?? 0),
    0,
  );
  return { points, riskProfileId: riskProfileForPoints(table, points) };
}

/** The risk profile of each total. */
export function profilesOfTotals(table: ScoringTable, totals: readonly number[]): number[] {
  return totals.map((total) => riskProfileForPoints(table, total));
}
