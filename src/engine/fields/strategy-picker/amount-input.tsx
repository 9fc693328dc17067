import { InputAdornment } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useEurAmountText } from '../../widgets/use-eur-amount-text';
import { WholeLabelTextField } from '../../widgets/whole-label-text-field';

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

/**
 * An amount in EUR as the engine's amount widget takes it: typed with a comma or a dot, stored as a number, shown
 * grouped in the language's number format after leaving the field and without grouping while editing; text that
 * is no amount stays as typed, so nothing a person typed disappears and validation says what is wrong.
 */
export function AmountInput({ id, label, hint, value, onChange, invalid, describedBy }: AmountInputProps) {
  const { t } = useTranslation();
  const amount = useEurAmountText(value, onChange);
  const hintId = `${id}-hint`;
  return (
    <WholeLabelTextField
      id={id}
      name={id}
      label={label}
      value={amount.text}
      required
      error={invalid}
      helperText={hint}
      onChange={amount.change}
      onFocus={amount.ungroup}
      onBlur={amount.group}
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
