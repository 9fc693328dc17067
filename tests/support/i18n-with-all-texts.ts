import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../src/api';

// The real texts, as the app loads them: locales/{lang}/{name}.json is the key prefix `{name}.`.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

/** An i18next instance of the test's own with every text of the three languages, speaking `lang`. */
export async function i18nWithAllTexts(lang: Lang = 'sk'): Promise<i18n> {
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  for (const [path, texts] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const bundle = (resources[match[1]] ??= { translation: {} });
    bundle.translation[match[2]] = texts;
  }
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ lng: lang, fallbackLng: 'sk', resources, interpolation: { escapeValue: false }, returnNull: false });
  return instance;
}
