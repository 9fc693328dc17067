/**
 * One app text in sk, en and bg side by side, as fields of an engine form (question-model.ts, texts-editor.tsx):
 * the schema and UI schema of the three fields, their labels, their values, and a missing text as the field's
 * problem.
 */
import type { TFunction } from 'i18next';
import type { JSONSchema7 } from 'json-schema';
import { LANGUAGES, type Language } from '../../definition/languages';
import { textOf } from '../state/locale-texts';

/** The languages of the app's texts, edited side by side (the studio's own texts: studio-i18n.ts). */
export const STUDIO_LANGUAGES = LANGUAGES;
export type { Language };
export type TextProperty = `text_${Language}`;
export const textProperty = (language: Language): TextProperty => `text_${language}`;
export type Texts = Partial<Record<TextProperty, string>>;

/** What text fields add to an engine form under construction. */
export interface FormParts {
  labels: Record<string, string>;
  errors: Record<string, string>;
}

/**
 * Adds the fields `text_sk`, `text_en`, `text_bg` of the i18n key `key` to `properties` and `ui`, their values to
 * `into`, and an empty one as a problem at `path.text_xx`; only those of `languages` (a plural form some languages
 * do not have, e.g. Slovak's `_few`).
 */
export function addTextFields(
  parts: FormParts,
  properties: Record<string, JSONSchema7>,
  ui: Record<string, unknown>,
  into: Texts,
  key: string,
  path: string,
  locales: Readonly<Record<string, unknown>>,
  t: TFunction,
  languages: readonly Language[] = STUDIO_LANGUAGES,
): void {
  for (const language of languages) {
    const name = textProperty(language);
    const value = textOf(locales, language, key) ?? '';
    parts.labels[`text.${language}`] = t(`lang.${language}.text`);
    properties[name] = { type: 'string', title: `text.${language}` };
    // The text's own language on the field (WCAG 3.1.2): a screen reader reads Bulgarian as Bulgarian.
    ui[name] = { 'ui:widget': 'textarea', 'ui:options': { rows: 2, lang: language }, 'ui:classNames': 'studio-text' };
    if (value !== '') into[name] = value;
    if (value.trim() === '') parts.errors[`${path}.${name}`] = t(`lang.${language}.missing`, { textKey: key });
  }
}

/** The text edits for a change of the three fields. */
export function changedTexts(before: Texts, after: Texts): { language: Language; value: string }[] {
  return STUDIO_LANGUAGES.flatMap((language) => {
    const name = textProperty(language);
    const value = after[name] ?? '';
    return value === (before[name] ?? '') ? [] : [{ language, value }];
  });
}
