import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['sk', 'en', 'bg'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LOCALE_STORAGE_KEY = 'wem_locale';

// Each file locales/{lang}/{name}.json becomes the key prefix `{name}.` in that language.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

function resourcesOf(lang: Language): Record<string, unknown> {
  const resources: Record<string, unknown> = {};
  for (const [path, texts] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === lang && match[2]) resources[match[2]] = texts;
  }
  return resources;
}

/** The language to start in: a language at the start of the address (`/en`, `/sk/...`) wins, then the stored choice, then Slovak. */
export function initialLanguage(pathname: string, stored: string | null): Language {
  const fromPath = LANGUAGES.find((lang) => pathname === `/${lang}` || pathname.startsWith(`/${lang}/`));
  if (fromPath) return fromPath;
  return LANGUAGES.find((lang) => lang === stored) ?? 'sk';
}

/** Starts i18next with all three languages; Slovak is the fallback for any missing text. */
export function setupI18n(lang: Language) {
  void i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'sk',
    supportedLngs: LANGUAGES,
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: resourcesOf(l) }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lang;
  return i18n;
}
