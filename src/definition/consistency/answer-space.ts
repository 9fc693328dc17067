import Ajv from 'ajv';
import { fieldTestsOf, guardHolds } from '../questions/field-tests.ts';
import type { Question } from '../questions/section-questions.ts';
import { addDataKeywords, AJV_OPTIONS } from '../validation/ajv-options.ts';

/** More answer sets than this and a rule is not checked against the answer space (the lint says so). */
export const ANSWER_SPACE_LIMIT = 200_000;

type Value = string | string[] | undefined;

/** Every subset of the options, the empty one first. */
function subsets(options: readonly string[]): string[][] {
  return options.reduce<string[][]>((all, option) => [...all, ...all.map((s) => [...s, option])], [[]]);
}

/**
 * The answers one question can have on its own: each option (every subset of them for a multiple choice) that the
 * question's own schema accepts (a8's "none" alone, a minimum of ticks), a sample text for a free-text field, and no
 * answer when the question is optional or shown only under a condition.
 */
function valuesOf(question: Question, ajv: Ajv): Value[] {
  const options = question.options.map((option) => option.value);
  const candidates: Value[] =
    options.length === 0 ? ['text'] : question.multiple ? subsets(options).filter((s) => s.length > 0) : options;
  let accepts: (value: unknown) => boolean = () => true;
  try {
    addDataKeywords(ajv, question.schema);
    const validate = ajv.compile(question.schema);
    accepts = (value) => validate(value) === true;
  } catch {
    // a question schema that does not compile is the section lint's to report; every candidate stays
  }
  const own = candidates.filter((value) => accepts(value));
  return question.required && question.guards.length === 0 ? own : [undefined, ...own];
}

/**
 * Every answer set of the given questions that the questionnaire lets a client send, one at a time: the product of
 * each question's own answers, keeping only those where a question is answered exactly when its conditions show it
 * (a required one always then, an optional one maybe). Questions a condition of theirs reads are included too.
 * Undefined when there are more than `limit`.
 */
export function answerSpace(
  slugs: Iterable<string>,
  questions: ReadonlyMap<string, Question>,
  limit = ANSWER_SPACE_LIMIT,
): { size: number; sets: () => Generator<Record<string, string | string[]>> } | undefined {
  const wanted = new Set([...slugs].filter((slug) => questions.has(slug)));
  // The questions whose conditions decide whether a wanted one is shown, and theirs in turn.
  for (let grew = true; grew;) {
    grew = false;
    for (const slug of [...wanted])
      for (const guard of questions.get(slug)?.guards ?? [])
        for (const { field: other } of fieldTestsOf(guard.schema, guard.pointer) ?? [])
          if (questions.has(other) && !wanted.has(other)) {
            wanted.add(other);
            grew = true;
          }
  }
  const ajv = new Ajv({ ...AJV_OPTIONS });
  const axes = [...wanted].map((slug) => ({ question: questions.get(slug) as Question, values: [] as Value[] }));
  for (const axis of axes) axis.values = valuesOf(axis.question, ajv);
  const size = axes.reduce((product, axis) => product * axis.values.length, 1);
  if (size > limit) return undefined;
  const shownRight = (set: Record<string, string | string[]>): boolean =>
    axes.every(({ question }) => {
      const shown = question.guards.every((guard) => guardHolds(guard, set) !== false);
      const answered = question.slug in set;
      return shown ? answered || !question.required : !answered;
    });
  function* sets(): Generator<Record<string, string | string[]>> {
    const index = axes.map(() => 0);
    for (let n = 0; n < size; n++) {
      const set: Record<string, string | string[]> = {};
      axes.forEach((axis, i) => {
        const value = axis.values[index[i] as number];
        if (value !== undefined) set[axis.question.slug] = value;
      });
      if (shownRight(set)) yield set;
      for (let i = 0; i < axes.length; i++) {
        index[i] = ((index[i] as number) + 1) % (axes[i] as { values: Value[] }).values.length;
        if (index[i] !== 0) break;
      }
    }
  }
  return { size, sets };
}
