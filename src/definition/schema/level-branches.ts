import { isObject, type JsonObject } from '../json-object.ts';
import { pointerJoin } from '../json-pointer.ts';

/**
 * A condition a branch applies under: the `if` schema and whether the branch is its `then` (true) or `else`
 * (false); a schema dependency (`dependencies.f`) applies when `f` is present, the guard `{ required: [f] }`.
 */
export interface Guard {
  schema: unknown;
  /** Where the condition is (`…/if`, `…/dependencies/f`). */
  pointer: string;
  holds: boolean;
}

/** One part of an object level that applies to the same data, where it is, and the conditions it applies under. */
export interface Branch {
  node: JsonObject;
  pointer: string;
  /** Every condition that must hold for the branch to apply (empty: always). */
  guards: Guard[];
}

/**
 * The branch semantics of every definition consumer (the app's form, answer list and prefill, the sandbox's
 * scoring and checks, the studio's analysis, the lint, the translation of texts), decided once: the parts of one
 * object level are the schema itself and, recursively, its `then` and `else`, the items of `allOf`, `anyOf` and
 * `oneOf`, and its schema dependencies. A property declared in any of them is a field of that level, so a question
 * declared in a `oneOf` branch is sent by the app and scored by the sandbox alike. An `if` is a condition, not a
 * declaration, and `not` declares nothing. A `then`/`else` without an `if` (which JSON Schema ignores) is walked
 * without a guard so that the lint still checks the names in it.
 */
export function levelBranches(schema: unknown, pointer = ''): Branch[] {
  const out: Branch[] = [];
  const visit = (node: unknown, at: string, guards: Guard[]) => {
    if (!isObject(node)) return;
    out.push({ node, pointer: at, guards });
    const condition = node.if === undefined ? undefined : pointerJoin(at, 'if');
    const under = (holds: boolean): Guard[] =>
      condition === undefined ? guards : [...guards, { schema: node.if, pointer: condition, holds }];
    visit(node.then, pointerJoin(at, 'then'), under(true));
    visit(node.else, pointerJoin(at, 'else'), under(false));
    for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
      const list = node[keyword];
      if (Array.isArray(list)) list.forEach((branch, index) => visit(branch, pointerJoin(at, keyword, index), guards));
    }
    if (isObject(node.dependencies)) {
      for (const [name, dependency] of Object.entries(node.dependencies)) {
        const where = pointerJoin(at, 'dependencies', name);
        visit(dependency, where, [...guards, { schema: { required: [name] }, pointer: where, holds: true }]);
      }
    }
  };
  visit(schema, pointer, []);
  return out;
}

/** A property declared by an object level, where, and in which of its branches. */
export interface Declaration {
  name: string;
  schema: JsonObject;
  pointer: string;
  branch: Branch;
}

/**
 * Every property an object level declares, in its own `properties` or in a branch (a question that appears only
 * after a given answer is declared in `then`), in declaration order; a name declared twice is listed twice.
 */
export function declaredProperties(schema: unknown, pointer = ''): Declaration[] {
  return levelBranches(schema, pointer).flatMap((branch) =>
    isObject(branch.node.properties)
      ? Object.entries(branch.node.properties)
          .filter((entry): entry is [string, JsonObject] => isObject(entry[1]))
          .map(([name, property]) => ({
            name,
            schema: property,
            pointer: pointerJoin(branch.pointer, 'properties', name),
            branch,
          }))
      : [],
  );
}

/** Does the object level declare the field, in any of its branches? */
export const declares = (schema: unknown, name: string): boolean =>
  declaredProperties(schema).some((declaration) => declaration.name === name);
