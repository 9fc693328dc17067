import { Box, Typography } from '@mui/material';
import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { electronicIban, formatIbanGroups, ibanCountry } from '../formats';
import { inputA11yProps } from './input-a11y-props';
import { reformatChange } from './reformat-change';
import { textFieldProps } from './text-field-props';
import { regionName } from '../values/region-name';
import type { EngineWidgetProps } from './types';
import { useCaretAfterRender } from './use-caret-after-render';
import { useLanguage } from './use-language';
import { WholeLabelTextField } from './whole-label-text-field';

export type IbanWidgetProps = EngineWidgetProps;

const isSpace = (char: string) => /\s/.test(char);

/**
 * IBAN input: shown in groups of four as typed, stored in the electronic form (no spaces, upper case); the
 * account's country is named under the field once the IBAN is valid.
 */
export function IbanWidget(props: IbanWidgetProps) {
  const { id, label, hideLabel, rawErrors, value, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const { inputRef, placeCaret } = useCaretAfterRender();
  const stored = typeof value === 'string' ? value : '';
  const shown = formatIbanGroups(stored);
  const country = stored ? ibanCountry(stored) : undefined;
  const countryId = `${id}__country`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = reformatChange(event, shown, formatIbanGroups, isSpace);
    placeCaret(next.caret);
    const compact = electronicIban(next.text);
    onChange(compact === '' ? undefined : compact);
  };

  return (
    <Box>
      <WholeLabelTextField
        {...textFieldProps(props)}
        value={shown}
        inputRef={inputRef}
        onChange={handleChange}
        onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, electronicIban(event.target.value) || undefined)}
        onFocus={() => onFocus(id, value)}
        slotProps={{
          htmlInput: {
            ...inputA11yProps(id, rawErrors, countryId),
            'aria-label': hideLabel ? label : undefined,
            autoComplete: 'off',
            autoCapitalize: 'characters',
            spellCheck: false,
            inputMode: 'text',
          },
        }}
      />
      <Typography
        id={countryId}
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        sx={{ mt: 0.5, minHeight: '1.5em' }}
      >
        {country ? t('widgets.iban.country', { country: regionName(country, language) }) : ''}
      </Typography>
    </Box>
  );
}
