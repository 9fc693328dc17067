/**
 * The questions of a questionnaire section as the studio reads them: each property of the section's schema
 * (also those declared in `then`/`else` branches and `allOf`/`anyOf`/`oneOf` items, as the sandbox's scoring
 * does) with its answer options, whether it must be answered, and the conditions under which it is shown.
 */
export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const token = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
export const pointerJoin = (base: string, ...tokens: (string | number)[]) =>
  tokens.reduce<string>((p, t) => `${p}/${token(t)}`, base);

export interface AnswerOption {
  value: string;
  /** i18n key of the label. */
  title?: string;
  points?: number;
  freeText?: string;
  pointer: string;
}

/** A condition guarding a branch: the `if` schema, and whether the branch is its `then` (true) or `else` (false). */
export interface Guard {
  schema: unknown;
  /** Where the `if` is. */
  pointer: string;
  holds: boolean;
}

export interface Question {
  slug: string;
  /** i18n key of the question's text. */
  title?: string;
  pointer: string;
  schema: JsonObject;
  /** A multiple choice (an array of options). */
  multiple: boolean;
  options: AnswerOption[];
  /** Listed in `required` of the branch that declares it (or of the section). */
  required: boolean;
  /** Every condition that must hold for the question to be shown (empty: always shown). */
  guards: Guard[];
  /** Where its `required` entry is (to toggle it), the branch's pointer. */
  branchPointer: string;
}

function optionsOf(property: JsonObject, pointer: string): { multiple: boolean; options: AnswerOption[] } {
  const items = isObject(property.items) ? property.items : undefined;
  const multiple = property.type === 'array' || items !== undefined;
  const list = Array.isArray(property.oneOf) ? property.oneOf : items && Array.isArray(items.oneOf) ? items.oneOf : [];
  const listPointer = Array.isArray(property.oneOf)
    ? pointerJoin(pointer, 'oneOf')
    : pointerJoin(pointer, 'items', 'oneOf');
  const options = list.flatMap((option, index): AnswerOption[] => {
    if (!isObject(option) || !['string', 'number', 'boolean'].includes(typeof option.const)) return [];
    return [
      {
        value: String(option.const),
        ...(typeof option.title === 'string' ? { title: option.title } : {}),
        ...(typeof option.points === 'number' ? { points: option.points } : {}),
        ...(typeof option.freeText === 'string' ? { freeText: option.freeText } : {}),
        pointer: pointerJoin(listPointer, index),
      },
    ];
  });
  return { multiple, options };
}

/** Every question of a section (first declaration of a slug wins), in declaration order. */
export function questionsOf(definition: unknown): Question[] {
  const found = new Map<string, Question>();
  if (!isObject(definition) || !isObject(definition.schema)) return [];
  const rootRequired = Array.isArray(definition.schema.required) ? definition.schema.required : [];
  const visit = (node: unknown, pointer: string, guards: Guard[]) => {
    if (!isObject(node)) return;
    const required = Array.isArray(node.required) ? node.required : [];
    if (isObject(node.properties)) {
      for (const [slug, property] of Object.entries(node.properties)) {
        if (found.has(slug) || !isObject(property)) continue;
        const at = pointerJoin(pointer, 'properties', slug);
        found.set(slug, {
          slug,
          ...(typeof property.title === 'string' ? { title: property.title } : {}),
          pointer: at,
          schema: property,
          ...optionsOf(property, at),
          required: required.includes(slug) || (guards.length === 0 && rootRequired.includes(slug)),
          guards,
          branchPointer: pointer,
        });
      }
    }
    if (node.if !== undefined) {
      const ifPointer = pointerJoin(pointer, 'if');
      visit(node.then, pointerJoin(pointer, 'then'), [...guards, { schema: node.if, pointer: ifPointer, holds: true }]);
      visit(node.else, pointerJoin(pointer, 'else'), [
        ...guards,
        { schema: node.if, pointer: ifPointer, holds: false },
      ]);
    }
    for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
      const list = node[keyword];
      if (Array.isArray(list))
        list.forEach((branch, index) => visit(branch, pointerJoin(pointer, keyword, index), guards));
    }
  };
  visit(definition.schema, '/schema', []);
  return [...found.values()];
}

/** What a condition asks of one field: the values that satisfy it, or undefined when the studio cannot tell. */
export interface FieldTest {
  field: string;
  /** The field's value must be one of these (single choice) or the list must contain one of these (`contains`). */
  values: unknown[];
  contains: boolean;
  /** Where the test is, e.g. /schema/allOf/0/if/properties/e1. */
  pointer: string;
}

/** The field tests of an `if` of the usual shape `{ properties: { f: { const | enum | contains } }, required }`;
 * undefined for other shapes. */
export function fieldTestsOf(condition: unknown, pointer: string): FieldTest[] | undefined {
  if (!isObject(condition) || !isObject(condition.properties)) return undefined;
  const allowed = new Set(['properties', 'required', '$comment']);
  if (Object.keys(condition).some((key) => !allowed.has(key))) return undefined;
  const tests: FieldTest[] = [];
  for (const [field, test] of Object.entries(condition.properties)) {
    if (!isObject(test)) return undefined;
    const at = pointerJoin(pointer, 'properties', field);
    if ('const' in test) tests.push({ field, values: [test.const], contains: false, pointer: at });
    else if (Array.isArray(test.enum)) tests.push({ field, values: test.enum, contains: false, pointer: at });
    else if (isObject(test.contains) && 'const' in test.contains)
      tests.push({ field, values: [test.contains.const], contains: true, pointer: at });
    else if (isObject(test.contains) && Array.isArray(test.contains.enum))
      tests.push({ field, values: test.contains.enum, contains: true, pointer: at });
    else return undefined;
  }
  return tests;
}

/** Does a guard hold for the given answers? Undefined when the condition has a shape the studio does not evaluate. */
export function guardHolds(guard: Guard, answers: Readonly<Record<string, unknown>>): boolean | undefined {
  const tests = fieldTestsOf(guard.schema, guard.pointer);
  if (!tests) return undefined;
  const required = isObject(guard.schema) && Array.isArray(guard.schema.required) ? guard.schema.required : [];
  const matches = tests.every((test) => {
    const answer = answers[test.field];
    if (answer === undefined) return !required.includes(test.field);
    if (test.contains)
      return Array.isArray(answer) && answer.some((item) => test.values.some((v) => String(v) === String(item)));
    return test.values.some((v) => String(v) === String(answer));
  });
  return matches === guard.holds;
}
