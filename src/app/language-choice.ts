// Kept apart from i18n.ts (which loads i18next) so that the page's first script can tell the language without it.
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../definition/languages';

export { LANGUAGES, type Language };
export const LOCALE_STORAGE_KEY = 'wem_locale';

/** The language to start in: a language at the start of the address (`/en`, `/sk/...`) wins, then the stored choice,
 * then Slovak. */
export function initialLanguage(pathname: string, stored: string | null): Language {
  const fromPath = LANGUAGES.find((lang) => pathname === `/${lang}` || pathname.startsWith(`/${lang}/`));
  if (fromPath) return fromPath;
  return LANGUAGES.find((lang) => lang === stored) ?? FALLBACK_LANGUAGE;
}
