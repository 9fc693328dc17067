/**
 * The condition edits of the question form, as pure changes of a parsed definition: read a question's condition
 * in the one shape the form edits (one controlling question, the answers that show the question), rewrite it,
 * move the question into a branch of its own, or back to the section's root. Conditions of other shapes are left
 * to the raw JSON.
 */
import { isObject, type JsonObject } from '../../definition/json-object';
import { fieldTestsOf } from '../../definition/questions/field-tests';
import { type Question, questionsOf } from '../../definition/questions/section-questions';
import { pointerTokens, valueAt } from '../../definition/json-pointer';

/** A condition the form edits: the question is shown when `field`'s answer is (or, for a list, includes) one of
 * `values`. */
export interface SimpleCondition {
  field: string;
  values: unknown[];
  /** The controlling question is a multiple choice: does its list include one of the values (`contains`)? */
  contains: boolean;
}

export type ConditionState =
  | { kind: 'always' }
  | ({ kind: 'when'; ifPointer: string } & SimpleCondition)
  /** Anything else: several conditions, an `else` branch, other keywords, nested branches. */
  | { kind: 'custom' };

/** How the form sees a question's condition. */
export function conditionStateOf(question: Question): ConditionState {
  const [guard, ...more] = question.guards;
  if (!guard) return { kind: 'always' };
  if (more.length > 0 || !guard.holds || question.branchPointer !== guard.pointer.replace(/\/if$/, '/then'))
    return { kind: 'custom' };
  const tests = fieldTestsOf(guard.schema, guard.pointer);
  const test = tests?.length === 1 ? tests[0] : undefined;
  if (!test) return { kind: 'custom' };
  // `required` of another field than the tested one is a second condition: not this form's shape.
  const required = isObject(guard.schema) && Array.isArray(guard.schema.required) ? guard.schema.required : [];
  if (required.some((name) => name !== test.field)) return { kind: 'custom' };
  return { kind: 'when', field: test.field, values: test.values, contains: test.contains, ifPointer: guard.pointer };
}

/** The test of one field: `const` for one value, `enum` for several (an empty `enum` is left for lint to refuse);
 * inside `contains` for a list. */
export function fieldTest(values: readonly unknown[], contains: boolean): JsonObject {
  const match: JsonObject = values.length === 1 ? { const: values[0] } : { enum: [...values] };
  return contains ? { contains: match } : match;
}

/** The `if` of a new branch: the field's test, and the field must be answered (an unanswered field would make it true).
 * */
export function conditionSchema(condition: SimpleCondition): JsonObject {
  return {
    properties: { [condition.field]: fieldTest(condition.values, condition.contains) },
    required: [condition.field],
  };
}

const without = (list: unknown, name: string): unknown[] | undefined =>
  Array.isArray(list) ? list.filter((item) => item !== name) : undefined;

function dropRequired(node: JsonObject, slug: string): void {
  const rest = without(node.required, slug);
  if (rest === undefined) return;
  if (rest.length > 0) node.required = rest;
  else delete node.required;
}

/** Removes a node left empty by a move: an empty `then`/`else` (and the `if` without a branch), an empty `allOf` item,
 * an empty `allOf`. */
export function prune(definition: JsonObject, pointer: string): void {
  if (pointer === '/schema' || pointer === '') return;
  const node = valueAt(definition, pointer);
  if (!isObject(node)) return;
  if (isObject(node.properties) && Object.keys(node.properties).length === 0) delete node.properties;
  if (Array.isArray(node.required) && node.required.length === 0) delete node.required;
  if (Object.keys(node).length > 0) return;
  const tokens = pointerTokens(pointer);
  const last = tokens[tokens.length - 1] ?? '';
  const parentPointer = pointer.slice(0, pointer.lastIndexOf('/'));
  const parent = valueAt(definition, parentPointer);
  if (isObject(parent) && (last === 'then' || last === 'else')) {
    delete parent[last];
    if (parent.then === undefined && parent.else === undefined) delete parent.if;
    prune(definition, parentPointer);
  } else if (Array.isArray(parent) && parentPointer.endsWith('/allOf')) {
    // Only allOf: an empty item of anyOf/oneOf is "always true", removing it would change the meaning.
    parent.splice(Number(last), 1);
    if (parent.length === 0) {
      const ownerPointer = parentPointer.slice(0, parentPointer.lastIndexOf('/'));
      const owner = valueAt(definition, ownerPointer);
      if (isObject(owner)) delete owner.allOf;
      prune(definition, ownerPointer);
    }
  }
}

/** Takes the question's property (and its `required` entry) out of the branch that declares it; returns the property.
 * */
export function takeOut(definition: JsonObject, question: Question): unknown {
  const branch = valueAt(definition, question.branchPointer);
  if (!isObject(branch) || !isObject(branch.properties)) return undefined;
  const property = branch.properties[question.slug];
  delete branch.properties[question.slug];
  dropRequired(branch, question.slug);
  // An always shown question may be required by the section's root while declared in an allOf item.
  const schema = definition.schema;
  if (question.guards.length === 0 && isObject(schema)) dropRequired(schema, question.slug);
  return property;
}

/** Is the question the only thing its branch's `if` decides (so the `if` can be rewritten in place)? */
function aloneInBranch(definition: JsonObject, question: Question): boolean {
  const branch = valueAt(definition, question.branchPointer);
  const holder = valueAt(definition, question.branchPointer.replace(/\/then$/, ''));
  if (!isObject(branch) || !isObject(branch.properties) || !isObject(holder)) return false;
  return Object.keys(branch.properties).every((slug) => slug === question.slug) && holder.else === undefined;
}

/** The index of the root `allOf` item a pointer is in, or -1. */
const allOfIndex = (pointer: string | undefined): number => {
  const match = /^\/schema\/allOf\/(\d+)(?:\/|$)/.exec(pointer ?? '');
  return match ? Number(match[1]) : -1;
};

/**
 * Moves the question into a new `allOf` item `{ if, then: { properties: { slug }, required? } }`, right after
 * the `allOf` item it came from (or first, from the root), and after the item declaring its controlling question,
 * so it keeps its place among the other questions and stays declared after the question it depends on.
 */
function moveToNewBranch(
  definition: JsonObject,
  question: Question,
  condition: JsonObject,
  controller: Question | undefined,
): void {
  const schema = definition.schema;
  if (!isObject(schema)) return;
  const branch = valueAt(definition, question.branchPointer);
  if (!isObject(branch) || !isObject(branch.properties) || !(question.slug in branch.properties)) return;
  const allOf = Array.isArray(schema.allOf) ? schema.allOf : (schema.allOf = []);
  // Insert first, then take out: the new item goes after the old branch, so the old branch's pointer still holds.
  const item = {
    if: condition,
    then: {
      properties: { [question.slug]: branch.properties[question.slug] },
      ...(question.required ? { required: [question.slug] } : {}),
    },
  };
  allOf.splice(Math.max(allOfIndex(question.branchPointer), allOfIndex(controller?.branchPointer)) + 1, 0, item);
  takeOut(definition, question);
  prune(definition, question.branchPointer);
}

/** The questions' order on screen (the uiSchema's `ui:order`), if any. */
function displayOrder(definition: JsonObject): string[] {
  const order = isObject(definition.uiSchema) ? definition.uiSchema['ui:order'] : undefined;
  return Array.isArray(order) ? order.map(String) : [];
}

/** The list with the slug added after the last entry shown before it (so a round trip leaves `required` as it was). */
function inDisplayOrder(list: readonly unknown[], slug: string, order: readonly string[]): unknown[] {
  const at = order.indexOf(slug);
  if (at === -1) return [...list, slug];
  const before = new Set(order.slice(0, at));
  let index = 0;
  list.forEach((name, i) => {
    if (before.has(String(name))) index = i + 1;
  });
  return [...list.slice(0, index), slug, ...list.slice(index)];
}

/** Moves a conditional question to the section's root `properties` (and `required`, if it is required). */
function moveToRoot(definition: JsonObject, question: Question): void {
  const schema = definition.schema;
  if (!isObject(schema)) return;
  const property = takeOut(definition, question);
  if (property === undefined) return;
  if (!isObject(schema.properties)) schema.properties = {};
  (schema.properties as JsonObject)[question.slug] = property;
  if (question.required) {
    const required = Array.isArray(schema.required) ? schema.required : [];
    if (!required.includes(question.slug))
      schema.required = inDisplayOrder(required, question.slug, displayOrder(definition));
  }
  prune(definition, question.branchPointer);
}

/** The answer values as the controlling question's schema has them (the form holds them as text: "20" stays "20", 20
 * stays 20). */
function schemaValues(definition: JsonObject, controller: Question | undefined, values: readonly unknown[]): unknown[] {
  return values.map((value) => {
    const option = controller?.options.find((o) => o.value === String(value));
    const node = option ? valueAt(definition, option.pointer) : undefined;
    return isObject(node) && 'const' in node ? node.const : value;
  });
}

/**
 * Sets a question's condition: undefined makes it always shown (moved to the root), a condition rewrites the
 * `if` of its branch when the question is alone there, else moves it into a new branch of its own (other
 * questions of a shared branch keep theirs). Questions with a custom condition are left alone.
 */
export function setCondition(definition: JsonObject, slug: string, condition: SimpleCondition | undefined): void {
  const questions = questionsOf(definition);
  const question = questions.find((q) => q.slug === slug);
  if (!question) return;
  const state = conditionStateOf(question);
  if (state.kind === 'custom') return;
  if (!condition) {
    if (state.kind === 'when') moveToRoot(definition, question);
    return;
  }
  const controller = questions.find((q) => q.slug === condition.field);
  const wanted: SimpleCondition = {
    field: condition.field,
    values: schemaValues(definition, controller, condition.values),
    // A choice question decides the shape; for anything else keep what was asked.
    contains: controller && controller.options.length > 0 ? controller.multiple : condition.contains,
  };
  if (state.kind === 'when' && aloneInBranch(definition, question)) {
    const ifNode = valueAt(definition, state.ifPointer);
    if (!isObject(ifNode) || !isObject(ifNode.properties)) return;
    const test = fieldTest(wanted.values, wanted.contains);
    const old = ifNode.properties[state.field];
    if (state.field === wanted.field && isObject(old)) {
      // Keep the test's other keywords ($comment, type): only the match changes.
      for (const key of ['const', 'enum', 'contains']) delete old[key];
      Object.assign(old, test);
    } else {
      ifNode.properties = { [wanted.field]: test };
      if (Array.isArray(ifNode.required))
        ifNode.required = [...new Set(ifNode.required.map((name) => (name === state.field ? wanted.field : name)))];
    }
    return;
  }
  moveToNewBranch(definition, question, conditionSchema(wanted), controller);
}

/** The questions that may control a question: choice questions declared before it (in questionsOf order). */
export function controllersOf(questions: readonly Question[], slug: string): Question[] {
  const index = questions.findIndex((q) => q.slug === slug);
  return questions.slice(0, Math.max(index, 0)).filter((q) => q.options.length > 0);
}

/** The condition a question gets when it stops being always shown: the nearest earlier choice question's first answer.
 * */
export function defaultCondition(questions: readonly Question[], slug: string): SimpleCondition | undefined {
  const controller = controllersOf(questions, slug).at(-1);
  const first = controller?.options[0];
  return controller && first
    ? { field: controller.slug, values: [first.value], contains: controller.multiple }
    : undefined;
}

/** The condition after choosing another controlling question: the answers it shares with the old one, else its first
 * answer. */
export function withController(condition: SimpleCondition, controller: Question): SimpleCondition {
  const known = controller.options.map((o) => o.value);
  const kept = condition.values.filter((value) => known.includes(String(value)));
  return { field: controller.slug, values: kept.length > 0 ? kept : known.slice(0, 1), contains: controller.multiple };
}

/** The condition with one answer ticked or not; the answers keep the controlling question's order, unknown ones last.
 * */
export function withAnswer(
  condition: SimpleCondition,
  value: string,
  on: boolean,
  controller: Question | undefined,
): SimpleCondition {
  const rest = condition.values.filter((v) => String(v) !== value);
  const values = on ? [...rest, value] : rest;
  const order = (v: unknown) => {
    const index = controller?.options.findIndex((o) => o.value === String(v)) ?? -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return { ...condition, values: [...values].sort((a, b) => order(a) - order(b)) };
}
