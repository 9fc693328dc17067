/**
 * What a change of a question's form (question-model.ts) means for the definition and the locale files: each
 * changed field becomes one edit, named by its origin, so typing into one field is one undo step.
 */
import { isObject } from '../../definition/json-object';
import { type Question } from '../../definition/questions/section-questions';
import { valueAt } from '../../definition/json-pointer';
import { type AnswerData, answerProperty, type QuestionData } from './question-model';
import {
  controllersOf,
  defaultCondition,
  setCondition,
  type SimpleCondition,
  withAnswer,
  withController,
} from './condition-edits';
import { removeQuestion } from './question-list-edits';
import { changedTexts, type Texts } from './text-model';

export type QuestionEdit =
  | { kind: 'object'; origin: string; change: (definition: Record<string, unknown>) => void }
  | { kind: 'text'; origin: string; language: string; key: string; value: string }
  /** A condition edit: it may move the question's card, so the focus is kept where it was. */
  | { kind: 'condition'; origin: string; condition: SimpleCondition | undefined };

const listPointerOf = (question: Question) =>
  Array.isArray(question.schema.oneOf) ? `${question.pointer}/oneOf` : `${question.pointer}/items/oneOf`;

function textEdits(key: string | undefined, before: Texts, after: Texts): QuestionEdit[] {
  if (!key) return [];
  return changedTexts(before, after).map(({ language, value }) => ({
    kind: 'text',
    origin: `text:${language}:${key}`,
    language,
    key,
    value,
  }));
}

function answerEdits(question: Question, index: number, before: AnswerData, after: AnswerData): QuestionEdit[] {
  const option = question.options[index];
  if (!option) return [];
  const { pointer } = option;
  const edits: QuestionEdit[] = [];
  const node = (definition: Record<string, unknown>) => {
    const found = valueAt(definition, pointer);
    return isObject(found) ? found : undefined;
  };
  if (after.remove) {
    return [
      {
        kind: 'object',
        origin: `remove:${pointer}`,
        change: (definition) => {
          const list = valueAt(definition, listPointerOf(question));
          if (Array.isArray(list)) list.splice(index, 1);
        },
      },
    ];
  }
  if ((after.value ?? '') !== (before.value ?? '')) {
    const value = after.value ?? '';
    edits.push({
      kind: 'object',
      origin: `value:${pointer}`,
      change: (definition) => void Object.assign(node(definition) ?? {}, { const: value }),
    });
  }
  if (after.points !== before.points) {
    const points = after.points;
    edits.push({
      kind: 'object',
      origin: `points:${pointer}`,
      change: (definition) => {
        const target = node(definition);
        if (!target) return;
        if (points === undefined || !Number.isFinite(points)) delete target.points;
        else target.points = points;
      },
    });
  }
  if (Boolean(after.freeText) !== Boolean(before.freeText)) {
    const on = Boolean(after.freeText);
    edits.push({
      kind: 'object',
      origin: `free:${pointer}`,
      change: (definition) => {
        const target = node(definition);
        if (!target) return;
        if (!on) delete target.freeText;
        else target.freeText = question.options.find((o) => o.freeText)?.freeText ?? `${question.slug}_text`;
      },
    });
  }
  return [...edits, ...textEdits(option.title, before, after)];
}

function conditionEdits(
  question: Question,
  questions: readonly Question[],
  before: QuestionData['condition'],
  after: QuestionData['condition'],
): QuestionEdit[] {
  if (!before || !after) return [];
  const { slug } = question;
  if (after.shown !== before.shown) {
    if (after.shown === 'always')
      return [{ kind: 'condition', origin: `condition-always:${slug}`, condition: undefined }];
    const fallback = defaultCondition(questions, slug);
    return fallback ? [{ kind: 'condition', origin: `condition-when:${slug}`, condition: fallback }] : [];
  }
  if (before.shown !== 'when' || before.field === undefined) return [];
  const current: SimpleCondition = {
    field: before.field,
    values: before.answers ?? [],
    contains: questions.find((q) => q.slug === before.field)?.multiple ?? false,
  };
  if (after.field !== undefined && after.field !== before.field) {
    const next = controllersOf(questions, slug).find((q) => q.slug === after.field);
    return next
      ? [{ kind: 'condition', origin: `condition-field:${slug}`, condition: withController(current, next) }]
      : [];
  }
  const was = new Set(before.answers ?? []);
  const now = new Set(after.answers ?? []);
  const controller = questions.find((q) => q.slug === before.field);
  let condition = current;
  const edits: QuestionEdit[] = [];
  for (const value of new Set([...was, ...now])) {
    if (was.has(value) === now.has(value)) continue;
    condition = withAnswer(condition, value, now.has(value), controller);
    edits.push({ kind: 'condition', origin: `condition-answer:${slug}:${value}`, condition });
  }
  return edits;
}

/** The edits that turn the question's form data `before` into `after` (one per changed field; usually one). */
export function questionEdits(
  question: Question,
  questions: readonly Question[],
  before: QuestionData,
  after: QuestionData,
): QuestionEdit[] {
  const { slug } = question;
  if (after.removeQuestion && !before.removeQuestion)
    return [
      {
        kind: 'object',
        origin: `remove-question:${slug}`,
        change: (definition) => removeQuestion(definition, question),
      },
    ];
  const edits: QuestionEdit[] = [...textEdits(question.title, before, after)];
  if (Boolean(after.required) !== Boolean(before.required)) {
    const required = Boolean(after.required);
    edits.push({
      kind: 'object',
      origin: `required:${slug}`,
      change: (definition) => {
        const branch = valueAt(definition, question.branchPointer);
        if (!isObject(branch)) return;
        const list = Array.isArray(branch.required) ? branch.required.filter((name) => name !== slug) : [];
        if (required) list.push(slug);
        if (list.length > 0) branch.required = list;
        else delete branch.required;
      },
    });
  }
  edits.push(...conditionEdits(question, questions, before.condition, after.condition));
  question.options.forEach((_, index) => {
    const name = answerProperty(index);
    edits.push(...answerEdits(question, index, before[name] ?? {}, after[name] ?? {}));
  });
  if (after.add && !before.add) {
    const keyBase = question.title?.replace(/\.title$/, '') ?? slug;
    edits.push({
      kind: 'object',
      origin: `add:${slug}`,
      change: (definition) => {
        const list = valueAt(definition, listPointerOf(question));
        if (!Array.isArray(list)) return;
        let n = list.length + 1;
        while (list.some((o) => isObject(o) && o.const === `answer_${n}`)) n += 1;
        list.push({ const: `answer_${n}`, title: `${keyBase}.answers.answer_${n}`, points: 0 });
      },
    });
  }
  return edits;
}

/** Applies a condition edit as the old form did: through setCondition, which moves the question between branches. */
export const conditionChange =
  (slug: string, condition: SimpleCondition | undefined) => (definition: Record<string, unknown>) =>
    setCondition(definition, slug, condition);
