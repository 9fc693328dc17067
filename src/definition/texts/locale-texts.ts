import { isObject } from '../json-object.ts';
import type { Language } from '../languages.ts';

/** Adds every text of a parsed locale file under its full key (`prefix.a.b`) to `into`. */
export function flattenTexts(value: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof value === 'string') into.set(prefix, value);
  else if (isObject(value))
    for (const [key, inner] of Object.entries(value)) flattenTexts(inner, `${prefix}.${key}`, into);
}

/** Every text of one language by full key, from parsed locale files (locales/{lang}/{name}.json -> `{name}.…`). */
export function textsOf(language: Language, locales: Readonly<Record<string, unknown>>): Map<string, string> {
  const texts = new Map<string, string>();
  for (const path of Object.keys(locales).sort()) {
    const match = /^locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) flattenTexts(locales[path], match[2], texts);
  }
  return texts;
}
