// The texts of definitions: which i18n keys a definition uses, and the texts of the locale files by full key.
export { checkTexts, I18N_KEY, type TextReference, textReferences } from './text-references.ts';
export { flattenTexts, textsOf } from './locale-texts.ts';
