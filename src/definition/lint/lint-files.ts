/**
 * `npm run lint:definitions`' own checks (lint.ts) on files held in memory: the studio page lints the edited
 * definitions and texts on every edit, and the studio's server lints the same files again before it writes them.
 * Pure: no file system. The checks of a definition alone (meta-schema, AJV compile: the slow part) are kept per
 * definition text, so an edit re-checks only what it changed.
 */
import { LANGUAGES, type Language } from '../languages.ts';
import { textsOf } from '../texts/locale-texts.ts';
import { lintDefinitions, lintStructure } from './lint.ts';
import type { DefinitionSource, LintContext, Problem, Report } from './types.ts';

export interface FileText {
  path: string;
  text: string;
}

type Found = Pick<Problem, 'pointer' | 'message' | 'words'>[];
const structureCache = new WeakMap<object, Map<string, Found>>();

function structureOf(text: string, definition: unknown, metaSchema: Record<string, unknown>): Found {
  let cache = structureCache.get(metaSchema);
  if (!cache) structureCache.set(metaSchema, (cache = new Map()));
  let found = cache.get(text);
  if (!found) {
    const list: Found = [];
    lintStructure(definition, metaSchema, (pointer, message, words) =>
      list.push({ pointer, message, ...(words ? { words } : {}) }),
    );
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
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, textsOf(language, locales)])) as Record<
    Language,
    Map<string, string>
  >;
  const textOfDefinition = new Map<unknown, string>();
  const sources = definitions.map(({ path, text }): DefinitionSource => {
    try {
      const definition: unknown = JSON.parse(text);
      textOfDefinition.set(definition, text);
      return { file: path, definition };
    } catch (error) {
      return { file: path, parseError: (error as Error).message };
    }
  });
  const cachedStructure = (definition: unknown, meta: LintContext['metaSchema'], report: Report) => {
    const text = textOfDefinition.get(definition);
    if (text === undefined) return lintStructure(definition, meta, report);
    for (const { pointer, message, words } of structureOf(text, definition, meta)) report(pointer, message, words);
  };
  return lintDefinitions(sources, { metaSchema, texts }, cachedStructure);
}
