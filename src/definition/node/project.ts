import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFINITION_FOLDERS,
  META_SCHEMA_FILE,
  SCORING_FILE,
  SCORING_SCHEMA_FILE,
  WIDGET_NAMES_FILE,
} from '../folders.ts';
import { isObject, type JsonObject } from '../json-object.ts';
import { LANGUAGES, type Language } from '../languages.ts';
import { jsonFileNames } from './data-folder.ts';
import { lintDefinitions } from '../lint/lint.ts';
import { metaValidator } from '../lint/meta-schema.ts';
import type { DefinitionSource, LintContext, Problem } from '../lint/types.ts';
import { scoringFileProblems } from '../lint/scoring-file-problems.ts';
import { flattenTexts } from '../texts/locale-texts.ts';

/** The repository (three levels above this file): the data folder of `npm run lint:definitions` and the tests. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function readJson(root: string, file: string): unknown {
  return JSON.parse(readFileSync(join(root, file), 'utf8'));
}

/** Every definition file, sorted, parsed (or with the reason it does not parse). A missing folder has none. */
export function readDefinitionFiles(root = PROJECT_ROOT): DefinitionSource[] {
  return DEFINITION_FOLDERS.flatMap((folder) =>
    jsonFileNames(join(root, folder)).map((name): DefinitionSource => {
      const file = `${folder}/${name}`;
      try {
        return { file, definition: readJson(root, file) };
      } catch (error) {
        return { file, parseError: (error as Error).message };
      }
    }),
  );
}

/** Every text of one language: locales/{lang}/{name}.json holds the keys `{name}.…`. */
export function readTexts(language: Language, root = PROJECT_ROOT): Map<string, string> {
  const texts = new Map<string, string>();
  const folder = join('locales', language);
  for (const name of readdirSync(join(root, folder))
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    flattenTexts(readJson(root, join(folder, name)), name.slice(0, -'.json'.length), texts);
  }
  return texts;
}

/** The meta-schema and the texts of the project. */
export function loadLintContext(root = PROJECT_ROOT): LintContext {
  const metaSchema = readJson(root, META_SCHEMA_FILE);
  if (!isObject(metaSchema)) throw new Error(`${META_SCHEMA_FILE} is not a JSON object`);
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, readTexts(language, root)])) as Record<
    Language,
    Map<string, string>
  >;
  return { metaSchema, texts };
}

/**
 * The meta files agree with each other: the meta-schema compiles, and its `widgetName` enum lists exactly the
 * names of widget-names.json (which a test holds against the engine's widget registry).
 */
export function checkMetaFiles(context: LintContext, root = PROJECT_ROOT): Problem[] {
  const problems: Problem[] = [];
  try {
    metaValidator(context.metaSchema);
  } catch (error) {
    return [
      { file: META_SCHEMA_FILE, pointer: '', message: `the meta-schema does not compile: ${(error as Error).message}` },
    ];
  }
  let listed: unknown;
  try {
    listed = readJson(root, WIDGET_NAMES_FILE);
  } catch (error) {
    return [
      { file: WIDGET_NAMES_FILE, pointer: '', message: `cannot read the widget names: ${(error as Error).message}` },
    ];
  }
  const definitions = isObject(context.metaSchema.definitions) ? context.metaSchema.definitions : {};
  const widgetName: JsonObject = isObject(definitions.widgetName) ? definitions.widgetName : {};
  const inMeta = Array.isArray(widgetName.enum) ? widgetName.enum.map(String) : [];
  const inList = Array.isArray(listed) ? listed.map(String) : [];
  const missing = inList.filter((name) => !inMeta.includes(name));
  const extra = inMeta.filter((name) => !inList.includes(name));
  if (!Array.isArray(listed))
    problems.push({ file: WIDGET_NAMES_FILE, pointer: '', message: 'must be a JSON array of widget names' });
  if (missing.length > 0 || extra.length > 0) {
    const parts = [
      missing.length > 0 ? `lacks ${missing.join(', ')}` : '',
      extra.length > 0 ? `has ${extra.join(', ')} that ${WIDGET_NAMES_FILE} does not` : '',
    ];
    problems.push({
      file: META_SCHEMA_FILE,
      pointer: '/definitions/widgetName/enum',
      message: `differs from ${WIDGET_NAMES_FILE}: ${parts.filter(Boolean).join('; ')}`,
    });
  }
  return problems;
}

/**
 * The scoring table of a data folder, checked as the registry's gates check it (scoringFileProblems). A folder without
 * a scoring table has none to check.
 */
export function lintScoringFile(root = PROJECT_ROOT): Problem[] {
  let json: unknown;
  try {
    json = readJson(root, SCORING_FILE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    return [{ file: SCORING_FILE, pointer: '', message: `not valid JSON: ${(error as Error).message}` }];
  }
  let schema: unknown;
  try {
    schema = readJson(root, SCORING_SCHEMA_FILE);
    if (isObject(schema)) metaValidator(schema);
  } catch (error) {
    return [
      { file: SCORING_SCHEMA_FILE, pointer: '', message: `cannot be used: ${(error as Error).message}` },
      ...scoringFileProblems(SCORING_FILE, json),
    ];
  }
  return scoringFileProblems(SCORING_FILE, json, schema);
}

/** Lints a data folder's definitions and meta files: how many definitions, and their problems. */
export function lintProject(root = PROJECT_ROOT): { definitions: number; problems: Problem[] } {
  const context = loadLintContext(root);
  const sources = readDefinitionFiles(root);
  const metaProblems = checkMetaFiles(context, root);
  // Without a working meta-schema every definition would fail for the same reason.
  const problems = metaProblems.some((p) => p.pointer === '')
    ? metaProblems
    : [...metaProblems, ...lintDefinitions(sources, context), ...lintScoringFile(root)];
  return { definitions: sources.length, problems };
}
