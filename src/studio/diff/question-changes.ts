/**
 * What changed in one question of a questionnaire section, matched by slug (not by where it is declared, so a
 * question moved between branches by a condition edit reads as a changed condition, not as removed and added):
 * its texts in each language, required or optional, its condition in words, its answers (matched by value, a
 * renamed value by its text key), points, free texts, and any other keyword of its schema.
 */
import { isObject, type JsonObject } from '../../definition/json-object';
import { type QuestionOption, type Question } from '../../definition/questions/section-questions';
import { LANGUAGES } from '../../definition/languages';
import { valueAt } from '../../definition/json-pointer';
import { textOf } from '../state/locale-texts';
import { commasOf, listOf, words, type Words } from '../../definition/words';
import { canonicalJson, conditionCodes, conditionWords } from './condition-words';
import { type Change, type Leaf, leafChanges, show, textChange } from './leaf-changes';

/** One side of the comparison: the parsed definition and the locale files. */
export interface Side {
  definition: unknown;
  locales: Readonly<Record<string, unknown>>;
}

const pointsWords = (points: number | undefined) => (points === undefined ? 'none' : String(points));
const freeTextWords = (field: string | undefined) => (field === undefined ? 'off' : `on (field ${field})`);
const english = (side: Side, key: string | undefined) => (key ? textOf(side.locales, 'en', key) : undefined);
const pointsCodes = (points: number | undefined) =>
  points === undefined ? words('diff.noPoints') : words('data', { value: String(points) });
const freeTextCodes = (field: string | undefined) =>
  field === undefined ? words('diff.freeTextOff') : words('diff.freeTextOn', { field });
/** Where a change is, as codes: a question, or one of its answers. */
export const questionAt = (slug: string) => words('diff.question', { slug });
export const answerAt = (slug: string, value: string) => words('diff.answer', { slug, value });
/** A keyword of the schema changed (`maxLength`, `format`), named as it is. */
export const keywordChange = (keyword: string) => words('diff.keyword', { keyword });

/** A text key's change and its texts' changes per language (a renamed key compares the old key's texts with the new
 * one's). */
function textChanges(
  where: string,
  at: Words,
  pointer: string,
  before: Side,
  beforeKey: string | undefined,
  after: Side,
  afterKey: string | undefined,
): Change[] {
  const out: Change[] = [];
  if (beforeKey !== afterKey)
    out.push({
      where,
      what: 'text key',
      before: show(beforeKey),
      after: show(afterKey),
      pointer,
      at,
      change: words('diff.textKey'),
    });
  for (const language of LANGUAGES) {
    const was = beforeKey ? textOf(before.locales, language, beforeKey) : undefined;
    const now = afterKey ? textOf(after.locales, language, afterKey) : undefined;
    if (was !== now) out.push(textChange(where, at, pointer, language, was, now));
  }
  return out;
}

/** The other keywords of a node (what the named comparisons do not cover), as leaf changes relative to it. */
function otherLeaves(before: unknown, after: unknown, drop: (node: JsonObject) => JsonObject): Leaf[] {
  const leaves: Leaf[] = [];
  leafChanges(isObject(before) ? drop(before) : before, isObject(after) ? drop(after) : after, '', leaves);
  return leaves;
}

const withoutKeys = (node: JsonObject, keys: readonly string[]): JsonObject =>
  Object.fromEntries(Object.entries(node).filter(([key]) => !keys.includes(key)));

/** A question's schema without its text key and answer list (compared on their own). */
function questionRest(schema: JsonObject): JsonObject {
  const rest = withoutKeys(schema, Array.isArray(schema.oneOf) ? ['title', 'oneOf'] : ['title']);
  if (isObject(rest.items) && Array.isArray(rest.items.oneOf)) rest.items = withoutKeys(rest.items, ['oneOf']);
  return rest;
}

/** Pairs the answers of the two versions: same value; else same text key (the form renames a value and keeps its key).
 * */
function pairAnswers(before: readonly QuestionOption[], after: readonly QuestionOption[]) {
  const pairs: { before: QuestionOption; after: QuestionOption; beforeIndex: number; afterIndex: number }[] = [];
  const usedBefore = new Set<number>();
  const usedAfter = new Set<number>();
  const match = (same: (b: QuestionOption, a: QuestionOption) => boolean) =>
    after.forEach((a, afterIndex) => {
      if (usedAfter.has(afterIndex)) return;
      const beforeIndex = before.findIndex((b, i) => !usedBefore.has(i) && same(b, a));
      if (beforeIndex === -1) return;
      usedBefore.add(beforeIndex);
      usedAfter.add(afterIndex);
      pairs.push({ before: before[beforeIndex] as QuestionOption, after: a, beforeIndex, afterIndex });
    });
  match((b, a) => b.value === a.value);
  match((b, a) => b.title !== undefined && b.title === a.title);
  pairs.sort((x, y) => x.afterIndex - y.afterIndex);
  return {
    pairs,
    added: after.filter((_, i) => !usedAfter.has(i)),
    removed: before.filter((_, i) => !usedBefore.has(i)),
  };
}

/** An answer in a few words: value, points, free text, English text. */
export function answerSummary(option: QuestionOption, side: Side): string {
  const text = english(side, option.title);
  return [
    option.value,
    `${pointsWords(option.points)} points`,
    option.freeText ? `free text field ${option.freeText}` : '',
    text ? `“${text}”` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** answerSummary as codes. */
export function answerSummaryCodes(option: QuestionOption, side: Side): Words {
  const text = english(side, option.title);
  return commasOf([
    words('data', { value: option.value }),
    words('diff.pointsOf', { points: pointsCodes(option.points) }),
    ...(option.freeText ? [words('diff.freeTextFieldNamed', { field: option.freeText })] : []),
    ...(text ? [words('diff.quoted', { text })] : []),
  ]);
}

/** questionSummary as codes. */
export function questionSummaryCodes(question: Question, side: Side): Words {
  const text = english(side, question.title);
  const condition = conditionCodes(question.guards);
  return listOf([
    ...(text ? [words('diff.quoted', { text })] : []),
    words(
      question.multiple
        ? 'diff.multipleChoice'
        : question.options.length > 0
          ? 'diff.singleChoice'
          : 'diff.textQuestion',
    ),
    words(question.required ? 'diff.required' : 'diff.optional'),
    question.guards.length === 0 ? condition : words('diff.shownWhen', { condition }),
    ...(question.options.length > 0
      ? [
          words('diff.answers', {
            answers: question.options.map((o) =>
              words('diff.answerPoints', { value: o.value, points: pointsCodes(o.points) }),
            ),
          }),
        ]
      : []),
  ]);
}

/** A question in a few words, for one added or removed. */
export function questionSummary(question: Question, side: Side): string {
  const text = english(side, question.title);
  const condition = conditionWords(question.guards);
  return [
    text ? `“${text}”` : '',
    question.multiple ? 'multiple choice' : question.options.length > 0 ? 'single choice' : 'text',
    question.required ? 'required' : 'optional',
    condition === 'always shown' ? condition : `shown only when ${condition}`,
    question.options.length > 0
      ? `answers: ${question.options.map((o) => `${o.value} (${pointsWords(o.points)} points)`).join(', ')}`
      : '',
  ]
    .filter(Boolean)
    .join('; ');
}

function answerChanges(question: Question, before: Question, beforeSide: Side, afterSide: Side): Change[] {
  const out: Change[] = [];
  const at = (value: string) => `question ${question.slug}, answer "${value}"`;
  const codesAt = (value: string) => answerAt(question.slug, value);
  const { pairs, added, removed } = pairAnswers(before.options, question.options);
  for (const option of removed)
    out.push({
      where: at(option.value),
      what: 'answer removed',
      before: answerSummary(option, beforeSide),
      pointer: option.pointer,
      at: codesAt(option.value),
      change: words('diff.answerRemoved'),
      was: answerSummaryCodes(option, beforeSide),
    });
  for (const option of added)
    out.push({
      where: at(option.value),
      what: 'answer added',
      after: answerSummary(option, afterSide),
      pointer: option.pointer,
      at: codesAt(option.value),
      change: words('diff.answerAdded'),
      now: answerSummaryCodes(option, afterSide),
    });
  for (const { before: was, after: now } of pairs) {
    const where = at(now.value);
    const place = codesAt(now.value);
    const pointer = now.pointer;
    if (was.value !== now.value)
      out.push({
        where,
        what: 'value renamed',
        before: was.value,
        after: now.value,
        pointer,
        at: place,
        change: words('diff.valueRenamed'),
      });
    if (was.points !== now.points)
      out.push({
        where,
        what: 'points',
        before: pointsWords(was.points),
        after: pointsWords(now.points),
        pointer,
        at: place,
        change: words('diff.points'),
        was: pointsCodes(was.points),
        now: pointsCodes(now.points),
      });
    if (was.freeText !== now.freeText)
      out.push({
        where,
        what: 'free text',
        before: freeTextWords(was.freeText),
        after: freeTextWords(now.freeText),
        pointer,
        at: place,
        change: words('diff.freeText'),
        was: freeTextCodes(was.freeText),
        now: freeTextCodes(now.freeText),
      });
    out.push(...textChanges(where, place, `${pointer}/title`, beforeSide, was.title, afterSide, now.title));
    const drop = (node: JsonObject) => withoutKeys(node, ['const', 'title', 'points', 'freeText']);
    for (const leaf of otherLeaves(
      valueAt(beforeSide.definition, was.pointer),
      valueAt(afterSide.definition, pointer),
      drop,
    )) {
      out.push({
        where,
        what: leaf.pointer.slice(1),
        before: show(leaf.before),
        after: show(leaf.after),
        pointer: `${pointer}${leaf.pointer}`,
        at: place,
        change: keywordChange(leaf.pointer.slice(1)),
      });
    }
  }
  // Pairs are in the edited order: a smaller saved index after a larger one means the answers were reordered.
  if (pairs.some((pair, i) => i > 0 && pair.beforeIndex < (pairs[i - 1]?.beforeIndex ?? 0))) {
    const savedOrder = [...pairs].sort((x, y) => x.beforeIndex - y.beforeIndex).map((pair) => pair.before.value);
    out.push({
      where: `question ${question.slug}`,
      what: 'order of the answers',
      before: savedOrder.join(', '),
      after: pairs.map((pair) => pair.after.value).join(', '),
      pointer: question.pointer,
      at: questionAt(question.slug),
      change: words('diff.answerOrder'),
    });
  }
  return out;
}

/** The changes of one question present in both versions (`before` from the saved one, `after` from the edited one). */
export function questionChanges(before: Question, after: Question, beforeSide: Side, afterSide: Side): Change[] {
  const where = `question ${after.slug}`;
  const at = questionAt(after.slug);
  const out: Change[] = textChanges(
    where,
    at,
    `${after.pointer}/title`,
    beforeSide,
    before.title,
    afterSide,
    after.title,
  );
  if (before.required !== after.required)
    out.push({
      where,
      what: after.required ? 'now required (was optional)' : 'now optional (was required)',
      pointer: after.pointer,
      at,
      change: words(after.required ? 'diff.nowRequired' : 'diff.nowOptional'),
    });
  const was = conditionWords(before.guards);
  const now = conditionWords(after.guards);
  const conditionPointer = after.guards.at(-1)?.pointer ?? after.pointer;
  if (was !== now)
    out.push({
      where,
      what: 'condition',
      before: was,
      after: now,
      pointer: conditionPointer,
      at,
      change: words('diff.condition'),
      was: conditionCodes(before.guards),
      now: conditionCodes(after.guards),
    });
  else {
    // Same words, other JSON (e.g. the `if` no longer requires an answer): show the conditions as they are.
    const json = (question: Question) =>
      question.guards.map((g) => (g.holds ? canonicalJson(g.schema) : `not ${canonicalJson(g.schema)}`)).join(' and ');
    if (json(before) !== json(after))
      out.push({
        where,
        what: 'condition (as JSON)',
        before: json(before),
        after: json(after),
        pointer: conditionPointer,
        at,
        change: words('diff.conditionJson'),
      });
  }
  for (const leaf of otherLeaves(before.schema, after.schema, questionRest)) {
    out.push({
      where,
      what: leaf.pointer.slice(1),
      before: show(leaf.before),
      after: show(leaf.after),
      pointer: `${after.pointer}${leaf.pointer}`,
      at,
      change: keywordChange(leaf.pointer.slice(1)),
    });
  }
  out.push(...answerChanges(after, before, beforeSide, afterSide));
  return out;
}
