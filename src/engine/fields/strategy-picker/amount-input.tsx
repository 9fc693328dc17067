import { InputAdornment, TextField } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEurAmount } from '../../values/format-eur-amount';
import { parseEurAmount } from '../../values/parse-eur-amount';
import { useLanguage } from '../../widgets/use-language';

export interface AmountInputProps {
  id: string;
  label: string;
  /** The hint under the field. */
  hint: string;
  /** A number, text that is no amount (kept so validation reports it), or undefined when empty. */
  value: unknown;
  onChange: (value: unknown) => void;
  invalid: boolean;
  /** Ids of texts describing the field besides its hint (its strategy's error message). */
  describedBy?: string;
}

interface AmountState {
  text: string;
  value: unknown;
}

function shown(value: unknown, language: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return formatEurAmount(value, language);
  return typeof value === 'string' ? value : '';
}

/**
 * An amount in EUR as the engine's amount widget takes it: typed with a comma or a dot, stored as a number, shown
 * grouped in the language's number format after leaving the field and without grouping while editing; text that
 * is no amount stays as typed, so nothing a person typed disappears and validation says what is wrong.
 */
export function AmountInput({ id, label, hint, value, onChange, invalid, describedBy }: AmountInputProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [state, setState] = useState<AmountState>(() => ({ text: shown(value, language), value }));
  // The form changed the value (a draft restored): show it. Our own changes come back equal.
  if (value !== state.value && !(Number.isNaN(value) && Number.isNaN(state.value)))
    setState({ text: shown(value, language), value });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value.replace(/[^\d\s\u00a0\u202f.,-]/g, '');
    const amount = parseEurAmount(text, language);
    const next = amount === undefined ? undefined : Number.isNaN(amount) ? text : amount;
    setState({ text, value: next });
    onChange(next);
  };
  const reformat = (grouping: boolean) => {
    if (typeof state.value === 'number')
      setState({ text: formatEurAmount(state.value, language, grouping), value: state.value });
  };
  const hintId = `${id}-hint`;
  return (
    <TextField
      id={id}
      name={id}
      label={label}
      value={state.text}
      required
      error={invalid}
      helperText={hint}
      onChange={handleChange}
      onFocus={() => reformat(false)}
      onBlur={() => reformat(true)}
      sx={{ minWidth: { sm: '14rem' } }}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">{t('widgets.eurAmount.currency')}</InputAdornment> },
        formHelperText: { id: hintId },
        htmlInput: {
          inputMode: 'decimal',
          autoComplete: 'off',
          'aria-invalid': invalid || undefined,
          'aria-describedby': [hintId, describedBy].filter(Boolean).join(' '),
        },
      }}
    />
  );
}
