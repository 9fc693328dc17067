import { InputAdornment, TextField } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEurAmount, parseEurAmount } from '../../../engine';

export interface AmountFieldProps {
  id: string;
  label: string;
  /** The amount as typed. */
  value: string;
  onChange: (text: string) => void;
  /** The error shown (and referenced) under the field's own hint, when there is one. */
  invalid: boolean;
  /** Ids of texts describing the field besides its hint (its strategy's error message). */
  describedBy?: string;
}

/**
 * An amount in EUR, typed with a comma or a dot: the engine's EUR parser reads it, and leaving the field shows
 * it grouped in the language's number format (ungrouped again while editing), as the engine's amount widget does.
 * The text is kept as typed otherwise, so nothing a person typed disappears; validation says what is wrong.
 */
export function AmountField({ id, label, value, onChange, invalid, describedBy }: AmountFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'sk';
  const reformat = (grouping: boolean) => {
    const amount = parseEurAmount(value, language);
    if (amount !== undefined && !Number.isNaN(amount)) {
      const text = formatEurAmount(amount, language, grouping);
      if (text !== value) onChange(text);
    }
  };
  const hintId = `${id}-hint`;
  return (
    <TextField
      id={id}
      name={id}
      label={label}
      value={value}
      required
      error={invalid}
      helperText={t('strategies.amountHint')}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(event.target.value.replace(/[^\d\s\u00a0\u202f.,-]/g, ''))
      }
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
