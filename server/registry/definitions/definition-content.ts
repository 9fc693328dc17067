import { canonicalHash } from '../../../src/definition/node/canonical-hash.ts';
import { I18N_KEY, isObject, LANGUAGES, type Language, textReferences } from './core.ts';
import { textsDefinitionKeys } from '../texts/texts-definition.ts';

/**
 * What the registry versions: a step, a questionnaire section, the scoring table, the questionnaire's consistency
 * rules (schemas/questionnaire/consistency.json, issue 22), a golden answer set.
 */
export type DefinitionKind = 'step' | 'questionnaire-section' | 'scoring' | 'consistency' | 'golden-set' | 'texts';

/** A definition's texts: per language, i18n key -> text, for the keys the definition references. */
export type Texts = Record<Language, Record<string, string>>;

/** The content of one version or draft: the definition's JSON and its texts in sk, en and bg. */
export interface DefinitionContent {
  definition: unknown;
  texts: Texts;
}

/** The SHA-256 a version is known by: of the canonical serialisation of `{ definition, texts }`. */
export const contentHash = (content: DefinitionContent): string =>
  canonicalHash({ definition: content.definition, texts: content.texts });

/** The i18n keys a definition references, each once, in the order it uses them (none for scoring and golden sets). */
export function textKeysOf(definition: unknown): string[] {
  if (!isObject(definition) || typeof definition.kind !== 'string') return [];
  // A texts definition (server/registry/texts, issue 23) owns the keys it lists.
  const owned = textsDefinitionKeys(definition);
  if (owned) return [...new Set(owned)];
  const keys = textReferences(definition)
    .map(({ key }) => key)
    .filter((key) => I18N_KEY.test(key));
  return [...new Set(keys)];
}

/** i18next's plural suffixes: a key used with a count has its texts under `key_one`, `key_few`, `key_other`… */
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * The texts of a definition, looked up per language; a key without a text is left out (the texts gate names it).
 * A key with plural forms instead of a text of its own brings each form, as the core's lint accepts it.
 */
export function textsFor(definition: unknown, lookup: (language: Language, key: string) => string | undefined): Texts {
  const keys = textKeysOf(definition);
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Texts;
  for (const language of LANGUAGES)
    for (const key of keys) {
      const text = lookup(language, key);
      if (text !== undefined) texts[language][key] = text;
      else
        for (const suffix of PLURAL_SUFFIXES) {
          const form = lookup(language, `${key}_${suffix}`);
          if (form !== undefined) texts[language][`${key}_${suffix}`] = form;
        }
    }
  return texts;
}

/** Keys referenced by the definition whose text is missing or blank, with the languages that lack it. */
export function missingTexts(content: DefinitionContent): { key: string; languages: Language[] }[] {
  return textKeysOf(content.definition)
    .map((key) => ({
      key,
      // `_other` stands for a key with plural forms, as in the core's lint (checkTexts).
      languages: LANGUAGES.filter(
        (language) => !(content.texts[language]?.[key] ?? content.texts[language]?.[`${key}_other`])?.trim(),
      ),
    }))
    .filter(({ languages }) => languages.length > 0);
}

/** Texts as given by a client, checked for shape: an object per language of string values. */
export function parseTexts(value: unknown): Texts | undefined {
  if (!isObject(value)) return undefined;
  const texts = {} as Texts;
  for (const language of LANGUAGES) {
    const inner = value[language] ?? {};
    if (!isObject(inner) || !Object.values(inner).every((text) => typeof text === 'string')) return undefined;
    texts[language] = inner as Record<string, string>;
  }
  return texts;
}

/** The semantic version a definition states (`version`: "1", "1.2" or "1.2.3"), as x.y.z; undefined if none. */
export function statedVersion(definition: unknown): string | undefined {
  if (!isObject(definition)) return undefined;
  const version = definition.version;
  if (typeof version !== 'string' && typeof version !== 'number') return undefined;
  const match = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(String(version));
  if (!match) return undefined;
  return `${Number(match[1])}.${Number(match[2] ?? 0)}.${Number(match[3] ?? 0)}`;
}

/** Compares two x.y.z versions: negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The next minor version (for definitions that state none, such as golden sets). */
export function nextMinor(version: string): string {
  const [major = 1, minor = 0] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}
