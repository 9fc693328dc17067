import { LOCALE_STORAGE_KEY } from './language-choice';

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
