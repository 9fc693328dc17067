import { join } from 'node:path';
import type { QuestionnaireAnswer } from '../api/types.ts';
import { isObject } from '../definition/json-object.ts';
import { loadQuestionDefinitions, loadScoringTable, readJsonFolder } from '../definition/node/data-folder.ts';
import {
  collectQuestionDefinitions,
  type QuestionDefinition,
  scoreAnswers as scoreWith,
} from '../definition/scoring/question-points.ts';
import type { ScoringTable } from '../definition/scoring/scoring-table.ts';
import { jsonField } from './fields.ts';
import { fail } from './http-error.ts';
import { sectionQuestions } from '../definition/questions/section-questions.ts';
import { definitionsOfAnswers } from './published-definitions.ts';
import { assertAnswersDefined, assertAnswersDefinedBy } from './questionnaire-rules.ts';
import type { Services } from './services.ts';

/** An answer as sent; points a client attaches are dropped, since only the definitions score. */
export type SentAnswer = QuestionnaireAnswer;

const invalid = (): Error => fail(400, 'invalid answers', { field: 'odpovede' });

function parseAnswer(value: unknown): SentAnswer {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid();
  const item = value as Record<string, unknown>;
  const { question, values, text, version, definition_version: definitionVersion, definition_sha256: sha256 } = item;
  if (typeof question !== 'string' || question === '' || question.length > 64) throw invalid();
  if (!Array.isArray(values) || values.length > 50) throw invalid();
  if (!values.every((entry): entry is string => typeof entry === 'string' && entry.length <= 500)) throw invalid();
  if (text !== undefined && text !== null && (typeof text !== 'string' || text.length > 2000)) throw invalid();
  if (typeof version !== 'string' && typeof version !== 'number') throw invalid();
  if (sha256 !== undefined && (typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256)))
    throw fail(400, 'invalid field', { field: 'definition_sha256' });
  if (definitionVersion !== undefined && typeof definitionVersion !== 'string')
    throw fail(400, 'invalid field', { field: 'definition_version' });
  return {
    question,
    values,
    ...(typeof text === 'string' ? { text } : {}),
    version: String(version),
    ...(sha256 === undefined
      ? {}
      : { definition_version: definitionVersion ?? String(version), definition_sha256: sha256 }),
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

/**
 * Checks the answers against the definitions (400 naming the question, `questionnaire-rules.ts`), then sums the
 * points the definitions give the chosen values and looks up the profile.
 */
export function scoreAnswers(
  services: Services,
  answers: readonly SentAnswer[],
  // The table first: a broken table is the provider's fault (500), whatever the answers.
  table: ScoringTable = loadScoringTable(services.schemasDir),
): { points: number; riskProfileId: number } {
  assertAnswersDefined(services.schemasDir, answers);
  return scoreWith(table, loadQuestionDefinitions(join(services.schemasDir, 'questionnaire')), answers);
}

/** The versions of the sections a set of answers was scored with, as kept with the lead (issue 21). */
export interface ScoredDefinition {
  id: string;
  version: string;
  sha256: string;
}

/**
 * Scores answers with exactly the section versions they name (`definition_sha256`, issue 21): each a version the
 * app bundles or the publication store published (a hash never published, or scheduled for later, is a 400), every
 * section named once, with `table`, the scoring table's version the request names. Answers that name none are scored
 * with the bundled definitions, as before.
 */
export async function scoreNamedAnswers(
  services: Services,
  answers: readonly SentAnswer[],
  // The scoring table the request names (published-scoring.ts), else the bundled one.
  table: ScoringTable = loadScoringTable(services.schemasDir),
): Promise<{ points: number; riskProfileId: number; definitions: ScoredDefinition[]; sections?: unknown[] }> {
  if (!answers.some((answer) => answer.definition_sha256 !== undefined))
    return { ...scoreAnswers(services, answers, table), definitions: [] };
  const sectionIds = readJsonFolder(join(services.schemasDir, 'questionnaire')).flatMap((d) =>
    isObject(d) && d.kind === 'questionnaire-section' && typeof d.id === 'string' ? [d.id] : [],
  );
  const known = await definitionsOfAnswers(services, answers, sectionIds);
  // Each answer belongs to the version it names: a question of another section is not one of its questions.
  for (const answer of answers) {
    const own = known.find((d) => d.sha256 === answer.definition_sha256)?.definition;
    const schema = isObject(own) ? own.schema : undefined;
    if (!sectionQuestions(schema).some((question) => question.slug === answer.question))
      throw fail(400, 'unknown question', { field: answer.question });
  }
  assertAnswersDefinedBy(
    known.map((d) => d.definition),
    answers,
  );
  const questions = new Map<string, QuestionDefinition>();
  for (const { definition } of known) collectQuestionDefinitions(definition, questions);
  return {
    ...scoreWith(table, questions, answers),
    definitions: known.map(({ id, version, sha256 }) => ({ id, version, sha256 })),
    // The section versions the answers were given on: the consistency rules read the answers through them.
    sections: known.map((d) => d.definition),
  };
}

/** The answers as stored and answered back. */
export function storedAnswers(answers: readonly SentAnswer[]): QuestionnaireAnswer[] {
  return answers.map((answer) => ({ ...answer }));
}
