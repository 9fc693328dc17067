/** One reference token of an RFC 6901 JSON pointer: `~` as `~0`, `/` as `~1`. */
export function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `base` followed by the given tokens, each escaped. */
export function pointerJoin(base: string, ...tokens: (string | number)[]): string {
  return tokens.reduce<string>((pointer, token) => `${pointer}/${pointerToken(token)}`, base);
}

/** The unescaped tokens of a pointer (`""`, the whole document, has none). */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a pointer, or undefined. */
export function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const token of pointerTokens(pointer)) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (typeof node === 'object' && node !== null) node = (node as Record<string, unknown>)[token];
    else return undefined;
  }
  return node;
}
