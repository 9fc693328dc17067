import { type Layout, readLayout } from '../json/ordered-json';

export interface PointerPlace {
  /** The pointer that was found: the one asked for, or its nearest parent that exists in the text. */
  pointer: string;
  /** The value's place in the text. */
  from: number;
  to: number;
  /** Where its key starts (`"key": value`), or `from` for an array item or the document. */
  keyFrom: number;
}

/** Where a JSON pointer's value is in a JSON text (the nearest existing parent when it is not there). */
export function pointerPlace(
  text: string,
  pointer: string,
  layout: Layout | undefined = readLayout(text),
): PointerPlace | undefined {
  if (!layout) return undefined;
  let at = pointer;
  let node = layout.get(at);
  while (!node && at !== '') {
    at = at.slice(0, at.lastIndexOf('/'));
    node = layout.get(at);
  }
  if (!node) return undefined;
  return { pointer: at, from: node.start, to: node.end, keyFrom: keyStart(text, node.start) };
}

/** Back from a value over `:` to its key's opening quote; the value's own start when it has no key. */
function keyStart(text: string, valueStart: number): number {
  let at = valueStart - 1;
  while (at >= 0 && /\s/.test(text[at] ?? '')) at -= 1;
  if (text[at] !== ':') return valueStart;
  at -= 1;
  while (at >= 0 && /\s/.test(text[at] ?? '')) at -= 1;
  if (text[at] !== '"') return valueStart;
  at -= 1;
  // The opening quote: the first `"` going back that is not escaped (an odd run of backslashes escapes it).
  while (at >= 0) {
    if (text[at] === '"') {
      let slashes = 0;
      while (text[at - 1 - slashes] === '\\') slashes += 1;
      if (slashes % 2 === 0) return at;
    }
    at -= 1;
  }
  return valueStart;
}

/** The range to mark for a problem: from the key to the value's end, but no further than the key's line. */
export function markRange(text: string, place: PointerPlace): { from: number; to: number } {
  const lineEnd = text.indexOf('\n', place.keyFrom);
  const to =
    lineEnd === -1 || lineEnd > place.to
      ? place.to
      : text.slice(place.keyFrom, lineEnd).trimEnd().length + place.keyFrom;
  return { from: place.keyFrom, to: Math.max(to, place.keyFrom + 1) };
}
