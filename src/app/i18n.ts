import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, LOCALE_STORAGE_KEY, type Language } from './language-choice';

export { LANGUAGES, LOCALE_STORAGE_KEY, initialLanguage, type Language } from './language-choice';

// Each file locales/{lang}/{name}.json becomes the key prefix `{name}.` in that language. Loaded on demand:
// a person downloads the texts of their language (and Slovak, the fallback), not all three.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { import: 'default' });

async function resourcesOf(lang: Language): Promise<Record<string, unknown>> {
  const entries = Object.entries(files).flatMap(([path, load]) => {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    return match?.[1] === lang && match[2] ? [[match[2], load] as const] : [];
  });
  return Object.fromEntries(await Promise.all(entries.map(async ([name, load]) => [name, await load()] as const)));
}

/** Starts i18next in `lang`, with Slovak as the fallback for any missing text. A language switch reloads the page. */
export async function setupI18n(lang: Language) {
  const needed = lang === 'sk' ? (['sk'] as const) : ([lang, 'sk'] as const);
  const loaded = await Promise.all(needed.map(async (l) => [l, { translation: await resourcesOf(l) }] as const));
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'sk',
    supportedLngs: LANGUAGES,
    resources: Object.fromEntries(loaded),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // No document when the build prerenders the landing page (src/prerender).
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  return i18n;
}

/**
 * Switches the language in place and stores the choice (wem_locale). SPEC §2 reloads the page here; the
 * engine's rule that nothing typed is lost on a language switch wins (a reload would drop the drafts, which
 * are kept in memory only), so the texts, the lists asked in `?lang` and `<html lang>` change without one.
 */
export async function switchLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LOCALE_STORAGE_KEY, lang);
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    i18n.addResourceBundle(lang, 'translation', await resourcesOf(lang), true, true);
  }
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  document.title = i18n.t('app.name');
}
