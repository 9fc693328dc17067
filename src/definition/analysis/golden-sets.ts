import { isObject } from '../json-object.ts';
import { guardHolds } from '../questions/field-tests.ts';
import { questionsOf } from '../questions/section-questions.ts';
import type { Score } from '../scoring/question-points.ts';
import type { SectionSource } from './analyse-questionnaire.ts';

export type { Score };

/**
 * Golden answer sets (schemas/golden/*.json): example answer lists of the whole questionnaire with the risk
 * profile they must yield. The studio runs them on every edit, the registry before it publishes, and
 * tests/definitions/golden-sets.test.ts in `npm test`, all scoring as the sandbox does (scoring/question-points.ts).
 */
export interface GoldenSet {
  file: string;
  name: string;
  /** Answers by question slug: a value, a list of values (multiple choice), or a text (a free-text field). */
  answers: Record<string, string | string[]>;
  riskProfileId: number;
  /** The total points, when the set pins it too. */
  points?: number;
  /** The consistency rules the answers must fire (and no other), when the set pins them. */
  consistencyRules?: string[];
}

/** One answer as the app sends it (SPEC §3 `odpovede`): question slug and chosen values. */
export interface SentAnswer {
  question: string;
  values: string[];
}

export interface GoldenResult {
  file: string;
  name: string;
  ok: boolean;
  expected: number;
  score?: Score;
  problems: string[];
}

/** Reads a golden set file's JSON; a list of what is wrong with its shape otherwise. */
export function parseGoldenSet(file: string, json: unknown): GoldenSet | { file: string; errors: string[] } {
  const errors: string[] = [];
  if (!isObject(json)) return { file, errors: ['must be a JSON object'] };
  const allowed = new Set([
    '$schema',
    '$comment',
    'name',
    'description',
    'answers',
    'riskProfileId',
    'points',
    'consistencyRules',
  ]);
  for (const key of Object.keys(json)) if (!allowed.has(key)) errors.push(`unknown key "${key}"`);
  if (typeof json.name !== 'string' || json.name.trim() === '') errors.push('"name" must be a non-empty text');
  if (!Number.isInteger(json.riskProfileId)) errors.push('"riskProfileId" must be an integer');
  if (json.points !== undefined && !Number.isInteger(json.points)) errors.push('"points" must be an integer');
  const rules = json.consistencyRules;
  if (rules !== undefined && !(Array.isArray(rules) && rules.every((id) => typeof id === 'string')))
    errors.push('"consistencyRules" must be a list of rule ids');
  const answers = isObject(json.answers) ? json.answers : undefined;
  if (!answers) errors.push('"answers" must be an object of question slug -> value or list of values');
  else {
    for (const [slug, value] of Object.entries(answers)) {
      const fine = typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
      if (!fine) errors.push(`answer "${slug}" must be a text or a list of texts`);
    }
  }
  if (errors.length > 0) return { file, errors };
  return {
    file,
    name: json.name as string,
    answers: answers as Record<string, string | string[]>,
    riskProfileId: json.riskProfileId as number,
    ...(typeof json.points === 'number' ? { points: json.points } : {}),
    ...(Array.isArray(rules) ? { consistencyRules: rules as string[] } : {}),
  };
}

/**
 * The answer list a golden set sends, and what is wrong with it against the sections: an unknown question, a
 * value that is not one of the question's answers, a required question left out, or a question answered that
 * its conditions do not show.
 */
export function answerListOf(
  set: GoldenSet,
  sections: readonly SectionSource[],
): { answers: SentAnswer[]; problems: string[] } {
  const problems: string[] = [];
  const questions = sections.flatMap((section) => questionsOf(section.definition));
  const bySlug = new Map(questions.map((q) => [q.slug, q]));
  const answers: SentAnswer[] = [];
  for (const [slug, value] of Object.entries(set.answers)) {
    const question = bySlug.get(slug);
    if (!question) {
      problems.push(`"${slug}" is not a question of any section`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (question.options.length > 0) {
      if (Array.isArray(value) !== question.multiple)
        problems.push(
          `"${slug}" is a ${question.multiple ? 'multiple choice: give a list' : 'single choice: give one value'}`,
        );
      const known = question.options.map((o) => o.value);
      for (const v of values)
        if (!known.includes(v))
          problems.push(`"${v}" is not an answer of "${slug}" (its answers: ${known.join(', ')})`);
    }
    if (question.guards.some((guard) => guardHolds(guard, set.answers) === false))
      problems.push(`"${slug}" is answered, but its condition does not show it`);
    answers.push({ question: slug, values });
  }
  for (const question of questions) {
    if (!question.required || question.slug in set.answers) continue;
    if (question.guards.every((guard) => guardHolds(guard, set.answers) === true))
      problems.push(`required question "${question.slug}" is not answered`);
  }
  return { answers, problems };
}

/** The verdict on one golden set, given the score the sandbox's code gave its answer list. */
export function judgeGoldenSet(set: GoldenSet, problems: readonly string[], score: Score | undefined): GoldenResult {
  const all = [...problems];
  if (score) {
    if (score.riskProfileId !== set.riskProfileId)
      all.push(`yields risk profile ${score.riskProfileId} (${score.points} points), expected ${set.riskProfileId}`);
    if (set.points !== undefined && score.points !== set.points)
      all.push(`scores ${score.points} points, expected ${set.points}`);
  }
  return {
    file: set.file,
    name: set.name,
    ok: all.length === 0 && score !== undefined,
    expected: set.riskProfileId,
    ...(score ? { score } : {}),
    problems: all,
  };
}

/**
 * What is wrong with the consistency rules a golden set's answers fired (`fired`, rule ids), against the ones it
 * expects: a rule expected but not fired, or fired but not expected. None when the set pins no rules.
 */
export function consistencyProblems(set: GoldenSet, fired: readonly string[]): string[] {
  if (!set.consistencyRules) return [];
  const expected = set.consistencyRules;
  return [
    ...expected
      .filter((id) => !fired.includes(id))
      .map((id) => `expects consistency rule "${id}", which does not fire`),
    ...fired
      .filter((id) => !expected.includes(id))
      .map((id) => `fires consistency rule "${id}", which it does not expect`),
  ];
}
