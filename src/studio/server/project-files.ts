/**
 * The studio's files on disk (Node only): a data folder holding schemas/ and locales/ (the repository by
 * default; STUDIO_DATA_DIR points the studio at a copy, as its end-to-end tests do). Reads everything the page
 * needs and writes edited files, refusing any path outside schemas/ and locales/.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { DEFINITION_FOLDERS, GOLDEN_FOLDER, META_SCHEMA_FILE } from '../../definition/folders.ts';
import { jsonFileNames } from '../../definition/node/data-folder.ts';

export interface TextFile {
  /** Relative to the data folder, with forward slashes (schemas/questionnaire/b-goals.json). */
  path: string;
  text: string;
}

export interface ProjectFiles {
  definitions: TextFile[];
  /** locales/{lang}/{name}.json */
  locales: TextFile[];
  golden: TextFile[];
  metaSchema: TextFile;
}

export const WRITABLE_FOLDERS = ['schemas', 'locales'] as const;

function jsonFiles(root: string, folder: string): TextFile[] {
  return jsonFileNames(join(root, folder)).map((name) => ({
    path: `${folder}/${name}`,
    text: readFileSync(join(root, folder, name), 'utf8'),
  }));
}

export function readProjectFiles(root: string): ProjectFiles {
  const languages = readdirSync(join(root, 'locales'))
    .filter((name) => /^[a-z]{2}$/.test(name))
    .sort();
  return {
    definitions: DEFINITION_FOLDERS.flatMap((folder) => jsonFiles(root, folder)),
    locales: languages.flatMap((language) => jsonFiles(root, `locales/${language}`)),
    golden: jsonFiles(root, GOLDEN_FOLDER),
    metaSchema: {
      path: META_SCHEMA_FILE,
      text: readFileSync(join(root, META_SCHEMA_FILE), 'utf8'),
    },
  };
}

/**
 * The absolute path of a file the studio may write: a `.json` file inside the data folder's schemas/ or
 * locales/ (no `..`, no absolute path, no other folder). Undefined for anything else.
 */
export function writablePath(root: string, path: string): string | undefined {
  if (
    typeof path !== 'string' ||
    isAbsolute(path) ||
    path.includes('\\') ||
    path.includes('\0') ||
    !path.endsWith('.json')
  )
    return undefined;
  if (path.split('/').some((part) => part === '..' || part === '.' || part === '')) return undefined;
  const absolute = resolve(root, path);
  const inside = WRITABLE_FOLDERS.some((folder) => {
    const rel = relative(resolve(root, folder), absolute);
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) && rel.split(sep).length >= 1;
  });
  return inside ? absolute : undefined;
}

/** Writes files (each through a temporary file and a rename, so a reader never sees half a file). */
export function writeProjectFiles(root: string, files: readonly TextFile[]): void {
  for (const file of files) {
    const absolute = writablePath(root, file.path);
    if (!absolute) throw new Error(`refused path ${file.path}`);
    mkdirSync(dirname(absolute), { recursive: true });
    const temporary = `${absolute}.studio-${process.pid}.tmp`;
    writeFileSync(temporary, file.text, 'utf8');
    renameSync(temporary, absolute);
  }
}
