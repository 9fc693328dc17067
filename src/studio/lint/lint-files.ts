/**
 * Runs `npm run lint:definitions`' own checks (scripts/lint-definitions/lint.ts) on files held in memory: the
 * studio page lints the edited definitions and texts on every edit, and the studio's server lints the same
 * files again before it writes them. Pure: no file system.
 */
import { lintDefinitions } from '../../../scripts/lint-definitions/lint.ts';
import type { DefinitionSource, LintContext, Problem } from '../../../scripts/lint-definitions/types.ts';

export type { Problem };

export const LANGUAGES = ['sk', 'en', 'bg'] as const;
export type Language = (typeof LANGUAGES)[number];

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

/**
 * Lints the definitions against the meta-schema and the texts. `locales` holds parsed locale files by path; a
 * definition that is not valid JSON is reported as such.
 */
export function lintFiles(definitions: readonly FileText[], locales: Readonly<Record<string, unknown>>, metaSchema: Record<string, unknown>): Problem[] {
  const sources: DefinitionSource[] = definitions.map(({ path, text }) => {
    try {
      return { file: path, definition: JSON.parse(text) as unknown };
    } catch (error) {
      return { file: path, parseError: (error as Error).message };
    }
  });
  const texts: LintContext['texts'] = { sk: textsOf('sk', locales), en: textsOf('en', locales), bg: textsOf('bg', locales) };
  return lintDefinitions(sources, { metaSchema, texts });
}
