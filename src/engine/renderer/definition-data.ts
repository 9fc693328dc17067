/**
 * The data of one definition's form: answers by property name. Named apart from the DOM's `FormData` (a multipart
 * body), which the app also uses.
 */
export type DefinitionData = Record<string, unknown>;

/** `data` with `value` at `path` (property names and item indexes), the objects on the way copied, not changed. */
export function withValueAt(
  data: Readonly<DefinitionData>,
  path: readonly (string | number)[],
  value: unknown,
): DefinitionData {
  const [first, ...rest] = path;
  if (first === undefined) return data;
  const inner = data[first];
  const container: DefinitionData = typeof inner === 'object' && inner !== null ? (inner as DefinitionData) : {};
  const copy: DefinitionData = Array.isArray(data) ? ([...data] as unknown as DefinitionData) : { ...data };
  copy[first] = rest.length === 0 ? value : withValueAt(container, rest, value);
  return copy;
}
