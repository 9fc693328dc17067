import { LOCALE_STORAGE_KEY } from './language-choice';
import { writeLanguageCookie } from './language-cookie';

/**
 * The language choice stored earlier (wem_locale), or null when there is none or the storage cannot be read:
 * a browser with storage disabled, a sandboxed frame or a full quota throws on the mere access, and the page
 * must then start in the address's language or Slovak instead of not starting at all.
 */
export function storedLanguage(storage: () => Storage = () => window.localStorage): string | null {
  try {
    return storage().getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Stores the language choice where the storage allows it; a blocked storage only means it is not remembered. The
 * servers are told too (language-cookie.ts), so the next page whose address names no language comes in it.
 */
export function storeLanguage(lang: string, storage: () => Storage = () => window.localStorage): void {
  writeLanguageCookie(lang);
  try {
    storage().setItem(LOCALE_STORAGE_KEY, lang);
  } catch {
    // Nothing to do: the switch itself still happens, the next visit starts in the address's language.
  }
}
