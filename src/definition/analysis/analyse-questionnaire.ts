import { isObject } from '../json-object.ts';
import { fieldTestsOf } from '../questions/field-tests.ts';
import { type Guard, type Question, questionsOf } from '../questions/section-questions.ts';
import { anyOf, words, type Words, type WordsParam } from '../words.ts';

/** Something the analysis noticed, and where (file and JSON pointer). Errors block a save; the rest inform. */
export interface Finding {
  severity: 'error' | 'warning' | 'info';
  file: string;
  pointer: string;
  message: string;
  /** The message as a code and parameters the studio translates. */
  words?: Words;
}

export interface SectionSource {
  file: string;
  definition: unknown;
}

export interface SectionScore {
  file: string;
  id: string;
  min: number;
  max: number;
}

export interface QuestionnaireAnalysis {
  sections: SectionScore[];
  min: number;
  max: number;
  /** Every total a complete questionnaire can reach (sorted). Conditions count as "shown or not". */
  totals: number[];
  findings: Finding[];
  /** Per file: the slugs of questions that can never be shown. */
  neverShown: Record<string, string[]>;
}

const sumSet = (a: ReadonlySet<number>, b: ReadonlySet<number>): Set<number> => {
  const out = new Set<number>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
};

/** Why, in English and as a code. */
interface Reason {
  text: string;
  words: Words;
}
const reason = (text: string, code: string, params: Record<string, WordsParam>): Reason => ({
  text,
  words: words(code, params),
});

/** Why a condition can never be true (its `then` never applies), or undefined when it can or the studio cannot tell. */
function neverTrue(
  guard: Guard,
  questions: ReadonlyMap<string, Question>,
  hidden: ReadonlySet<string>,
): Reason | undefined {
  const tests = fieldTestsOf(guard.schema, guard.pointer);
  if (!tests) return undefined;
  const required =
    isObject(guard.schema) && Array.isArray(guard.schema.required) ? guard.schema.required.map(String) : [];
  for (const test of tests) {
    const question = questions.get(test.field);
    if (!question)
      return reason(
        `the condition tests "${test.field}", which is not a question of this section`,
        'analysis.testsUnknown',
        {
          field: test.field,
        },
      );
    if (hidden.has(test.field) && required.includes(test.field))
      return reason(`the condition needs an answer to "${test.field}", which is never shown`, 'analysis.needsHidden', {
        field: test.field,
      });
    // An empty list (`enum: []`) matches nothing, whatever the field's answers are.
    if (test.values.length === 0)
      return reason(
        `it lists no answer of "${test.field}" at all, so the questions under it can never be shown`,
        'analysis.listsNoAnswer',
        { field: test.field },
      );
    if (question.options.length === 0) continue; // a free text or other field: any value may come
    if (test.contains && !question.multiple)
      return reason(
        `"${test.field}" is a single choice, but the condition asks whether it contains a value`,
        'analysis.singleContains',
        { field: test.field },
      );
    if (!test.contains && question.multiple)
      return reason(
        `"${test.field}" is a multiple choice (a list), but the condition compares it with a single value`,
        'analysis.multipleEquals',
        { field: test.field },
      );
    const known = question.options.map((option) => option.value);
    if (!test.values.some((value) => known.includes(String(value)))) {
      const values = test.values.map((v) => JSON.stringify(v)).join(' or ');
      return reason(
        `"${test.field}" has no answer ${values} (its answers: ${known.join(', ')})`,
        'analysis.noSuchAnswer',
        {
          field: test.field,
          values: anyOf(test.values.map((v) => words('data', { value: JSON.stringify(v) }))),
          answers: known.join(', '),
        },
      );
    }
  }
  return undefined;
}

/** The points a question can add to its section's total. */
function contributions(question: Question): Set<number> {
  const points = question.options.map((option) => option.points ?? 0);
  const conditional = question.guards.length > 0;
  let out: Set<number>;
  if (question.multiple) {
    // Every subset of the options; [] is an answer too, unless an always-shown question demands an item.
    let nonEmpty = new Set<number>();
    for (const p of points) nonEmpty = new Set([...nonEmpty, p, ...[...nonEmpty].map((s) => s + p)]);
    const minItems = typeof question.schema.minItems === 'number' ? question.schema.minItems : 0;
    out =
      question.required && !conditional && minItems >= 1 && points.length > 0 ? nonEmpty : new Set([0, ...nonEmpty]);
  } else {
    out = new Set(points);
    if (!question.required || conditional || points.length === 0) out.add(0);
  }
  if (conditional) out.add(0);
  return out;
}

/**
 * Analyses the questionnaire sections: the lowest and highest score per section and in total, every reachable
 * total, answers worth no points, conditions that can never be true and the questions they hide. Conditions of
 * other shapes than `{ properties: { f: { const | enum | contains } } }` are taken as "may hold or not".
 */
export function analyseQuestionnaire(sources: readonly SectionSource[]): QuestionnaireAnalysis {
  const findings: Finding[] = [];
  const sections: SectionScore[] = [];
  const neverShown: Record<string, string[]> = {};
  let totals = new Set<number>([0]);

  for (const { file, definition } of sources) {
    const questions = questionsOf(definition);
    const bySlug = new Map(questions.map((q) => [q.slug, q]));
    // Hidden questions hide the conditions that test them: repeat until nothing changes.
    const hidden = new Set<string>();
    const deadGuards = new Map<string, Reason>();
    for (let changed = true; changed;) {
      changed = false;
      for (const question of questions) {
        if (hidden.has(question.slug)) continue;
        for (const guard of question.guards) {
          if (!guard.holds) continue;
          const why = deadGuards.get(guard.pointer) ?? neverTrue(guard, bySlug, hidden);
          if (why === undefined) continue;
          deadGuards.set(guard.pointer, why);
          hidden.add(question.slug);
          changed = true;
          break;
        }
      }
    }
    for (const [pointer, why] of deadGuards)
      findings.push({
        severity: 'error',
        file,
        pointer,
        message: `condition can never be true: ${why.text}`,
        words: words('analysis.conditionNever', { reason: why.words }),
      });
    for (const slug of hidden) {
      const question = bySlug.get(slug);
      if (question)
        findings.push({
          severity: 'error',
          file,
          pointer: question.pointer,
          message: `question "${slug}" can never be shown`,
          words: words('analysis.neverShown', { slug }),
        });
    }
    neverShown[file] = [...hidden];

    let sectionTotals = new Set<number>([0]);
    for (const question of questions) {
      if (hidden.has(question.slug)) continue;
      if (question.options.length > 0) {
        const zero = question.options.filter((option) => (option.points ?? 0) === 0);
        if (zero.length === question.options.length) {
          findings.push({
            severity: 'info',
            file,
            pointer: question.pointer,
            message: `no answer of "${question.slug}" is worth points (it does not change the risk profile)`,
            words: words('analysis.noPointsInQuestion', { slug: question.slug }),
          });
        } else {
          for (const option of zero)
            findings.push({
              severity: 'info',
              file,
              pointer: option.pointer,
              message: `answer "${option.value}" of "${question.slug}" is worth no points`,
              words: words('analysis.answerZeroPoints', { value: option.value, slug: question.slug }),
            });
        }
        for (const option of question.options) {
          if (option.points === undefined)
            findings.push({
              severity: 'warning',
              file,
              pointer: option.pointer,
              message: `answer "${option.value}" of "${question.slug}" has no "points" (counts as 0)`,
              words: words('analysis.answerPointsMissing', { value: option.value, slug: question.slug }),
            });
        }
      }
      sectionTotals = sumSet(sectionTotals, contributions(question));
    }
    const id = isObject(definition) && typeof definition.id === 'string' ? definition.id : file;
    sections.push({ file, id, min: Math.min(...sectionTotals), max: Math.max(...sectionTotals) });
    totals = sumSet(totals, sectionTotals);
  }
  const sorted = [...totals].sort((a, b) => a - b);
  return {
    sections,
    min: sorted[0] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
    totals: sorted,
    findings,
    neverShown,
  };
}

/** Reachable totals per risk profile (given each total's profile), every profile of the table listed. */
export function profilesReached(
  totals: readonly number[],
  profileOfTotal: readonly number[],
  allProfiles: readonly number[],
): { profile: number; min?: number; max?: number }[] {
  return allProfiles.map((profile) => {
    const reached = totals.filter((_, index) => profileOfTotal[index] === profile);
    return reached.length > 0 ? { profile, min: Math.min(...reached), max: Math.max(...reached) } : { profile };
  });
}
