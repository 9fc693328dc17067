import { pointerJoin } from '../../src/definition/json-pointer.ts';
import { isObject, type JsonObject } from './types.ts';

/** A property declared by an object schema, and where. */
export interface Declaration {
  name: string;
  schema: JsonObject;
  pointer: string;
}

/**
 * The parts of one object level that apply to the same data: the schema itself and, recursively, its
 * conditional branches (`then`, `else`, `allOf`/`anyOf`/`oneOf` items, dependency schemas). An `if` is a
 * condition, not a declaration, and `not` declares nothing.
 */
export function levelBranches(schema: JsonObject, pointer: string): { node: JsonObject; pointer: string }[] {
  const out: { node: JsonObject; pointer: string }[] = [];
  const visit = (node: unknown, at: string) => {
    if (!isObject(node)) return;
    out.push({ node, pointer: at });
    visit(node.then, pointerJoin(at, 'then'));
    visit(node.else, pointerJoin(at, 'else'));
    for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
      const list = node[keyword];
      if (Array.isArray(list)) list.forEach((branch, index) => visit(branch, pointerJoin(at, keyword, index)));
    }
    if (isObject(node.dependencies)) {
      for (const [name, dependency] of Object.entries(node.dependencies))
        visit(dependency, pointerJoin(at, 'dependencies', name));
    }
  };
  visit(schema, pointer);
  return out;
}

/**
 * Every property an object level declares, in its own `properties` or in a conditional branch (a question
 * that appears only after a given answer is declared in `then`), as RJSF shows them.
 */
export function declaredProperties(schema: JsonObject, pointer: string): Declaration[] {
  return levelBranches(schema, pointer).flatMap(({ node, pointer: at }) =>
    isObject(node.properties)
      ? Object.entries(node.properties)
          .filter((entry): entry is [string, JsonObject] => isObject(entry[1]))
          .map(([name, property]) => ({ name, schema: property, pointer: pointerJoin(at, 'properties', name) }))
      : [],
  );
}
