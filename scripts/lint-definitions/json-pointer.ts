/** One reference token of an RFC 6901 JSON pointer: `~` as `~0`, `/` as `~1`. */
export function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `base` followed by the given tokens, each escaped. */
export function pointerJoin(base: string, ...tokens: (string | number)[]): string {
  return tokens.reduce<string>((pointer, token) => `${pointer}/${pointerToken(token)}`, base);
}
