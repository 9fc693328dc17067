import { labelValue } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { inputA11yProps } from './input-a11y-props';
import type { EngineWidgetProps } from './types';
import { WholeLabelTextField } from './whole-label-text-field';

export type CountrySelectWidgetProps = EngineWidgetProps;

/**
 * A country from `formContext.countries` (names in the current language), stored as its ISO code. A native
 * select: the phone's own picker, type-ahead by the first letters on a keyboard, read by every screen reader,
 * and no popup library in the bundle.
 */
export function CountrySelectWidget(props: CountrySelectWidgetProps) {
  const {
    id,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    autofocus,
    rawErrors,
    value,
    onChange,
    onBlur,
    onFocus,
    options,
  } = props;
  const { t } = useTranslation();
  const countries = props.registry.formContext.countries;
  const current = typeof value === 'string' ? value : '';

  return (
    <WholeLabelTextField
      id={id}
      select
      fullWidth
      label={labelValue(label || undefined, hideLabel)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={(rawErrors?.length ?? 0) > 0}
      value={current}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: {
          ...inputA11yProps(id, rawErrors),
          'aria-label': hideLabel ? label : undefined,
          autoComplete: typeof options.autocomplete === 'string' ? options.autocomplete : undefined,
        },
      }}
    >
      <option value="">{countries === undefined ? t('widgets.country.loading') : t('widgets.country.choose')}</option>
      {(countries ?? []).map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </WholeLabelTextField>
  );
}
