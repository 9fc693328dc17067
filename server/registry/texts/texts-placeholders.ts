import { LANGUAGES, type Language } from '../definitions/core.ts';
import { textKeysOf } from '../definitions/definition-content.ts';
import { listOf, type Words, words } from '../../../src/definition/words.ts';

/** i18next's plural suffixes, as the locale files use them (`key_one`, `key_few`, `key_other`…). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `{{name}}` and `{{name, format}}`: the values the app puts into a text. */
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*(?:,[^}]*)?\}\}/g;

export interface PlaceholderProblem {
  key: string;
  /** In English (logs, the evidence page); `words` is the same as a code the studio says in sk, en or bg. */
  message: string;
  words: Words;
}

const languageWords = (language: Language) => words(`language.${language}`);

/** The placeholders a text uses, sorted, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

/**
 * The plural forms a language needs for whole counts (Slovak one/few/other, English and Bulgarian one/other):
 * counts of steps and errors are whole, so Slovak's `many` (for fractions) is not asked for, as in the core's lint.
 */
function pluralForms(language: Language): string[] {
  const rules = new Intl.PluralRules(language);
  return [...new Set(Array.from({ length: 200 }, (_, count) => rules.select(count)))];
}

/** One key's texts in one language: its own text, or its plural forms by suffix. */
function formsOf(texts: Readonly<Record<string, string>>, key: string): Map<string, string> {
  const forms = new Map<string, string>();
  if (texts[key] !== undefined) forms.set('', texts[key]);
  for (const [name, text] of Object.entries(texts))
    if (name.startsWith(`${key}_`) && PLURAL_SUFFIX.test(name) && name.replace(PLURAL_SUFFIX, '') === key)
      forms.set(name.slice(key.length + 1), text);
  return forms;
}

/**
 * Texts that would show differently shaped in one language: a key with plural forms in one language but not in
 * another, a plural form a language needs left out, or placeholders (`{{count}}`, `{{name}}`) that are not the same
 * in sk, en and bg (a value the app fills in would be lost, or a placeholder shown raw). Missing texts are the
 * texts gate's; only keys present in every language are compared here.
 */
export function placeholderProblems(
  keys: readonly string[],
  texts: Readonly<Record<Language, Readonly<Record<string, string>>>>,
): PlaceholderProblem[] {
  const problems: PlaceholderProblem[] = [];
  for (const key of keys) {
    const byLanguage = LANGUAGES.map((language) => ({ language, forms: formsOf(texts[language] ?? {}, key) }));
    if (byLanguage.some(({ forms }) => forms.size === 0)) continue;
    const plural = byLanguage.filter(({ forms }) => forms.has('other')).map(({ language }) => language);
    if (plural.length > 0 && plural.length < LANGUAGES.length) {
      const singular = LANGUAGES.filter((language) => !plural.includes(language));
      problems.push({
        key,
        message: `text "${key}" has plural forms in ${plural.join(', ')} but not in ${singular.join(', ')}`,
        words: words('texts.pluralOnlyIn', {
          key,
          plural: plural.map(languageWords),
          singular: singular.map(languageWords),
        }),
      });
      continue;
    }
    if (plural.length > 0)
      for (const { language, forms } of byLanguage) {
        const lacking = pluralForms(language).filter((form) => !forms.get(form)?.trim());
        if (lacking.length > 0)
          problems.push({
            key,
            message: `text "${key}" lacks the plural forms ${lacking.join(', ')} in ${language}`,
            words: words('texts.pluralFormsLacking', {
              key,
              forms: lacking.join(', '),
              language: languageWords(language),
            }),
          });
      }
    const used = byLanguage.map(({ language, forms }) => ({
      language,
      placeholders: [...new Set([...forms.values()].flatMap(placeholdersOf))].sort(),
    }));
    const reference = used[0];
    const differing = used.filter(({ placeholders }) => placeholders.join() !== reference?.placeholders.join());
    if (reference && differing.length > 0) {
      const list = used
        .map(({ language, placeholders }) => `${language}: ${placeholders.map((p) => `{{${p}}}`).join(' ') || 'none'}`)
        .join('; ');
      const each = used.map(({ language, placeholders }) =>
        words('texts.placeholdersIn', {
          language: languageWords(language),
          placeholders: placeholders.length
            ? words('data', { value: placeholders.map((p) => `{{${p}}}`).join(' ') })
            : words('texts.noPlaceholders'),
        }),
      );
      problems.push({
        key,
        message: `text "${key}" has different placeholders in sk, en and bg (${list})`,
        words: words('texts.placeholdersDiffer', { key, list: listOf(each) }),
      });
    }
  }
  return problems;
}

/**
 * The texts gate's second half for a proposed definition (issue 23): its texts shaped alike in sk, en and bg
 * (plural forms and placeholders), as problems of that gate.
 */
export function textShapeProblems(d: {
  id: string;
  path: string;
  content: { definition: unknown; texts: Readonly<Record<Language, Readonly<Record<string, string>>>> };
}): { definitionId: string; file: string; pointer: string; message: string; words: Words }[] {
  return placeholderProblems(textKeysOf(d.content.definition), d.content.texts).map(({ message, words: codes }) => ({
    definitionId: d.id,
    file: d.path,
    pointer: '',
    message,
    words: codes,
  }));
}
