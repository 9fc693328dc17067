import i18n from 'i18next';
import type { DefinitionIdentity, DefinitionTexts } from './types';

/** The texts of the published definitions in use, per language: they win over the bundled locale files. */
const inUse = new Map<string, Record<string, string>>();
let applying = false;
/** Definition id -> the SHA-256 of the version whose texts are laid over now (applyDefinitionTexts). */
const shown = new Map<string, string>();
let listening = false;

function apply(languages: Iterable<string>): void {
  applying = true;
  try {
    for (const lang of languages) {
      const texts = inUse.get(lang);
      // addResources splits each key at its dots, as the locale files' nesting is read.
      if (texts) i18n.addResources(lang, 'translation', texts);
    }
  } finally {
    applying = false;
  }
}

/**
 * Puts a published definition's texts into i18next, over the bundled ones of the same keys. The bundled files are
 * loaded lazily (a screen's namespaces, another language after a switch) and would overwrite them, so they are
 * laid over again after every bundle i18next is given.
 */
export function applyPublishedTexts(texts: DefinitionTexts): void {
  for (const [lang, entries] of Object.entries(texts)) inUse.set(lang, { ...inUse.get(lang), ...entries });
  apply(Object.keys(texts));
  if (listening) return;
  listening = true;
  i18n.store.on('added', (lang: string) => {
    if (!applying) apply([lang]);
  });
}

/**
 * A published definition's texts in i18next (applyPublishedTexts), unless that version's are the ones laid over last
 * for its id: a screen asking again (the questionnaire's introduction applied them ahead, a section shown again) costs
 * nothing, and i18next is not told of a change that is none.
 */
export function applyDefinitionTexts(chosen: DefinitionIdentity & { id: string }, texts: DefinitionTexts): void {
  if (shown.get(chosen.id) === chosen.sha256) return;
  shown.set(chosen.id, chosen.sha256);
  applyPublishedTexts(texts);
}

/** Whether this version's texts are the ones laid over for its id (applyDefinitionTexts). */
export const definitionTextsShown = (chosen: DefinitionIdentity & { id: string }): boolean =>
  shown.get(chosen.id) === chosen.sha256;
