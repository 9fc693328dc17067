import { isObject, type JsonObject } from '../../definition/json-object';

/** Where a text key lives: locales/{lang}/{file}.json, and the path inside it (`questionnaire.b.b1.title` ->
 * questionnaire.json, b/b1/title). */
export function localeFileOf(language: string, key: string): { path: string; inner: string[] } {
  const [file = '', ...inner] = key.split('.');
  return { path: `locales/${language}/${file}.json`, inner };
}

/** The text of a key in parsed locale files; undefined when absent. */
export function textOf(locales: Readonly<Record<string, unknown>>, language: string, key: string): string | undefined {
  const { path, inner } = localeFileOf(language, key);
  let node: unknown = locales[path];
  for (const part of inner) node = isObject(node) ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The locale files with one text set (a new object along the path; the rest shared). */
export function withText(
  locales: Readonly<Record<string, unknown>>,
  language: string,
  key: string,
  value: string,
): Record<string, unknown> {
  const { path, inner } = localeFileOf(language, key);
  const set = (node: unknown, parts: string[]): unknown => {
    const [head, ...rest] = parts;
    if (head === undefined) return value;
    const object: JsonObject = isObject(node) ? { ...node } : {};
    object[head] = set(object[head], rest);
    return object;
  };
  return { ...locales, [path]: set(locales[path], inner) };
}

/** i18next's plural suffixes, in its order: a key used with a count has its texts under `key_one`, `key_other`… */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** The plural forms a key has in a language's locale file (`key_one`, `key_few`…), none when it has a text itself. */
export function pluralKeysOf(locales: Readonly<Record<string, unknown>>, language: string, key: string): string[] {
  if (textOf(locales, language, key) !== undefined) return [];
  return PLURAL_FORMS.map((form) => `${key}_${form}`).filter((form) => textOf(locales, language, form) !== undefined);
}

/** True when a key is taken in a language: a text, a group of texts (`key.title`…) or plural forms are there. */
export function keyInUse(locales: Readonly<Record<string, unknown>>, language: string, key: string): boolean {
  const { path, inner } = localeFileOf(language, key);
  let node: unknown = locales[path];
  for (const part of inner) node = isObject(node) ? node[part] : undefined;
  return node !== undefined || pluralKeysOf(locales, language, key).length > 0;
}
