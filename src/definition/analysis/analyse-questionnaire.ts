import { isObject } from '../json-object.ts';
import { fieldTestsOf } from '../questions/field-tests.ts';
import { type Guard, type Question, questionsOf } from '../questions/section-questions.ts';

/** Something the analysis noticed, and where (file and JSON pointer). Errors block a save; the rest inform. */
export interface Finding {
  severity: 'error' | 'warning' | 'info';
  file: string;
  pointer: string;
  message: string;
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

/** Why a condition can never be true (its `then` never applies), or undefined when it can or the studio cannot tell. */
function neverTrue(
  guard: Guard,
  questions: ReadonlyMap<string, Question>,
  hidden: ReadonlySet<string>,
): string | undefined {
  const tests = fieldTestsOf(guard.schema, guard.pointer);
  if (!tests) return undefined;
  const required =
    isObject(guard.schema) && Array.isArray(guard.schema.required) ? guard.schema.required.map(String) : [];
  for (const test of tests) {
    const question = questions.get(test.field);
    if (!question) return `the condition tests "${test.field}", which is not a question of this section`;
    if (hidden.has(test.field) && required.includes(test.field))
      return `the condition needs an answer to "${test.field}", which is never shown`;
    // An empty list (`enum: []`) matches nothing, whatever the field's answers are.
    if (test.values.length === 0)
      return `it lists no answer of "${test.field}" at all, so the questions under it can never be shown`;
    if (question.options.length === 0) continue; // a free text or other field: any value may come
    if (test.contains && !question.multiple)
      return `"${test.field}" is a single choice, but the condition asks whether it contains a value`;
    if (!test.contains && question.multiple)
      return `"${test.field}" is a multiple choice (a list), but the condition compares it with a single value`;
    const known = question.options.map((option) => option.value);
    if (!test.values.some((value) => known.includes(String(value)))) {
      return `"${test.field}" has no answer ${test.values.map((v) => JSON.stringify(v)).join(' or ')} (its answers: ${known.join(', ')})`;
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
    const deadGuards = new Map<string, string>();
    for (let changed = true; changed;) {
      changed = false;
      for (const question of questions) {
        if (hidden.has(question.slug)) continue;
        for (const guard of question.guards) {
          if (!guard.holds) continue;
          const reason = deadGuards.get(guard.pointer) ?? neverTrue(guard, bySlug, hidden);
          if (reason === undefined) continue;
          deadGuards.set(guard.pointer, reason);
          hidden.add(question.slug);
          changed = true;
          break;
        }
      }
    }
    for (const [pointer, reason] of deadGuards)
      findings.push({ severity: 'error', file, pointer, message: `condition can never be true: ${reason}` });
    for (const slug of hidden) {
      const question = bySlug.get(slug);
      if (question)
        findings.push({
          severity: 'error',
          file,
          pointer: question.pointer,
          message: `question "${slug}" can never be shown`,
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
          });
        } else {
          for (const option of zero)
            findings.push({
              severity: 'info',
              file,
              pointer: option.pointer,
              message: `answer "${option.value}" of "${question.slug}" is worth no points`,
            });
        }
        for (const option of question.options) {
          if (option.points === undefined)
            findings.push({
              severity: 'warning',
              file,
              pointer: option.pointer,
              message: `answer "${option.value}" of "${question.slug}" has no "points" (counts as 0)`,
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
