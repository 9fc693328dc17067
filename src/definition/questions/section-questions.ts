/**
 * The questions of a questionnaire section: each property of the section's schema, wherever a branch declares it
 * (levelBranches), with its answer options, whether it must be answered and the conditions under which it is
 * shown. The app's answer list and prefill, the sandbox's scoring and checks, the golden sets and the studio all
 * read a section through this.
 */
import { isObject, type JsonObject } from '../json-object.ts';
import { pointerJoin } from '../json-pointer.ts';
import { type Guard, levelBranches } from '../schema/level-branches.ts';

export type { Guard };

/** An answer option: `{ "const": value, "title": key, "points": n, "freeText": field }` in `oneOf` / `items.oneOf`. */
export interface QuestionOption {
  value: string;
  /** i18n key of the label. */
  title?: string;
  points?: number;
  /** The field holding the text this answer asks for. */
  freeText?: string;
  pointer: string;
}

export interface Question {
  slug: string;
  /** i18n key of the question's text. */
  title?: string;
  pointer: string;
  schema: JsonObject;
  /** A multiple choice (an array of options). */
  multiple: boolean;
  /** Empty for a field that is not a choice (a free text). */
  options: QuestionOption[];
  /** Listed in `required` of the branch that declares it (or of the section). */
  required: boolean;
  /** Every condition that must hold for the question to be shown (empty: always shown). */
  guards: Guard[];
  /** Where the branch that declares it is (its `required` list is there). */
  branchPointer: string;
}

const isAnswerValue = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** A single choice has its options under `oneOf`, a multiple choice (an array) under `items.oneOf`. */
function optionsOf(property: JsonObject, pointer: string): { multiple: boolean; options: QuestionOption[] } {
  const items = isObject(property.items) ? property.items : undefined;
  const multiple = property.type === 'array' || items !== undefined;
  const list = Array.isArray(property.oneOf) ? property.oneOf : items && Array.isArray(items.oneOf) ? items.oneOf : [];
  const listPointer = Array.isArray(property.oneOf)
    ? pointerJoin(pointer, 'oneOf')
    : pointerJoin(pointer, 'items', 'oneOf');
  const options = list.flatMap((option, index): QuestionOption[] => {
    if (!isObject(option) || !isAnswerValue(option.const)) return [];
    return [
      {
        value: String(option.const),
        ...(typeof option.title === 'string' ? { title: option.title } : {}),
        ...(typeof option.points === 'number' && Number.isFinite(option.points) ? { points: option.points } : {}),
        ...(typeof option.freeText === 'string' ? { freeText: option.freeText } : {}),
        pointer: pointerJoin(listPointer, index),
      },
    ];
  });
  return { multiple, options };
}

/** Every question of a section's schema (the first declaration of a slug wins), in declaration order. */
export function sectionQuestions(schema: unknown, pointer = '/schema'): Question[] {
  const found = new Map<string, Question>();
  const rootRequired = isObject(schema) && Array.isArray(schema.required) ? schema.required : [];
  for (const { node, pointer: branchPointer, guards } of levelBranches(schema, pointer)) {
    if (!isObject(node.properties)) continue;
    const required = Array.isArray(node.required) ? node.required : [];
    for (const [slug, property] of Object.entries(node.properties)) {
      if (found.has(slug) || !isObject(property)) continue;
      const at = pointerJoin(branchPointer, 'properties', slug);
      found.set(slug, {
        slug,
        ...(typeof property.title === 'string' ? { title: property.title } : {}),
        pointer: at,
        schema: property,
        ...optionsOf(property, at),
        required: required.includes(slug) || (guards.length === 0 && rootRequired.includes(slug)),
        guards,
        branchPointer,
      });
    }
  }
  return [...found.values()];
}

/** Every question of a section definition (`{ schema, … }`); none for anything else. */
export function questionsOf(definition: unknown): Question[] {
  return isObject(definition) ? sectionQuestions(definition.schema) : [];
}

/** The questions that are choices (have answer options), by slug. */
export function choicesOf(schema: unknown): Map<string, Question> {
  return new Map(
    sectionQuestions(schema)
      .filter((question) => question.options.length > 0)
      .map((question) => [question.slug, question]),
  );
}

/** The option of the chosen values that asks for a free text, if any. */
export const freeTextOption = (question: Question, values: readonly string[]): QuestionOption | undefined =>
  question.options.find((option) => option.freeText !== undefined && values.includes(option.value));
