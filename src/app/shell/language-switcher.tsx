import { Button } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, switchLanguage } from '../i18n';

// Each language is named in itself, so a person who does not read the current one still finds theirs.
const NATIVE_NAMES: Record<Language, string> = { sk: 'Slovenčina', en: 'English', bg: 'Български' };

// The three buttons joined as MUI's ButtonGroup joins them, without its 1.3 KB gzip in the chunk every screen loads.
const Joined = styled('div')({
  display: 'inline-flex',
  // Two classes, as ButtonGroup's own rules: above the button's one-class rules whatever their order.
  '& > .MuiButton-root': { minWidth: 40 },
  '& > .MuiButton-root:not(:first-of-type)': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, marginLeft: -1 },
  '& > .MuiButton-root:not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
});

/** Slovak, English, Bulgarian: stores the choice (wem_locale) and switches every text in place. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  const choose = (lang: Language) => {
    if (lang !== current) void switchLanguage(lang);
  };
  return (
    <nav aria-label={t('app.languageNav')}>
      <Joined>
        {LANGUAGES.map((lang) => (
          <Button
            key={lang}
            lang={lang}
            size="small"
            aria-label={NATIVE_NAMES[lang]}
            aria-current={lang === current ? 'true' : undefined}
            variant={lang === current ? 'contained' : 'outlined'}
            onClick={() => choose(lang)}
          >
            {lang.toUpperCase()}
          </Button>
        ))}
      </Joined>
    </nav>
  );
}
