import { isObject, type JsonObject } from '../json-object.ts';
import { pointerJoin } from '../json-pointer.ts';

/** A value a condition compares a question's answer with, and where it stands. */
export interface ComparedValue {
  slug: string;
  value: unknown;
  pointer: string;
}

/** What a rule's condition reads of the answer set. */
export interface ConditionReads {
  /** Every question slug it names (in `properties`, `required`, `dependencies`), with the first place it does. */
  slugs: Map<string, string>;
  /** Every `const` / `enum` value it compares an answer (or an item of a multiple choice) with. */
  values: ComparedValue[];
  /** Keywords that read answers the condition does not name (`additionalProperties`…): pointers to them. */
  unnamed: string[];
}

// Keywords under which a subschema still describes the whole answer set (the same instance).
const SAME_LISTS = ['allOf', 'anyOf', 'oneOf'];
const SAME_SINGLE = ['if', 'then', 'else', 'not'];
const UNNAMED = ['additionalProperties', 'patternProperties', 'propertyNames', 'minProperties', 'maxProperties'];

/** Visits `node` and every subschema that applies to the same instance as it. */
function sameInstance(node: unknown, pointer: string, visit: (node: JsonObject, pointer: string) => void): void {
  if (!isObject(node)) return;
  visit(node, pointer);
  for (const keyword of SAME_LISTS) {
    const list = node[keyword];
    if (Array.isArray(list)) list.forEach((child, i) => sameInstance(child, pointerJoin(pointer, keyword, i), visit));
  }
  for (const keyword of SAME_SINGLE) sameInstance(node[keyword], pointerJoin(pointer, keyword), visit);
}

/** The values one answer's subschema compares with: its `const`/`enum`, and those of `items` and `contains`. */
function comparedValues(slug: string, node: unknown, pointer: string, into: ComparedValue[]): void {
  sameInstance(node, pointer, (answer, at) => {
    if ('const' in answer) into.push({ slug, value: answer.const, pointer: pointerJoin(at, 'const') });
    if (Array.isArray(answer.enum))
      answer.enum.forEach((value, i) => into.push({ slug, value, pointer: pointerJoin(at, 'enum', i) }));
    for (const keyword of ['items', 'contains'])
      if (isObject(answer[keyword])) comparedValues(slug, answer[keyword], pointerJoin(at, keyword), into);
  });
}

/** The questions and answer values a rule's condition (`when`, at `pointer`) reads. */
export function conditionReads(when: unknown, pointer: string): ConditionReads {
  const slugs = new Map<string, string>();
  const values: ComparedValue[] = [];
  const unnamed: string[] = [];
  const name = (slug: unknown, at: string) => {
    if (typeof slug === 'string' && !slugs.has(slug)) slugs.set(slug, at);
  };
  sameInstance(when, pointer, (node, at) => {
    if (isObject(node.properties))
      for (const [slug, answer] of Object.entries(node.properties)) {
        const answerAt = pointerJoin(at, 'properties', slug);
        name(slug, answerAt);
        comparedValues(slug, answer, answerAt, values);
      }
    if (Array.isArray(node.required)) node.required.forEach((slug, i) => name(slug, pointerJoin(at, 'required', i)));
    if (isObject(node.dependencies))
      for (const slug of Object.keys(node.dependencies)) name(slug, pointerJoin(at, 'dependencies', slug));
    for (const keyword of UNNAMED) if (keyword in node) unnamed.push(pointerJoin(at, keyword));
  });
  return { slugs, values, unnamed };
}
