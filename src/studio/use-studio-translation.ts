import type { i18n as I18n } from 'i18next';
import { useContext, useMemo } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { createStudioI18n } from './studio-i18n';

let standalone: I18n | undefined;

/**
 * The studio's own i18next instance itself: main.tsx's provider's, or, for a component rendered on its own (a
 * unit test renders one editor), an English one rather than bare keys. The app's global instance is never used.
 * Switch languages on this one: useTranslation's `i18n` is a copy (react-i18next 17), and changeLanguage on it
 * leaves the instance's own `language` behind.
 */
export function useStudioI18n(): I18n {
  const provided = useContext(I18nContext)?.i18n;
  if (provided) return provided;
  standalone ??= createStudioI18n('en');
  return standalone;
}

/** The studio's words (`t`), re-rendered when the studio's language changes. */
export function useStudioTranslation() {
  const i18n = useStudioI18n();
  // The same options object each render: react-i18next makes a new `t` when they change (hundreds of fields).
  const options = useMemo(() => ({ i18n }), [i18n]);
  return useTranslation(undefined, options);
}
