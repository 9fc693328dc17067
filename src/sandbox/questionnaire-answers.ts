import { join } from 'node:path';
import type { QuestionnaireAnswer } from '../api/types.ts';
import { loadQuestionDefinitions, loadScoringTable } from '../definition/node/data-folder.ts';
import { scoreAnswers as scoreWith } from '../definition/scoring/question-points.ts';
import { jsonField } from './fields.ts';
import { fail } from './http-error.ts';
import { assertAnswersDefined } from './questionnaire-rules.ts';
import type { Services } from './services.ts';

/** An answer as sent; points a client attaches are dropped, since only the definitions score. */
export type SentAnswer = QuestionnaireAnswer;

const invalid = (): Error => fail(400, 'invalid answers', { field: 'odpovede' });

function parseAnswer(value: unknown): SentAnswer {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid();
  const item = value as Record<string, unknown>;
  const { question, values, text, version } = item;
  if (typeof question !== 'string' || question === '' || question.length > 64) throw invalid();
  if (!Array.isArray(values) || values.length > 50) throw invalid();
  if (!values.every((entry): entry is string => typeof entry === 'string' && entry.length <= 500)) throw invalid();
  if (text !== undefined && text !== null && (typeof text !== 'string' || text.length > 2000)) throw invalid();
  if (typeof version !== 'string' && typeof version !== 'number') throw invalid();
  return { question, values, ...(typeof text === 'string' ? { text } : {}), version: String(version) };
}

/** The `odpovede` form field: a non-empty JSON list of answers, each question at most once. */
export function parseAnswers(fields: Record<string, string>): SentAnswer[] {
  const list = jsonField(fields, 'odpovede');
  if (!Array.isArray(list) || list.length === 0 || list.length > 200) throw invalid();
  const answers = list.map(parseAnswer);
  if (new Set(answers.map((answer) => answer.question)).size !== answers.length) throw invalid();
  return answers;
}

/**
 * Checks the answers against the definitions (400 naming the question, `questionnaire-rules.ts`), then sums the
 * points the definitions give the chosen values and looks up the profile.
 */
export function scoreAnswers(
  services: Services,
  answers: readonly SentAnswer[],
): { points: number; riskProfileId: number } {
  // The table first: a broken table is the provider's fault (500), whatever the answers.
  const table = loadScoringTable(services.schemasDir);
  assertAnswersDefined(services.schemasDir, answers);
  return scoreWith(table, loadQuestionDefinitions(join(services.schemasDir, 'questionnaire')), answers);
}

/** The answers as stored and answered back. */
export function storedAnswers(answers: readonly SentAnswer[]): QuestionnaireAnswer[] {
  return answers.map((answer) => ({ ...answer }));
}
