/**
 * Runs `npm run lint:definitions`' own checks (scripts/lint-definitions/lint.ts) on files held in memory: the
 * studio page lints the edited definitions and texts on every edit, and the studio's server lints the same
 * files again before it writes them. Pure: no file system. The checks of a definition alone (meta-schema, AJV
 * compile: the slow part) are kept per definition text, so an edit re-checks only what it changed.
 */
import { lintStructure, uniquenessChecker } from '../../../scripts/lint-definitions/lint.ts';
import { checkTexts } from '../../../scripts/lint-definitions/text-keys.ts';
import type { LintContext, Problem } from '../../../scripts/lint-definitions/types.ts';
import type { Language } from '../../definition/languages.ts';

export type { Problem };

export interface FileText {
  path: string;
  text: string;
}

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof value === 'string') into.set(prefix, value);
  else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, `${prefix}.${key}`, into);
  }
}

/** Every text of one language by full key, from parsed locale files (locales/{lang}/{name}.json -> `{name}.…`). */
export function textsOf(language: Language, locales: Readonly<Record<string, unknown>>): Map<string, string> {
  const texts = new Map<string, string>();
  for (const path of Object.keys(locales).sort()) {
    const match = /^locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) flatten(locales[path], match[2], texts);
  }
  return texts;
}

type Found = { pointer: string; message: string }[];
const structureCache = new WeakMap<object, Map<string, Found>>();

function structureOf(text: string, definition: unknown, metaSchema: Record<string, unknown>): Found {
  let cache = structureCache.get(metaSchema);
  if (!cache) structureCache.set(metaSchema, (cache = new Map()));
  let found = cache.get(text);
  if (!found) {
    const list: Found = [];
    lintStructure(definition, metaSchema, (pointer, message) => list.push({ pointer, message }));
    if (cache.size > 500) cache.clear();
    cache.set(text, (found = list));
  }
  return found;
}

/**
 * Lints the definitions against the meta-schema and the texts, as lintDefinitions does. `locales` holds parsed
 * locale files by path; a definition that is not valid JSON is reported as such.
 */
export function lintFiles(
  definitions: readonly FileText[],
  locales: Readonly<Record<string, unknown>>,
  metaSchema: Record<string, unknown>,
): Problem[] {
  const texts: LintContext['texts'] = {
    sk: textsOf('sk', locales),
    en: textsOf('en', locales),
    bg: textsOf('bg', locales),
  };
  const unique = uniquenessChecker();
  const problems: Problem[] = [];
  for (const { path, text } of definitions) {
    const report = (pointer: string, message: string) => problems.push({ file: path, pointer, message });
    let definition: unknown;
    try {
      definition = JSON.parse(text);
    } catch (error) {
      report('', `not valid JSON: ${(error as Error).message}`);
      continue;
    }
    for (const { pointer, message } of structureOf(text, definition, metaSchema)) report(pointer, message);
    if (typeof definition !== 'object' || definition === null || Array.isArray(definition)) continue;
    checkTexts(definition as Record<string, unknown>, texts, report);
    unique(path, definition, report);
  }
  return problems;
}
