import { createInstance, type i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../definition/languages';
import bg from './texts/bg.json';
import en from './texts/en.json';
import sk from './texts/sk.json';

/**
 * The studio's own texts (src/studio/texts), in an i18next instance of its own: the app's global instance is not
 * used, and the previews make one per language from the edited locales/ (preview/definition-preview.tsx).
 */
export const UI_LANGUAGES = LANGUAGES;
export type UiLanguage = Language;

/** Each language named in itself, so a person who does not read the current one still finds theirs. */
export const NATIVE_NAMES: Record<UiLanguage, string> = { sk: 'Slovenčina', en: 'English', bg: 'Български' };

/** The studio's own key (the app's is wem_locale): the studio's language does not change the app's. */
export const UI_LANGUAGE_KEY = 'wem_studio_language';

const isUiLanguage = isLanguage;

/** The stored choice, else the browser's first language the studio speaks (`sk-SK` -> sk), else Slovak. */
export function preferredLanguage(stored: string | null, browser: readonly string[]): UiLanguage {
  if (isUiLanguage(stored)) return stored;
  for (const tag of browser) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isUiLanguage(primary)) return primary;
  }
  return FALLBACK_LANGUAGE;
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(UI_LANGUAGE_KEY);
  } catch {
    return null; // storage blocked: the browser's language still applies
  }
}

/** A new instance in `language`, Slovak the fallback for a missing text; synchronous (the texts are bundled). */
export function createStudioI18n(language: UiLanguage): I18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...UI_LANGUAGES],
    resources: { sk: { translation: sk }, en: { translation: en }, bg: { translation: bg } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** `<html lang>` and the page's title follow the studio's language. */
function applyToDocument(instance: I18n): void {
  document.documentElement.lang = instance.language;
  document.title = instance.t('documentTitle');
}

/** The studio's instance for this browser: the stored choice, else the browser's language, else Slovak. */
export function startStudioI18n(): I18n {
  const instance = createStudioI18n(preferredLanguage(storedLanguage(), navigator.languages ?? [navigator.language]));
  applyToDocument(instance);
  return instance;
}

/** Switches every studio text in place (nothing edited is lost) and remembers the choice. */
export async function switchStudioLanguage(instance: I18n, language: UiLanguage): Promise<void> {
  try {
    localStorage.setItem(UI_LANGUAGE_KEY, language);
  } catch {
    // Not remembered, still switched.
  }
  await instance.changeLanguage(language);
  applyToDocument(instance);
}
