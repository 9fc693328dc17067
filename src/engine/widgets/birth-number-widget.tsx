import { Box, Typography } from '@mui/material';
import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { birthDateFromBirthNumber } from '../formats';
import { formatBirthNumber } from '../values/format-birth-number';
import { inputA11yProps } from './input-a11y-props';
import { reformatChange } from './reformat-change';
import { textFieldProps } from './text-field-props';
import type { EngineWidgetProps } from './types';
import { useCaretAfterRender } from './use-caret-after-render';
import { useLanguage } from './use-language';
import { WholeLabelTextField } from './whole-label-text-field';

export type BirthNumberWidgetProps = EngineWidgetProps;

const isSeparator = (char: string) => char === '/' || /\s/.test(char);

function longDate(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)),
  );
}

/**
 * Birth number (rodné číslo) typed with or without the slash, stored as `YYMMDD/XXXX` (the slash put in after the
 * six date digits); the birthdate it encodes is shown under the field once the number is valid.
 */
export function BirthNumberWidget(props: BirthNumberWidgetProps) {
  const { id, label, hideLabel, rawErrors, value, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const { inputRef, placeCaret } = useCaretAfterRender();
  const shown = formatBirthNumber(typeof value === 'string' ? value : '');
  const birthDate = shown ? birthDateFromBirthNumber(shown) : undefined;
  const birthDateId = `${id}__birthdate`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = reformatChange(event, shown, formatBirthNumber, isSeparator);
    placeCaret(next.caret);
    onChange(next.text === '' ? undefined : next.text);
  };

  return (
    <Box>
      <WholeLabelTextField
        {...textFieldProps(props)}
        value={shown}
        inputRef={inputRef}
        onChange={handleChange}
        onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, formatBirthNumber(event.target.value) || undefined)}
        onFocus={() => onFocus(id, value)}
        slotProps={{
          htmlInput: {
            ...inputA11yProps(id, rawErrors, birthDateId),
            'aria-label': hideLabel ? label : undefined,
            autoComplete: 'off',
            // Digits and the slash: the numeric keypad of some phones has no slash, and the slash is optional.
            inputMode: 'numeric',
          },
        }}
      />
      <Typography
        id={birthDateId}
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        sx={{ mt: 0.5, minHeight: '1.5em' }}
      >
        {birthDate ? t('widgets.birthNumber.birthDate', { date: longDate(birthDate, language) }) : ''}
      </Typography>
    </Box>
  );
}
