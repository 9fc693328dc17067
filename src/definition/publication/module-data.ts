/**
 * The data lines of a published module (`/definitions/{sha256}.js`): its definition and texts, each on a line of its
 * own that the registry writes (server/registry/publication/definition-module.ts) and the sandbox reads as data,
 * without running the module (src/sandbox/published-definitions.ts proves them by the version's hash). The rest of
 * the module (the validators, the code that turns the text lists into `{ key: text }`) is minified code.
 *
 * - `export const definition = <expression>;`
 * - the texts, either `const __texts = <expression>;` ({@link TextLists}: the keys once, each language's texts as a
 *   list in their order; the module's code makes `export const texts` of them), or `export const texts =
 *   <expression>;` (languages with different keys, and every module written before the lists).
 *
 * An expression is a JSON text (a JSON text is a JavaScript literal of the same value), or `JSON.parse("…")` of one
 * when the value has a `__proto__` key (a literal would set a prototype, JSON.parse makes a property), as every
 * module before this format was written.
 */
import type { Language } from '../languages.ts';
import type { PublishedTexts } from './publication-contract.ts';

export const DEFINITION_LINE = 'export const definition = ';
export const TEXTS_LINE = 'export const texts = ';
export const TEXT_LISTS_LINE = 'const __texts = ';

/** The texts with their keys written once: `lists[lang][i]` is the text of `keys[i]`. */
export interface TextLists {
  keys: string[];
  lists: Partial<Record<Language, string[]>>;
}

const hasProtoKey = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(hasProtoKey)
    : value !== null &&
      typeof value === 'object' &&
      Object.entries(value).some(([key, item]) => key === '__proto__' || hasProtoKey(item));

/** A JSON value as a JavaScript expression that evaluates to what JSON.parse of its JSON gives. */
export function dataExpression(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new Error(`a published module holds JSON only, not ${typeof value}`);
  return hasProtoKey(value) ? `JSON.parse(${JSON.stringify(json)})` : json;
}

/** The inverse of dataExpression; throws on anything else. */
function readExpression(text: string): unknown {
  const call = /^JSON\.parse\(("[^\n]*")\)$/.exec(text);
  return call?.[1] ? JSON.parse(JSON.parse(call[1]) as string) : JSON.parse(text);
}

/** The texts as lists, when every language has the same keys (the registry's gates want that); else undefined. */
export function textLists(texts: PublishedTexts): TextLists | undefined {
  const languages = Object.keys(texts) as Language[];
  const keys = Object.keys(texts[languages[0]!] ?? {});
  const same = languages.every((lang) => {
    const own = Object.keys(texts[lang]);
    return own.length === keys.length && keys.every((key) => Object.hasOwn(texts[lang], key));
  });
  if (!same || keys.length === 0) return undefined;
  return { keys, lists: Object.fromEntries(languages.map((lang) => [lang, keys.map((key) => texts[lang][key]!)])) };
}

/** `{ key: text }` per language again, as the module's own code makes them (Object.fromEntries, as JSON.parse). */
export function textsOfLists({ keys, lists }: TextLists): PublishedTexts {
  return Object.fromEntries(
    Object.entries(lists).map(([lang, list]) => [lang, Object.fromEntries(keys.map((key, i) => [key, list[i]]))]),
  ) as PublishedTexts;
}

/** The code the module runs to make its texts of `__texts` (minified with the validators). */
export const TEXTS_FROM_LISTS =
  'export const texts = Object.fromEntries(Object.entries(__texts.lists).map(([lang, list]) => ' +
  '[lang, Object.fromEntries(__texts.keys.map((key, i) => [key, list[i]]))]));';

function lineValue(lines: readonly string[], prefix: string): unknown {
  const line = lines.find((candidate) => candidate.startsWith(prefix) && candidate.endsWith(';'));
  if (!line) return undefined;
  try {
    return readExpression(line.slice(prefix.length, -1));
  } catch {
    return undefined;
  }
}

// The module's first lines: comments, `export const name = …` and the text lists. Its minified code, after them,
// writes `name=` without spaces, and a line in a string of that code is never taken for data.
const HEADER_LINE = /^(?:\/\/|export const \w+ = |const __texts = )/;

/** A module's definition and texts read from its source as data (never run); undefined for a line not found. */
export function moduleData(source: string): { definition: unknown; texts: unknown } {
  const all = source.split('\n');
  const end = all.findIndex((line) => !HEADER_LINE.test(line));
  const lines = end === -1 ? all : all.slice(0, end);
  const lists = lineValue(lines, TEXT_LISTS_LINE) as TextLists | undefined;
  const listed =
    lists && Array.isArray(lists.keys) && lists.lists && typeof lists.lists === 'object'
      ? textsOfLists(lists)
      : undefined;
  return { definition: lineValue(lines, DEFINITION_LINE), texts: listed ?? lineValue(lines, TEXTS_LINE) };
}
