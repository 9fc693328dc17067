/**
 * What a save writes: every edited definition with its version raised (unless the editor already changed it),
 * every definition whose texts changed (a question's wording is part of its version), and every edited locale
 * file, each in its file's own layout.
 */
import { textReferences } from '../../definition/texts/text-references';
import { LANGUAGES } from '../../definition/languages';
import { formatJson, readLayout } from '../json/ordered-json';
import { textOf } from './locale-texts';
import type { Snapshot } from './studio-state';

/** The next version: semver patch ("1.0.0" -> "1.0.1"), "1.3" -> "1.4", "7" -> "8". */
export function nextVersion(version: string): string {
  const semver = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version);
  if (semver) return `${semver[1]}.${semver[2]}.${Number(semver[3]) + 1}`;
  const two = /^(\d+)\.(\d+)$/.exec(version);
  if (two) return `${two[1]}.${Number(two[2]) + 1}`;
  if (/^\d+$/.test(version)) return String(Number(version) + 1);
  return version;
}

export interface SavePlan {
  files: { path: string; text: string }[];
  /** The snapshot as it will be once saved (versions raised). */
  snapshot: Snapshot;
  localeTexts: Record<string, string>;
  /** Definition path -> [old version, new version]. */
  versions: Record<string, [string, string]>;
}

function parse(text: string | undefined): Record<string, unknown> | undefined {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    return undefined;
  }
}

/** The keys whose text differs between two sets of locale files. */
function changedKeys(saved: Snapshot, present: Snapshot, keys: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const key of keys) {
    if (LANGUAGES.some((language) => textOf(saved.locales, language, key) !== textOf(present.locales, language, key)))
      out.add(key);
  }
  return out;
}

export function planSave(
  saved: Snapshot,
  present: Snapshot,
  savedLocaleTexts: Readonly<Record<string, string>>,
): SavePlan {
  const files: { path: string; text: string }[] = [];
  const versions: Record<string, [string, string]> = {};
  const definitions = { ...present.definitions };
  const localeTexts: Record<string, string> = {};

  for (const [path, text] of Object.entries(present.definitions)) {
    const definition = parse(text);
    if (!definition) continue;
    const before = parse(saved.definitions[path]);
    const keys = textReferences(definition).map((reference) => reference.key);
    const textChanged = changedKeys(saved, present, keys).size > 0;
    if (text === saved.definitions[path] && !textChanged) continue;
    const version = typeof definition.version === 'string' ? definition.version : '';
    let out = text;
    if (before && before.version === definition.version) {
      const raised = nextVersion(version);
      definition.version = raised;
      out = formatJson(definition, readLayout(text));
      versions[path] = [version, raised];
    }
    definitions[path] = out;
    files.push({ path, text: out });
  }
  for (const [path, value] of Object.entries(present.locales)) {
    if (value === saved.locales[path]) continue;
    const savedText = savedLocaleTexts[path];
    const text = formatJson(value, savedText === undefined ? undefined : readLayout(savedText));
    if (text === savedText) continue;
    localeTexts[path] = text;
    files.push({ path, text });
  }
  return { files, snapshot: { definitions, locales: present.locales }, localeTexts, versions };
}
