/**
 * The points of questionnaire answers, read from the section definitions (`schemas/questionnaire/*.json`): a
 * question's answer options carry `points` (questions of every branch count, see sectionQuestions). The sandbox
 * scores with this, and so do the studio and the golden sets, so all three agree.
 */
import { isObject } from '../json-object.ts';
import { questionsOf } from '../questions/section-questions.ts';
import { riskProfileForPoints, type ScoringTable } from './scoring-table.ts';

export interface ScoredOption {
  value: string;
  points: number;
}

export interface QuestionDefinition {
  question: string;
  /** The `version` of the section the question belongs to. */
  version: string | undefined;
  options: ScoredOption[];
}

export type QuestionDefinitions = ReadonlyMap<string, QuestionDefinition>;

/** Collects the scored questions of one section definition; the first definition of a slug wins. */
export function collectQuestionDefinitions(
  definition: unknown,
  found: Map<string, QuestionDefinition> = new Map(),
): Map<string, QuestionDefinition> {
  if (!isObject(definition)) return found;
  const version =
    typeof definition.version === 'string' || typeof definition.version === 'number'
      ? String(definition.version)
      : undefined;
  for (const question of questionsOf(definition)) {
    if (found.has(question.slug)) continue;
    const options = question.options.flatMap(({ value, points }) => (points === undefined ? [] : [{ value, points }]));
    if (options.length > 0) found.set(question.slug, { question: question.slug, version, options });
  }
  return found;
}

/** Points of the chosen values per the definition (sum for multiple choice); undefined without a definition. */
export function definedPoints(
  definitions: QuestionDefinitions,
  question: string,
  values: readonly string[],
): number | undefined {
  const definition = definitions.get(question);
  if (!definition) return undefined;
  return values.reduce(
    (sum, value) => sum + (definition.options.find((option) => option.value === value)?.points ?? 0),
    0,
  );
}

/** An answer as sent: question slug and chosen values. */
export interface ScoredAnswer {
  question: string;
  values: readonly string[];
}

export interface Score {
  points: number;
  riskProfileId: number;
}

/** The total and risk profile of an answer list against the section definitions (an unknown question adds 0). */
export function scoreAnswers(
  table: ScoringTable,
  definitions: QuestionDefinitions,
  answers: readonly ScoredAnswer[],
): Score {
  const points = answers.reduce(
    (sum, answer) => sum + (definedPoints(definitions, answer.question, answer.values) ?? 0),
    0,
  );
  return { points, riskProfileId: riskProfileForPoints(table, points) };
}

/** `scoreAnswers` against section definitions as parsed JSON (the studio's edited ones, a registry draft). */
export function scoreAnswerList(
  table: ScoringTable,
  sections: readonly unknown[],
  answers: readonly ScoredAnswer[],
): Score {
  const definitions = new Map<string, QuestionDefinition>();
  for (const section of sections) collectQuestionDefinitions(section, definitions);
  return scoreAnswers(table, definitions, answers);
}
