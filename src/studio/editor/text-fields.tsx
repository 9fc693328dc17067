import { Box, TextField } from '@mui/material';
import { textOf } from '../state/locale-texts';

export const LANGUAGE_NAMES: Record<string, string> = { sk: 'Slovak', en: 'English', bg: 'Bulgarian' };
export const STUDIO_LANGUAGES = ['sk', 'en', 'bg'] as const;

export interface TextFieldsProps {
  /** The i18n key. */
  textKey: string;
  /** What the text is, for the labels ("Question b1", "Answer growth of b1"). */
  subject: string;
  locales: Readonly<Record<string, unknown>>;
  onChange: (language: string, value: string) => void;
  multiline?: boolean;
}

/** One text in sk, en and bg side by side; an empty one is marked where it is. */
export function TextFields({ textKey, subject, locales, onChange, multiline }: TextFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 1 }}>
      {STUDIO_LANGUAGES.map((language) => {
        const value = textOf(locales, language, textKey) ?? '';
        const missing = value.trim() === '';
        return (
          <TextField
            key={language}
            size="small"
            label={`${LANGUAGE_NAMES[language]} text`}
            value={value}
            multiline={multiline}
            lang={language}
            error={missing}
            helperText={missing ? `Missing ${LANGUAGE_NAMES[language]} text (${textKey})` : undefined}
            onChange={(event) => onChange(language, event.target.value)}
            slotProps={{ htmlInput: { 'aria-label': `${LANGUAGE_NAMES[language]} text, ${subject}`, lang: language } }}
          />
        );
      })}
    </Box>
  );
}
