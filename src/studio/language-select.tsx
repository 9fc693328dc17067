import { Box } from '@mui/material';
import { useId } from 'react';
import { useStudioI18n, useStudioTranslation } from './use-studio-translation';
import { NATIVE_NAMES, switchStudioLanguage, UI_LANGUAGES, type UiLanguage } from './studio-i18n';

/**
 * The studio's language (its own words, not the texts it edits): a labelled native select, so the keyboard and
 * screen readers know it as is. The choice is remembered in this browser (studio-i18n.ts).
 */
export function LanguageSelect() {
  const { t } = useStudioTranslation();
  const i18n = useStudioI18n();
  const id = useId();
  return (
    <Box className="field" sx={{ px: 2, pt: 1, maxWidth: 240 }}>
      <label htmlFor={id}>{t('uiLanguage')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => void switchStudioLanguage(i18n, event.target.value as UiLanguage)}
      >
        {UI_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NATIVE_NAMES[language]}
          </option>
        ))}
      </select>
    </Box>
  );
}
