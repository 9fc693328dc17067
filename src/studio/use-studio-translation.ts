import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { createStudioI18n } from './studio-i18n';

let standalone: I18n | undefined;

/**
 * The studio's words: the studio's own i18next instance from main.tsx's provider. A component rendered on its
 * own (a unit test renders one editor) gets an English instance rather than bare keys; the app's global
 * instance is never used.
 */
export function useStudioTranslation() {
  const provided = useContext(I18nContext)?.i18n;
  if (!provided) standalone ??= createStudioI18n('en');
  return useTranslation(undefined, provided ? undefined : { i18n: standalone });
}
