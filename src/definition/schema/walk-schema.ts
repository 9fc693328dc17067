import { pointerJoin } from '../json-pointer.ts';
import { isObject, type JsonObject } from '../json-object.ts';

/** How a subschema was reached from its parent: the keyword (`properties`, `oneOf`, `then`…), none at the root. */
export type SchemaVisitor = (node: JsonObject, pointer: string, via: string | undefined) => void;

// Keywords whose value is a map of name -> subschema, a list of subschemas, or one subschema. `enum`, `const`,
// `default`, `examples` and `x-…` hold data and are not walked.
const MAPS = ['properties', 'patternProperties', 'definitions'];
const LISTS = ['allOf', 'anyOf', 'oneOf'];
const SINGLE = ['additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'if', 'then', 'else', 'not'];

/** Calls `visit` on every (object) subschema of a draft-07 schema, depth first, parents before children. */
export function walkSchema(node: unknown, pointer: string, visit: SchemaVisitor, via?: string): void {
  if (!isObject(node)) return;
  visit(node, pointer, via);
  for (const keyword of MAPS) {
    const map = node[keyword];
    if (isObject(map))
      for (const [name, child] of Object.entries(map))
        walkSchema(child, pointerJoin(pointer, keyword, name), visit, keyword);
  }
  for (const keyword of LISTS) {
    const list = node[keyword];
    if (Array.isArray(list))
      list.forEach((child, index) => walkSchema(child, pointerJoin(pointer, keyword, index), visit, keyword));
  }
  for (const keyword of SINGLE) walkSchema(node[keyword], pointerJoin(pointer, keyword), visit, keyword);
  const items = node.items;
  if (Array.isArray(items))
    items.forEach((child, index) => walkSchema(child, pointerJoin(pointer, 'items', index), visit, 'items'));
  else walkSchema(items, pointerJoin(pointer, 'items'), visit, 'items');
  const dependencies = node.dependencies;
  if (isObject(dependencies)) {
    for (const [name, child] of Object.entries(dependencies))
      walkSchema(child, pointerJoin(pointer, 'dependencies', name), visit, 'dependencies');
  }
}
