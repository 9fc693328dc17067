import { InputAdornment, TextField } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEurAmount } from '../values/format-eur-amount';
import { inputA11yProps } from './input-a11y-props';
import { textFieldProps } from './text-field-props';
import { parseEurAmount } from '../values/parse-eur-amount';
import type { EngineWidgetProps } from './types';
import { useLanguage } from './use-language';

export type EurAmountWidgetProps = EngineWidgetProps;

interface AmountState {
  text: string;
  /** The value the text was last derived from or emitted, to tell our own changes from the form's. */
  value: unknown;
}

function shown(value: unknown, language: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return formatEurAmount(value, language);
  return typeof value === 'string' ? value : '';
}

/**
 * An amount in EUR: typed with a comma or a dot, stored as a number (undefined when empty; text that is no number
 * is kept as text, so validation reports it), shown grouped in the language's number format after leaving the field
 * and without grouping while editing.
 */
export function EurAmountWidget(props: EurAmountWidgetProps) {
  const { id, label, hideLabel, rawErrors, value, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const [state, setState] = useState<AmountState>(() => ({ text: shown(value, language), value }));
  // The form changed the value (reset, draft restored): show it. Our own changes come back equal.
  if (value !== state.value && !(Number.isNaN(value) && Number.isNaN(state.value)))
    setState({ text: shown(value, language), value });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Letters cannot be part of an amount; leaving them out beats an error for a slip of the finger.
    const text = event.target.value.replace(/[^\d\s\u00a0\u202f.,-]/g, '');
    const amount = parseEurAmount(text, language);
    const next = amount === undefined ? undefined : Number.isNaN(amount) ? text : amount;
    setState({ text, value: next });
    onChange(next);
  };
  const handleFocus = () => {
    if (typeof state.value === 'number')
      setState({ text: formatEurAmount(state.value, language, false), value: state.value });
    onFocus(id, state.value);
  };
  const handleBlur = () => {
    if (typeof state.value === 'number') setState({ text: formatEurAmount(state.value, language), value: state.value });
    onBlur(id, state.value);
  };

  return (
    <TextField
      {...textFieldProps(props)}
      value={state.text}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">{t('widgets.eurAmount.currency')}</InputAdornment> },
        htmlInput: {
          ...inputA11yProps(id, rawErrors),
          'aria-label': hideLabel ? label : undefined,
          inputMode: 'decimal',
          autoComplete: 'off',
        },
      }}
    />
  );
}
