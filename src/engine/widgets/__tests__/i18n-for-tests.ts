import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
// The real texts: a widget test fails when a key the widget uses is missing from a language.
import bg from '../../../../locales/bg/widgets.json';
import en from '../../../../locales/en/widgets.json';
import sk from '../../../../locales/sk/widgets.json';

export type TestLanguage = 'sk' | 'en' | 'bg';

/** An i18next instance with the widgets' texts of all three languages, as the app loads them (prefix `widgets.`). */
export async function i18nForTests(lng: TestLanguage = 'en'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'sk',
    resources: {
      sk: { translation: { widgets: sk } },
      en: { translation: { widgets: en } },
      bg: { translation: { widgets: bg } },
    },
    interpolation: { escapeValue: false },
    // A missing key shows as itself, so `getByText` with the real text fails on it.
    returnNull: false,
  });
  return instance;
}
