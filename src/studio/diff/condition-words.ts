/**
 * A question's condition in the words the condition editor uses (`e1 = yes`, `d2 is one of 2000_5000, over_5000`,
 * `e2 contains taxonomy`), so the diff reads like the form. Also says "always shown" and "no answer listed",
 * which the editor shows with controls instead.
 */
import { isObject } from '../../definition/json-object';
import { fieldTestsOf } from '../../definition/questions/field-tests';
import { type Guard } from '../../definition/questions/section-questions';
import { allOf, words, type Words } from '../../definition/words';

/** One field test in words; an empty answer list is said, not left blank. */
function testWords(field: string, values: readonly unknown[], contains: boolean): string {
  if (values.length === 0) return `${field} ${contains ? 'contains' : 'is'} (no answer listed)`;
  return `${field} ${contains ? 'contains' : values.length > 1 ? 'is one of' : '='} ${values.map(String).join(', ')}`;
}

/** The conditions that must all hold for a question to be shown, in words; "always shown" when there are none. */
export function conditionWords(guards: readonly Guard[]): string {
  if (guards.length === 0) return 'always shown';
  return guards
    .map((guard) => {
      const tests = fieldTestsOf(guard.schema, guard.pointer);
      const words = tests
        ? tests.map((t) => testWords(t.field, t.values, t.contains)).join(' and ')
        : JSON.stringify(guard.schema);
      return guard.holds ? words : `not (${words})`;
    })
    .join(' and ');
}

/** One field test as codes, the same tests conditionWords says in English. */
function testCodes(field: string, values: readonly unknown[], contains: boolean): Words {
  const list = values.map(String).join(', ');
  if (values.length === 0) return words(contains ? 'cond.containsNone' : 'cond.isNone', { field });
  return words(contains ? 'cond.contains' : values.length > 1 ? 'cond.oneOf' : 'cond.equals', { field, values: list });
}

/** conditionWords as codes the studio translates (the same structure, so the two read alike). */
export function conditionCodes(guards: readonly Guard[]): Words {
  if (guards.length === 0) return words('cond.always');
  return allOf(
    guards.map((guard) => {
      const tests = fieldTestsOf(guard.schema, guard.pointer);
      const inner = tests
        ? allOf(tests.map((t) => testCodes(t.field, t.values, t.contains)))
        : words('data', { value: JSON.stringify(guard.schema) });
      return guard.holds ? inner : words('cond.not', { condition: inner });
    }),
  );
}

/** JSON with object keys sorted: two conditions that differ only in key order compare equal. */
export function canonicalJson(value: unknown): string {
  const sort = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(sort);
    if (!isObject(node)) return node;
    return Object.fromEntries(
      Object.keys(node)
        .sort()
        .map((key) => [key, sort(node[key])]),
    );
  };
  return JSON.stringify(sort(value)) ?? 'undefined';
}
