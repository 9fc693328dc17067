import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { canonicalJson } from '../../../src/definition/canonical-json.ts';
import {
  formatJson,
  GOLDEN_FOLDER,
  isDefinitionPath,
  isObject,
  LANGUAGES,
  readLayout,
  textOf,
  withText,
} from './core.ts';
import { type DefinitionKind, type Texts, textsFor } from './definition-content.ts';

/** The folders the registry owns in the repository's layout. */
export const DATA_FOLDERS = ['schemas', 'locales'] as const;

/** A definition as the repository holds it. `text` is its file, byte for byte (the layout later versions keep). */
export interface RepositoryDefinition {
  id: string;
  kind: DefinitionKind;
  path: string;
  definition: unknown;
  text: string;
  texts: Texts;
}

/** Everything under schemas/ and locales/: the definitions, and every other file (meta-schemas, locale files). */
export interface RepositorySnapshot {
  definitions: RepositoryDefinition[];
  /** Path -> content of the files that are not definitions (locale files keep the texts no definition uses). */
  baseFiles: Map<string, string>;
}

/** Which definition a file under schemas/ is, or undefined for the meta files. */
export function definitionIdentity(path: string, json: unknown): { id: string; kind: DefinitionKind } | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
  if (path === 'schemas/scoring.json') return { id: 'scoring', kind: 'scoring' };
  if (path.startsWith(`${GOLDEN_FOLDER}/`)) return { id: `golden-${name}`, kind: 'golden-set' };
  if (!isDefinitionPath(path) || !isObject(json)) return undefined;
  const kind =
    json.kind === 'step' || json.kind === 'questionnaire-section' || json.kind === 'consistency'
      ? json.kind
      : undefined;
  if (!kind) return undefined;
  return { id: typeof json.id === 'string' && json.id !== '' ? json.id : name, kind };
}

function listFiles(root: string, folder: string): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile()) out.push(path);
    }
  };
  visit(folder);
  return out.sort();
}

/** The parsed locale files among the given files: `locales/{lang}/{name}.json` -> JSON. */
function parsedLocales(files: ReadonlyMap<string, string>): Record<string, unknown> {
  const locales: Record<string, unknown> = {};
  for (const [path, content] of files)
    if (/^locales\/[^/]+\/[^/]+\.json$/.test(path)) locales[path] = JSON.parse(content);
  return locales;
}

/** Reads the repository's schemas/ and locales/ (a file that is not JSON under schemas/ is kept as a base file). */
export function readRepository(root: string): RepositorySnapshot {
  const baseFiles = new Map<string, string>();
  const found: Omit<RepositoryDefinition, 'texts'>[] = [];
  for (const folder of DATA_FOLDERS)
    for (const path of listFiles(root, folder)) {
      const text = readFileSync(join(root, path), 'utf8');
      let json: unknown;
      try {
        json = path.endsWith('.json') ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      const identity = folder === 'schemas' && json !== undefined ? definitionIdentity(path, json) : undefined;
      if (identity) found.push({ ...identity, path, definition: json, text });
      else baseFiles.set(path, text);
    }
  const locales = parsedLocales(baseFiles);
  const definitions = found.map((entry) => ({
    ...entry,
    texts: textsFor(entry.definition, (language, key) => textOf(locales, language, key)),
  }));
  return { definitions, baseFiles };
}

/** A live definition as the export needs it: where it goes, its file text and its texts. */
export interface ExportedDefinition {
  path: string;
  text: string;
  texts: Texts;
}

/**
 * The repository layout of the live versions: each definition's file as its version holds it, the base files,
 * and the locale files with every definition's texts set in them. A locale file no text of which changed is
 * written byte for byte as imported; a changed one keeps its key order and line shape (formatJson).
 */
export function exportFiles(definitions: readonly ExportedDefinition[], baseFiles: ReadonlyMap<string, string>) {
  const files = new Map(baseFiles);
  const original = parsedLocales(baseFiles);
  let locales: Record<string, unknown> = { ...original };
  for (const { texts } of definitions)
    for (const language of LANGUAGES)
      for (const [key, text] of Object.entries(texts[language] ?? {}))
        if (textOf(locales, language, key) !== text) locales = withText(locales, language, key, text);
  for (const [path, value] of Object.entries(locales)) {
    const before = baseFiles.get(path);
    if (before !== undefined && canonicalJson(original[path]) === canonicalJson(value)) continue;
    files.set(path, formatJson(value, before === undefined ? undefined : readLayout(before)));
  }
  for (const { path, text } of definitions) files.set(path, text);
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Writes files (path relative to the folder) into a folder, creating subfolders. */
export function writeFiles(folder: string, files: ReadonlyMap<string, string>): void {
  for (const [path, content] of files) {
    const target = join(folder, ...path.split('/'));
    if (relative(folder, target).startsWith(`..${sep}`))
      throw new Error(`refusing to write outside ${folder}: ${path}`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}
