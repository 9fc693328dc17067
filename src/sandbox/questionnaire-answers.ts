import { join } from 'node:path';
import type { QuestionnaireAnswer } from '../api/types.ts';
import { jsonField } from './fields.ts';
import { fail } from './http-error.ts';
import { definedPoints, loadQuestionDefinitions } from './questionnaire-points.ts';
import { loadScoringTable, riskProfileForPoints } from './scoring.ts';
import type { Services } from './services.ts';

export const MIN_ANSWER_POINTS = -10;
export const MAX_ANSWER_POINTS = 12;

/** An answer as sent, with the points the app may attach where the sandbox knows no definition. */
export interface SentAnswer extends QuestionnaireAnswer {
  points?: number;
}

const invalid = (): Error => fail(400, 'invalid answers', { field: 'odpovede' });

function parseAnswer(value: unknown): SentAnswer {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid();
  const item = value as Record<string, unknown>;
  const { question, values, text, version, points } = item;
  if (typeof question !== 'string' || question === '' || question.length > 64) throw invalid();
  if (!Array.isArray(values) || values.length > 50) throw invalid();
  if (!values.every((entry): entry is string => typeof entry === 'string' && entry.length <= 500)) throw invalid();
  if (text !== undefined && text !== null && (typeof text !== 'string' || text.length > 2000)) throw invalid();
  if (typeof version !== 'string' && typeof version !== 'number') throw invalid();
  const validPoints =
    points === undefined ||
    (Number.isInteger(points) && (points as number) >= MIN_ANSWER_POINTS && (points as number) <= MAX_ANSWER_POINTS);
  if (!validPoints) throw invalid();
  return {
    question,
    values,
    ...(typeof text === 'string' ? { text } : {}),
    version: String(version),
    ...(points === undefined ? {} : { points: points as number }),
  };
}

/** The `odpovede` form field: a non-empty JSON list of answers, each question at most once. */
export function parseAnswers(fields: Record<string, string>): SentAnswer[] {
  const list = jsonField(fields, 'odpovede');
  if (!Array.isArray(list) || list.length === 0 || list.length > 200) throw invalid();
  const answers = list.map(parseAnswer);
  if (new Set(answers.map((answer) => answer.question)).size !== answers.length) throw invalid();
  return answers;
}

/** Sums the points (definitions first, then points sent on the answer, else 0) and looks up the profile. */
export function scoreAnswers(services: Services, answers: readonly SentAnswer[]): { points: number; riskProfileId: number } {
  const definitions = loadQuestionDefinitions(join(services.schemasDir, 'questionnaire'));
  const points = answers.reduce(
    (sum, answer) => sum + (definedPoints(definitions, answer.question, answer.values) ?? answer.points ?? 0),
    0,
  );
  return { points, riskProfileId: riskProfileForPoints(loadScoringTable(services.schemasDir), points) };
}

/** The answers as stored and answered back, without the points the app sent. */
export function storedAnswers(answers: readonly SentAnswer[]): QuestionnaireAnswer[] {
  return answers.map(({ points: _points, ...answer }) => answer);
}
