/**
 * Adding and removing whole questions of a questionnaire section, as pure changes of a parsed definition. A new
 * question is always shown, optional, with two answers worth no points and empty texts (which lint refuses
 * until they are written); a removed one takes its `required` entry, its UI schema and a branch it leaves empty
 * with it. Conditions of other questions on it stay, for lint to point at.
 */
import { isObject, type JsonObject } from '../../definition/json-object';
import { type Question, questionsOf } from '../../definition/questions/section-questions';
import { prune, takeOut } from './condition-edits';

export type QuestionKind = 'single' | 'multiple';

/** The section's letter (`questionnaire-b` -> `b`), the prefix of its question slugs. */
const letterOf = (definition: JsonObject) =>
  (typeof definition.id === 'string' ? /-([a-z])$/.exec(definition.id)?.[1] : undefined) ?? 'q';

/** The slug a new question gets: the section's letter and the next free number (`b5` after `b4`). */
export function nextSlug(definition: JsonObject): string {
  const letter = letterOf(definition);
  const taken = new Set(questionsOf(definition).map((q) => q.slug));
  let n = 1;
  for (const slug of taken) {
    const match = new RegExp(`^${letter}(\\d+)`).exec(slug);
    if (match) n = Math.max(n, Number(match[1]) + 1);
  }
  while (taken.has(`${letter}${n}`)) n += 1;
  return `${letter}${n}`;
}

/** The i18n key base of a question's texts, made like the section's others (`questionnaire.b.b1.title` ->
 * `questionnaire.b.b5`). */
function keyBaseFor(definition: JsonObject, slug: string): string {
  const model = questionsOf(definition).find((q) => q.title?.endsWith(`.${q.slug}.title`));
  if (model?.title) return `${model.title.slice(0, -`${model.slug}.title`.length)}${slug}`;
  return `questionnaire.${letterOf(definition)}.${slug}`;
}

/** Adds a question at the end of the section's root; answers its slug. */
export function addQuestion(definition: JsonObject, kind: QuestionKind): string {
  const slug = nextSlug(definition);
  const base = keyBaseFor(definition, slug);
  const options = ['answer_1', 'answer_2'].map((value) => ({
    const: value,
    title: `${base}.answers.${value}`,
    points: 0,
  }));
  const property =
    kind === 'single'
      ? { type: 'string', title: `${base}.title`, oneOf: options }
      : { type: 'array', title: `${base}.title`, uniqueItems: true, items: { type: 'string', oneOf: options } };
  if (!isObject(definition.schema)) definition.schema = { type: 'object' };
  const schema = definition.schema as JsonObject;
  if (!isObject(schema.properties)) schema.properties = {};
  (schema.properties as JsonObject)[slug] = property;
  if (!isObject(definition.uiSchema)) definition.uiSchema = {};
  const ui = definition.uiSchema as JsonObject;
  ui[slug] = { 'ui:widget': kind === 'single' ? 'radio' : 'checkboxes' };
  const order = ui['ui:order'];
  if (Array.isArray(order)) {
    const rest = order.indexOf('*');
    order.splice(rest === -1 ? order.length : rest, 0, slug);
  }
  return slug;
}

/** Removes a question from the branch that declares it, with its `required` entry and its UI schema. */
export function removeQuestion(definition: JsonObject, question: Question): void {
  takeOut(definition, question);
  prune(definition, question.branchPointer);
  const ui = definition.uiSchema;
  if (!isObject(ui)) return;
  delete ui[question.slug];
  const order = ui['ui:order'];
  if (Array.isArray(order)) ui['ui:order'] = order.filter((name) => name !== question.slug);
}
