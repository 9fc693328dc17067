import { Button, ButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, switchLanguage } from '../i18n';

// Each language is named in itself, so a person who does not read the current one still finds theirs.
const NATIVE_NAMES: Record<Language, string> = { sk: 'Slovenčina', en: 'English', bg: 'Български' };

/** Slovak, English, Bulgarian: stores the choice (wem_locale) and switches every text in place. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  const choose = (lang: Language) => {
    if (lang !== current) void switchLanguage(lang);
  };
  return (
    <nav aria-label={t('app.languageNav')}>
      <ButtonGroup size="small" variant="outlined">
        {LANGUAGES.map((lang) => (
          <Button
            key={lang}
            lang={lang}
            aria-label={NATIVE_NAMES[lang]}
            aria-current={lang === current ? 'true' : undefined}
            variant={lang === current ? 'contained' : 'outlined'}
            onClick={() => choose(lang)}
          >
            {lang.toUpperCase()}
          </Button>
        ))}
      </ButtonGroup>
    </nav>
  );
}
