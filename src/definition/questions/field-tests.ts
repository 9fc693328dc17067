import { isObject } from '../json-object.ts';
import { pointerJoin } from '../json-pointer.ts';
import type { Guard } from '../schema/level-branches.ts';

/** What a condition asks of one field: the values that satisfy it, or undefined when it cannot be told. */
export interface FieldTest {
  field: string;
  /** The field's value must be one of these (single choice) or the list must contain one of these (`contains`). */
  values: unknown[];
  contains: boolean;
  /** Where the test is, e.g. /schema/allOf/0/if/properties/e1. */
  pointer: string;
}

/**
 * The field tests of an `if` of the usual shape `{ properties: { f: { const | enum | contains } }, required }`;
 * undefined for other shapes.
 */
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

/** Does a guard hold for the given answers? Undefined when the condition has a shape that is not evaluated. */
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
