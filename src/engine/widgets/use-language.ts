import { useTranslation } from 'react-i18next';

/** The current i18n language (e.g. `sk`), for Intl formatting. */
export function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? 'sk';
}
