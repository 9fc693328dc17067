import { isObject } from '../json-object.ts';
import { guardHolds } from '../questions/field-tests.ts';
import { questionsOf } from '../questions/section-questions.ts';
import type { Score } from '../scoring/question-points.ts';
import type { SectionSource } from './analyse-questionnaire.ts';
import { said, type Said, type Words, words } from '../words.ts';

export type { Score, Said };

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
  /** Each in English and as a code (the studio's golden panel and the registry's gate say it in sk, en or bg). */
  problems: Said[];
}

/** Reads a golden set file's JSON; a list of what is wrong with its shape otherwise. */
export function parseGoldenSet(file: string, json: unknown): GoldenSet | { file: string; errors: Said[] } {
  const errors: Said[] = [];
  if (!isObject(json)) return { file, errors: [said('must be a JSON object', 'golden.notObject')] };
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
  for (const key of Object.keys(json))
    if (!allowed.has(key)) errors.push(said(`unknown key "${key}"`, 'golden.unknownKey', { key }));
  if (typeof json.name !== 'string' || json.name.trim() === '')
    errors.push(said('"name" must be a non-empty text', 'golden.nameMissing'));
  if (!Number.isInteger(json.riskProfileId))
    errors.push(said('"riskProfileId" must be an integer', 'golden.riskProfileNotInteger'));
  if (json.points !== undefined && !Number.isInteger(json.points))
    errors.push(said('"points" must be an integer', 'golden.pointsNotInteger'));
  const rules = json.consistencyRules;
  if (rules !== undefined && !(Array.isArray(rules) && rules.every((id) => typeof id === 'string')))
    errors.push(said('"consistencyRules" must be a list of rule ids', 'golden.rulesNotList'));
  const answers = isObject(json.answers) ? json.answers : undefined;
  if (!answers)
    errors.push(
      said('"answers" must be an object of question slug -> value or list of values', 'golden.answersNotObject'),
    );
  else {
    for (const [slug, value] of Object.entries(answers)) {
      const fine = typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
      if (!fine)
        errors.push(said(`answer "${slug}" must be a text or a list of texts`, 'golden.answerNotText', { slug }));
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
): { answers: SentAnswer[]; problems: Said[] } {
  const problems: Said[] = [];
  const questions = sections.flatMap((section) => questionsOf(section.definition));
  const bySlug = new Map(questions.map((q) => [q.slug, q]));
  const answers: SentAnswer[] = [];
  for (const [slug, value] of Object.entries(set.answers)) {
    const question = bySlug.get(slug);
    if (!question) {
      problems.push(said(`"${slug}" is not a question of any section`, 'golden.notAQuestion', { slug }));
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (question.options.length > 0) {
      if (Array.isArray(value) !== question.multiple)
        problems.push(
          question.multiple
            ? said(`"${slug}" is a multiple choice: give a list`, 'golden.giveList', { slug })
            : said(`"${slug}" is a single choice: give one value`, 'golden.giveOne', { slug }),
        );
      const known = question.options.map((o) => o.value);
      for (const v of values)
        if (!known.includes(v))
          problems.push(
            said(`"${v}" is not an answer of "${slug}" (its answers: ${known.join(', ')})`, 'golden.notAnAnswer', {
              value: v,
              slug,
              answers: known.join(', '),
            }),
          );
    }
    if (question.guards.some((guard) => guardHolds(guard, set.answers) === false))
      problems.push(
        said(`"${slug}" is answered, but its condition does not show it`, 'golden.hiddenAnswered', { slug }),
      );
    answers.push({ question: slug, values });
  }
  for (const question of questions) {
    if (!question.required || question.slug in set.answers) continue;
    if (question.guards.every((guard) => guardHolds(guard, set.answers) === true))
      problems.push(
        said(`required question "${question.slug}" is not answered`, 'golden.requiredUnanswered', {
          slug: question.slug,
        }),
      );
  }
  return { answers, problems };
}

/** The verdict on one golden set, given the score the sandbox's code gave its answer list. */
export function judgeGoldenSet(set: GoldenSet, problems: readonly Said[], score: Score | undefined): GoldenResult {
  const all = [...problems];
  if (score) {
    const { riskProfileId: profile, points } = score;
    if (profile !== set.riskProfileId)
      all.push(
        said(
          `yields risk profile ${profile} (${points} points), expected ${set.riskProfileId}`,
          'golden.wrongProfile',
          {
            profile,
            points,
            expected: set.riskProfileId,
          },
        ),
      );
    if (set.points !== undefined && points !== set.points)
      all.push(
        said(`scores ${points} points, expected ${set.points}`, 'golden.wrongPoints', { points, expected: set.points }),
      );
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
export function consistencyProblems(set: GoldenSet, fired: readonly string[]): Said[] {
  if (!set.consistencyRules) return [];
  const expected = set.consistencyRules;
  return [
    ...expected
      .filter((id) => !fired.includes(id))
      .map((rule) => said(`expects consistency rule "${rule}", which does not fire`, 'golden.ruleNotFired', { rule })),
    ...fired
      .filter((id) => !expected.includes(id))
      .map((rule) =>
        said(`fires consistency rule "${rule}", which it does not expect`, 'golden.ruleUnexpected', { rule }),
      ),
  ];
}

/** A problem of one golden set, named by the set (the registry's gate lists every set's problems together). */
export const ofGoldenSet = (name: string, problem: Said): Said =>
  said(`${name}: ${problem.message}`, 'golden.ofSet', { name, problem: problem.words });

/** A golden set that cannot be scored, because the scoring table cannot be read (`why`, in English and as words). */
export const notScored = (why: { message: string; words?: Words }): Said =>
  said(`cannot be scored: ${why.message}`, 'golden.notScored', {
    why: why.words ?? words('data', { value: why.message }),
  });
