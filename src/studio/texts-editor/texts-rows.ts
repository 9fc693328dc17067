/** The languages side by side, in the order the studio shows them. */
export const TEXT_LANGUAGES = ['sk', 'en', 'bg'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
export type TextsByLanguage = Record<TextLanguage, Record<string, string>>;

/** One row of the editor: a key and, per language, the texts it takes (one, or one per plural form). */
export interface TextRow {
  key: string;
  /** Per language, the concrete keys to fill: `key`, or `key_one`, `key_few`, `key_other`… */
  fields: Record<TextLanguage, string[]>;
}

/**
 * The plural forms a language needs for whole counts (Slovak one/few/other, English and Bulgarian one/other), as
 * the registry's gate asks for them.
 */
function pluralForms(language: TextLanguage): string[] {
  const rules = new Intl.PluralRules(language);
  return [...new Set(Array.from({ length: 200 }, (_, count) => rules.select(count)))];
}

/** A row per key the texts definition owns; a key with plural forms in any language asks for them in each. */
export function textRows(keys: readonly string[], texts: TextsByLanguage): TextRow[] {
  return keys.map((key) => {
    const plural = TEXT_LANGUAGES.some((language) => texts[language]?.[`${key}_other`] !== undefined);
    const fields = Object.fromEntries(
      TEXT_LANGUAGES.map((language) => [
        language,
        plural ? pluralForms(language).map((form) => `${key}_${form}`) : [key],
      ]),
    ) as Record<TextLanguage, string[]>;
    return { key, fields };
  });
}

/** The languages in which a row lacks a text (a field empty or blank). */
export const missingIn = (row: TextRow, texts: TextsByLanguage): TextLanguage[] =>
  TEXT_LANGUAGES.filter((language) => row.fields[language].some((field) => !texts[language]?.[field]?.trim()));

/** Whether a row matches a search: its key or any of its texts, ignoring case and accents. */
export function rowMatches(row: TextRow, texts: TextsByLanguage, search: string): boolean {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = fold(search.trim());
  if (!wanted) return true;
  const haystack = [row.key, ...TEXT_LANGUAGES.flatMap((l) => row.fields[l].map((f) => texts[l]?.[f] ?? ''))];
  return haystack.some((value) => fold(value).includes(wanted));
}
