/**
 * Where a cursor stands in a JSON text that may be half typed: which object or array it is in (as a JSON pointer
 * path), whether a key or a value goes there, and which token it is inside. Read by scanning from the start of
 * the text up to the cursor, so what follows the cursor (often not JSON yet while one types) does not matter.
 */

/** One step of a path: an object's key or an array's index. */
export type Segment = { key: string } | { index: number };

export interface JsonCursor {
  /** Path of the object or array the cursor is directly in. */
  path: Segment[];
  /** A key of that object goes here, or a value (of the object's `key` or the array's `index`). */
  role: 'key' | 'value';
  /** For a value: the key (object) or index (array) it belongs to. */
  segment?: Segment;
  /** The token the cursor is in (a string with its quotes, a number or a literal), to be replaced by a completion. */
  token?: { from: number; to: number; text: string };
  /** A key goes here but the last member has no comma after it yet. */
  needsComma: boolean;
  /** Where the object the cursor is directly in starts (its `{`), for reading its keys. */
  containerStart: number;
}

interface ObjectFrame {
  kind: 'object';
  start: number;
  key?: string;
  expect: 'key' | 'colon' | 'value' | 'comma';
}
interface ArrayFrame {
  kind: 'array';
  start: number;
  index: number;
  expect: 'value' | 'comma';
}
type Frame = ObjectFrame | ArrayFrame;

const WORD = /[\w.+-]/;

/** The end of the string starting at `from` (after its closing quote), or the end of its line when unterminated. */
function stringEnd(text: string, from: number): { end: number; closed: boolean } {
  let at = from + 1;
  while (at < text.length && text[at] !== '"' && text[at] !== '\n') at += text[at] === '\\' ? 2 : 1;
  return text[at] === '"' ? { end: at + 1, closed: true } : { end: Math.min(at, text.length), closed: false };
}

const segmentOf = (frame: Frame): Segment | undefined =>
  frame.kind === 'array' ? { index: frame.index } : frame.key === undefined ? undefined : { key: frame.key };

/** After a value ends, the frame on top expects a comma (or its end). */
function consumed(frame: Frame | undefined): void {
  if (frame) frame.expect = 'comma';
}

function parseKey(raw: string): string {
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.slice(1, raw.endsWith('"') && raw.length > 1 ? -1 : undefined);
  }
}

/** The cursor's place, or undefined outside any object or array (before the document's `{`, after its `}`). */
export function jsonCursorAt(text: string, pos: number): JsonCursor | undefined {
  const stack: Frame[] = [];
  let at = 0;
  const top = () => stack[stack.length - 1];
  const result = (role: 'key' | 'value', token?: JsonCursor['token']): JsonCursor | undefined => {
    const frame = top();
    if (!frame) return undefined;
    const path = stack.slice(0, -1).map((f) => segmentOf(f) ?? { key: '' });
    return {
      path,
      role,
      segment: role === 'value' ? segmentOf(frame) : undefined,
      token,
      needsComma: role === 'key' && frame.kind === 'object' && frame.expect === 'comma',
      containerStart: frame.start,
    };
  };
  while (at < pos) {
    const char = text[at] ?? '';
    const frame = top();
    if (char === '{' || char === '[') {
      stack.push(
        char === '{'
          ? { kind: 'object', start: at, expect: 'key' }
          : { kind: 'array', start: at, index: 0, expect: 'value' },
      );
      at += 1;
    } else if (char === '}' || char === ']') {
      stack.pop();
      consumed(top());
      at += 1;
    } else if (char === ':') {
      if (frame?.kind === 'object') frame.expect = 'value';
      at += 1;
    } else if (char === ',') {
      if (frame?.kind === 'object') {
        frame.expect = 'key';
        frame.key = undefined;
      } else if (frame?.kind === 'array') {
        frame.index += 1;
        frame.expect = 'value';
      }
      at += 1;
    } else if (char === '"') {
      const { end } = stringEnd(text, at);
      const isKey = frame?.kind === 'object' && (frame.expect === 'key' || frame.expect === 'comma');
      if (end >= pos && pos > at) {
        const token = { from: at, to: end, text: text.slice(at, end) };
        if (isKey) return result('key', token);
        return result('value', token);
      }
      if (isKey && frame?.kind === 'object') {
        frame.key = parseKey(text.slice(at, end));
        frame.expect = 'colon';
      } else consumed(frame);
      at = end;
    } else if (WORD.test(char)) {
      let end = at;
      while (end < text.length && WORD.test(text[end] ?? '')) end += 1;
      if (end >= pos)
        return result(frame?.kind === 'object' && frame.expect !== 'value' ? 'key' : 'value', {
          from: at,
          to: end,
          text: text.slice(at, end),
        });
      consumed(frame);
      at = end;
    } else at += 1;
  }
  const frame = top();
  if (!frame) return undefined;
  if (frame.kind === 'object') return result(frame.expect === 'value' || frame.expect === 'colon' ? 'value' : 'key');
  return frame.expect === 'value' ? result('value') : undefined;
}

/** The keys an object has (the one starting at `start`), in order: to leave out of the completions. */
export function keysOfObjectAt(text: string, start: number): string[] {
  const keys: string[] = [];
  let depth = 0;
  let expectKey = false;
  for (let at = start; at < text.length;) {
    const char = text[at];
    if (char === '{' || char === '[') {
      depth += 1;
      expectKey = depth === 1 && char === '{';
      at += 1;
    } else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth <= 0) break;
      at += 1;
    } else if (char === ',' && depth === 1) {
      expectKey = true;
      at += 1;
    } else if (char === '"') {
      const { end } = stringEnd(text, at);
      if (depth === 1 && expectKey) keys.push(parseKey(text.slice(at, end)));
      expectKey = false;
      at = end;
    } else at += 1;
  }
  return keys;
}
