import { Box, TextField, Typography } from '@mui/material';
import { memo } from 'react';
import { useStudioTranslation } from '../use-studio-translation';
import { TEXT_LANGUAGES, type TextLanguage, type TextRow, type TextsByLanguage } from './texts-rows';

interface TextRowFieldsProps {
  namespace: string;
  row: TextRow;
  texts: TextsByLanguage;
  missing: readonly TextLanguage[];
  readOnly: boolean;
  onChange: (language: TextLanguage, key: string, value: string) => void;
  /** A field of the row took the focus (the row is then kept on screen until the filters change). */
  onFocus: (key: string) => void;
}

/**
 * One key: a named group (its key) with a field per language side by side (one column on a phone), each labelled
 * with its language (and plural form), flagged when empty.
 */
export const TextRowFields = memo(function TextRowFields({
  namespace,
  row,
  texts,
  missing,
  readOnly,
  onChange,
  onFocus,
}: TextRowFieldsProps) {
  const { t } = useStudioTranslation();
  const name = row.key.slice(namespace.length + 1);
  return (
    <Box
      component="fieldset"
      onFocus={() => onFocus(row.key)}
      sx={{
        border: 1,
        borderColor: missing.length > 0 ? 'error.main' : 'divider',
        borderRadius: 1,
        m: 0,
        mb: 2,
        p: 1.5,
        minWidth: 0,
      }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontFamily: 'monospace', fontSize: '0.95rem' }}>
        {name}
      </Typography>
      {missing.length > 0 ? (
        <Typography color="error" variant="body2" sx={{ mb: 1 }}>
          {t('txMissingIn', { languages: missing.map((l) => t(`lang.${l}.name`)).join(', ') })}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5 }}>
        {TEXT_LANGUAGES.map((language) => (
          <Box key={language} sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
            {row.fields[language].map((field) => {
              const value = texts[language]?.[field] ?? '';
              const form = field === row.key ? '' : field.slice(row.key.length + 1);
              const empty = !value.trim();
              return (
                <TextField
                  key={field}
                  label={
                    form
                      ? t('txPluralLabel', { language: t(`lang.${language}.name`), form })
                      : t(`lang.${language}.name`)
                  }
                  value={value}
                  multiline
                  minRows={1}
                  size="small"
                  error={empty}
                  helperText={empty ? t('txMissing') : undefined}
                  onChange={(event) => onChange(language, field, event.target.value)}
                  slotProps={{ htmlInput: { lang: language, readOnly, spellCheck: true } }}
                />
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
});
