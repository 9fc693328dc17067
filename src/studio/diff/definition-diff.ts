/**
 * A readable diff of one definition against its saved version. A questionnaire section is compared question by
 * question (matched by slug, wherever the question is declared): texts in each language, answers, points, free
 * texts, required, conditions in words. Any other definition (a step), and whatever lies outside a section's
 * questions, is compared by JSON pointer.
 */
import { textReferences } from '../../definition/texts/text-references';
import { LANGUAGES } from '../../definition/languages';
import { isObject, type JsonObject } from '../../definition/json-object';
import { questionsOf, type Question } from '../../definition/questions/section-questions';
import { textOf } from '../state/locale-texts';
import { canonicalJson } from './condition-words';
import { type Change, type Leaf, leafChanges, show, textChange } from './leaf-changes';
import {
  answerAt,
  keywordChange,
  questionAt,
  questionChanges,
  questionSummary,
  questionSummaryCodes,
  type Side,
} from './question-changes';
import { listOf, words } from '../../definition/words';

export type { Change } from './leaf-changes';

function describe(leaf: Leaf, questions: Question[]): Change {
  const { pointer, before, after } = leaf;
  const question = [...questions]
    .sort((a, b) => b.pointer.length - a.pointer.length)
    .find((q) => pointer === q.pointer || pointer.startsWith(`${q.pointer}/`));
  if (question) {
    const rest = pointer.slice(question.pointer.length);
    const option = /^\/(?:items\/)?oneOf\/(\d+)(\/.*)?$/.exec(rest);
    if (option) {
      const opt = isObject(after) ? after : isObject(before) ? before : undefined;
      const current = question.options[Number(option[1])];
      const value = opt && 'const' in opt ? opt.const : current?.value;
      const where = `question ${question.slug}, answer "${show(value)}"`;
      const at = answerAt(question.slug, show(value));
      if (!option[2])
        return {
          where,
          what: after === undefined ? 'answer removed' : 'answer added',
          before: before === undefined ? undefined : show(before),
          after: after === undefined ? undefined : show(after),
          pointer,
          at,
          change: words(after === undefined ? 'diff.answerRemoved' : 'diff.answerAdded'),
        };
      const field = option[2].slice(1);
      const what =
        field === 'const' ? 'value' : field === 'freeText' ? 'free text field' : field === 'title' ? 'text key' : field;
      const change =
        field === 'const'
          ? words('diff.value')
          : field === 'freeText'
            ? words('diff.freeTextField')
            : field === 'title'
              ? words('diff.textKey')
              : keywordChange(field);
      return { where, what, before: show(before), after: show(after), pointer, at, change };
    }
    return {
      where: `question ${question.slug}`,
      what: rest === '' ? (after === undefined ? 'question removed' : 'question added') : rest.slice(1),
      before: show(before),
      after: show(after),
      pointer,
      at: questionAt(question.slug),
      change:
        rest === ''
          ? words(after === undefined ? 'diff.questionRemoved' : 'diff.questionAdded')
          : keywordChange(rest.slice(1)),
    };
  }
  if (/\/required$/.test(pointer)) {
    const was = Array.isArray(before) ? before.map(String) : [];
    const now = Array.isArray(after) ? after.map(String) : [];
    const added = now.filter((n) => !was.includes(n));
    const removed = was.filter((n) => !now.includes(n));
    return {
      where: pointer.includes('/if/') ? 'condition' : 'required questions',
      what:
        [
          added.length ? `now required: ${added.join(', ')}` : '',
          removed.length ? `now optional: ${removed.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; ') || 'order',
      pointer,
      at: words(pointer.includes('/if/') ? 'diff.conditionAt' : 'diff.requiredQuestions'),
      change:
        added.length || removed.length
          ? listOf([
              ...(added.length ? [words('diff.nowRequiredList', { fields: added.join(', ') })] : []),
              ...(removed.length ? [words('diff.nowOptionalList', { fields: removed.join(', ') })] : []),
            ])
          : words('diff.order'),
    };
  }
  if (pointer.includes('/if'))
    return {
      where: 'condition',
      what: pointer.slice(pointer.indexOf('/if') + 1),
      before: show(before),
      after: show(after),
      pointer,
      at: words('diff.conditionAt'),
      change: keywordChange(pointer.slice(pointer.indexOf('/if') + 1)),
    };
  return {
    where: pointer || 'document',
    what: 'changed',
    before: show(before),
    after: show(after),
    pointer,
    at: pointer ? words('diff.pointer', { pointer }) : words('diff.document'),
    change: words('diff.changed'),
  };
}

/** The changed texts of the keys the edited definition uses, per language; `handled` pointers are reported elsewhere.
 * */
function textChangesOf(
  edited: JsonObject,
  questions: readonly Question[],
  savedLocales: Readonly<Record<string, unknown>>,
  editedLocales: Readonly<Record<string, unknown>>,
  handled: (pointer: string) => boolean,
): Change[] {
  const changes: Change[] = [];
  const seen = new Set<string>();
  for (const { key, pointer } of textReferences(edited)) {
    if (seen.has(key) || handled(pointer)) continue;
    seen.add(key);
    for (const language of LANGUAGES) {
      const was = textOf(savedLocales, language, key);
      const now = textOf(editedLocales, language, key);
      if (was === now) continue;
      const question = questions.find((q) => pointer === `${q.pointer}/title`);
      const option = questions
        .flatMap((q) => q.options.map((o) => ({ q, o })))
        .find(({ o }) => pointer === `${o.pointer}/title`);
      const where = option
        ? `question ${option.q.slug}, answer "${option.o.value}"`
        : question
          ? `question ${question.slug}`
          : key;
      const at = option
        ? answerAt(option.q.slug, option.o.value)
        : question
          ? questionAt(question.slug)
          : words('diff.textKeyAt', { key });
      changes.push(textChange(where, at, pointer, language, was, now));
    }
  }
  return changes;
}

/** A step (or anything not a questionnaire section): leaf changes by JSON pointer, then texts. */
function pointerDiff(
  saved: unknown,
  edited: unknown,
  savedLocales: Readonly<Record<string, unknown>>,
  editedLocales: Readonly<Record<string, unknown>>,
): Change[] {
  const leaves: Leaf[] = [];
  leafChanges(saved, edited, '', leaves);
  const questions = [...questionsOf(edited), ...questionsOf(saved)];
  const changes = leaves.map((leaf) => describe(leaf, questions));
  if (isObject(edited)) changes.push(...textChangesOf(edited, questions, savedLocales, editedLocales, () => false));
  return changes;
}

/** The schema's structure: the questions and the branches that declare them (compared through questionsOf). */
const STRUCTURE = ['properties', 'required', 'allOf', 'anyOf', 'oneOf', 'if', 'then', 'else'];
const schemaOf = (definition: JsonObject): JsonObject => (isObject(definition.schema) ? definition.schema : {});

/** A questionnaire section: what lies outside the questions by pointer, then each question by slug, then other texts.
 * */
function sectionDiff(
  saved: JsonObject,
  edited: JsonObject,
  savedLocales: Readonly<Record<string, unknown>>,
  editedLocales: Readonly<Record<string, unknown>>,
): Change[] {
  const before: Side = { definition: saved, locales: savedLocales };
  const after: Side = { definition: edited, locales: editedLocales };
  const outside = (definition: JsonObject) => ({
    ...Object.fromEntries(Object.entries(definition).filter(([key]) => key !== 'schema')),
    schema: Object.fromEntries(Object.entries(schemaOf(definition)).filter(([key]) => !STRUCTURE.includes(key))),
  });
  const leaves: Leaf[] = [];
  leafChanges(outside(saved), outside(edited), '', leaves);
  const changes = leaves.map((leaf) => describe(leaf, []));

  const savedQuestions = questionsOf(saved);
  const editedQuestions = questionsOf(edited);
  const questionChangesFound: Change[] = [];
  for (const question of editedQuestions) {
    const old = savedQuestions.find((q) => q.slug === question.slug);
    if (old) questionChangesFound.push(...questionChanges(old, question, before, after));
    else
      questionChangesFound.push({
        where: `question ${question.slug}`,
        what: 'question added',
        after: questionSummary(question, after),
        pointer: question.pointer,
        at: questionAt(question.slug),
        change: words('diff.questionAdded'),
        now: questionSummaryCodes(question, after),
      });
  }
  for (const question of savedQuestions) {
    if (!editedQuestions.some((q) => q.slug === question.slug))
      questionChangesFound.push({
        where: `question ${question.slug}`,
        what: 'question removed',
        before: questionSummary(question, before),
        pointer: question.pointer,
        at: questionAt(question.slug),
        change: words('diff.questionRemoved'),
        was: questionSummaryCodes(question, before),
      });
  }
  changes.push(...questionChangesFound);
  const schemaChanged = canonicalJson(schemaOf(saved)) !== canonicalJson(schemaOf(edited));
  if (schemaChanged && !changes.some((change) => change.pointer.startsWith('/schema'))) {
    // Nothing a reader cares about, yet the JSON differs (e.g. a `required` list in another order): say so.
    changes.push({
      where: 'questions',
      what: 'arranged differently in the JSON (no question, answer, point or condition changed)',
      pointer: '/schema',
      at: words('diff.questions'),
      change: words('diff.arranged'),
    });
  }

  const handled = new Set(
    editedQuestions.flatMap((q) => [`${q.pointer}/title`, ...q.options.map((o) => `${o.pointer}/title`)]),
  );
  changes.push(
    ...textChangesOf(edited, editedQuestions, savedLocales, editedLocales, (pointer) => handled.has(pointer)),
  );
  return changes;
}

const isSection = (definition: unknown): definition is JsonObject =>
  isObject(definition) && definition.kind === 'questionnaire-section';

/** The changes of one definition (saved and edited JSON, parsed) and of the texts it uses (per language). */
export function definitionDiff(
  saved: unknown,
  edited: unknown,
  savedLocales: Readonly<Record<string, unknown>>,
  editedLocales: Readonly<Record<string, unknown>>,
): Change[] {
  if (isSection(saved) && isSection(edited)) return sectionDiff(saved, edited, savedLocales, editedLocales);
  return pointerDiff(saved, edited, savedLocales, editedLocales);
}
