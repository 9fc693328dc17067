import { InputAdornment } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { inputA11yProps } from './input-a11y-props';
import { textFieldProps } from './text-field-props';
import type { EngineWidgetProps } from './types';
import { useEurAmountText } from './use-eur-amount-text';
import { WholeLabelTextField } from './whole-label-text-field';

export type EurAmountWidgetProps = EngineWidgetProps;

/**
 * An amount in EUR: typed with a comma or a dot, stored as a number (undefined when empty; text that is no number
 * is kept as text, so validation reports it), shown grouped in the language's number format after leaving the field
 * and without grouping while editing.
 */
export function EurAmountWidget(props: EurAmountWidgetProps) {
  const { id, label, hideLabel, rawErrors, value, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const amount = useEurAmountText(value, onChange);
  const handleFocus = () => {
    amount.ungroup();
    onFocus(id, amount.value);
  };
  const handleBlur = () => {
    amount.group();
    onBlur(id, amount.value);
  };

  return (
    <WholeLabelTextField
      {...textFieldProps(props)}
      value={amount.text}
      onChange={amount.change}
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
