/**
 * JSON that keeps its file's shape across an edit: key order (JavaScript objects put integer-like keys such as
 * "20" first, so a plain JSON.stringify would reorder `{ "dont_care", "20", "50" }`) and which objects and
 * arrays were written on one line. `readLayout` records both from the saved text; `formatJson` writes a value
 * back in that shape, 2-space indented, so a saved change touches only the lines it concerns.
 */

export interface NodeLayout {
  /** Keys of an object in the order the text has them. */
  keys?: string[];
  /** Written over several lines (a newline right after `{` or `[`). */
  multiline: boolean;
  /** Where the value starts and ends in the text (for showing a JSON pointer's place). */
  start: number;
  end: number;
}

/** JSON pointer -> layout of the object or array there ("" is the document). */
export type Layout = ReadonlyMap<string, NodeLayout>;

const token = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** The layout of a JSON text; undefined when the text is not JSON. Records primitives' places too (no keys). */
export function readLayout(text: string): Layout | undefined {
  const layout = new Map<string, NodeLayout>();
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] ?? '')) at += 1;
  };
  const string = (): string => {
    const start = at;
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (pointer: string): void => {
    space();
    const start = at;
    const char = text[at];
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      at += 1;
      const multiline = /^[ \t\r]*\n/.test(text.slice(at, at + 200));
      const keys: string[] = [];
      space();
      let index = 0;
      if (text[at] === close) at += 1;
      else {
        for (;;) {
          space();
          if (char === '{') {
            const key = string();
            keys.push(key);
            space();
            if (text[at] !== ':') throw new Error('expected :');
            at += 1;
            value(`${pointer}/${token(key)}`);
          } else {
            value(`${pointer}/${index}`);
            index += 1;
          }
          space();
          if (text[at] === ',') at += 1;
          else if (text[at] === close) {
            at += 1;
            break;
          } else throw new Error(`expected , or ${close}`);
        }
      }
      layout.set(pointer, { ...(char === '{' ? { keys } : {}), multiline, start, end: at });
      return;
    }
    if (char === '"') string();
    else {
      const match = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(at, at + 64));
      if (!match) throw new Error('unexpected character');
      at += match[0].length;
    }
    layout.set(pointer, { multiline: false, start, end: at });
  };
  try {
    JSON.parse(text);
    value('');
    return layout;
  } catch {
    return undefined;
  }
}

export interface FormatOptions {
  /** A new object or array (not in the layout) goes on one line if it fits in this many columns. */
  width?: number;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as JSON text in the layout's shape (2 spaces, trailing newline). */
export function formatJson(value: unknown, layout?: Layout, options: FormatOptions = {}): string {
  const width = options.width ?? 120;
  const orderedKeys = (object: Record<string, Json>, pointer: string): string[] => {
    const known = layout?.get(pointer)?.keys ?? [];
    const present = Object.keys(object);
    return [...known.filter((key) => key in object), ...present.filter((key) => !known.includes(key))];
  };
  const inline = (node: Json, pointer: string): string => {
    if (Array.isArray(node))
      return node.length === 0 ? '[]' : `[${node.map((item, i) => inline(item, `${pointer}/${i}`)).join(', ')}]`;
    if (isObject(node)) {
      const keys = orderedKeys(node, pointer);
      return keys.length === 0
        ? '{}'
        : `{ ${keys.map((key) => `${JSON.stringify(key)}: ${inline(node[key] as Json, `${pointer}/${token(key)}`)}`).join(', ')} }`;
    }
    return JSON.stringify(node) ?? 'null';
  };
  // A node the layout does not know: several lines if a sibling object is written so (a new locale group among
  // expanded ones), else one line when it fits.
  const siblingMultiline = (pointer: string): boolean => {
    const parent = pointer.slice(0, pointer.lastIndexOf('/'));
    const parentLayout = layout?.get(parent);
    if (!parentLayout) return false;
    for (const [other, node] of layout ?? []) {
      if (
        other !== pointer &&
        other.startsWith(`${parent}/`) &&
        !other.slice(parent.length + 1).includes('/') &&
        (node.keys || node.end - node.start > 2)
      ) {
        if (node.multiline) return true;
      }
    }
    return false;
  };
  const block = (node: Json, pointer: string, indent: string): string => {
    if (!Array.isArray(node) && !isObject(node)) return JSON.stringify(node) ?? 'null';
    const empty = Array.isArray(node) ? node.length === 0 : Object.keys(node).length === 0;
    if (empty) return Array.isArray(node) ? '[]' : '{}';
    const known = layout?.get(pointer);
    const oneLine = inline(node, pointer);
    const multiline =
      known && (known.keys !== undefined) === isObject(node)
        ? known.multiline
        : siblingMultiline(pointer) || indent.length + oneLine.length > width;
    if (!multiline) return oneLine;
    const inner = `${indent}  `;
    if (Array.isArray(node))
      return `[\n${node.map((item, i) => `${inner}${block(item, `${pointer}/${i}`, inner)}`).join(',\n')}\n${indent}]`;
    const lines = orderedKeys(node, pointer).map(
      (key) => `${inner}${JSON.stringify(key)}: ${block(node[key] as Json, `${pointer}/${token(key)}`, inner)}`,
    );
    return `{\n${lines.join(',\n')}\n${indent}}`;
  };
  return `${block(value as Json, '', '')}\n`;
}
