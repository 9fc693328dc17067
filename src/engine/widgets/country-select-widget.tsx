import { Autocomplete, TextField } from '@mui/material';
import { labelValue } from '@rjsf/utils';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryOption } from './form-context';
import { formContextOf } from './form-context-of';
import { inputA11yProps } from './input-a11y-props';
import type { EngineWidgetProps } from './types';

export type CountrySelectWidgetProps = EngineWidgetProps;

const NO_COUNTRIES: readonly CountryOption[] = [];

/**
 * A country chosen from `formContext.countries` (names in the current language) by typing part of its name
 * (accents optional) and picking it with the arrow keys or the mouse; stores the ISO code.
 */
export function CountrySelectWidget(props: CountrySelectWidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, autofocus, placeholder, rawErrors, value, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const countries = formContextOf(props).countries;
  const options = countries ?? NO_COUNTRIES;
  const selected = options.find((country) => country.code === value) ?? null;

  return (
    <Autocomplete<CountryOption>
      id={id}
      options={options}
      value={selected}
      onChange={(_event, country) => onChange(country?.code)}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
      getOptionLabel={(country) => country.name}
      getOptionKey={(country) => country.code}
      isOptionEqualToValue={(country, chosen) => country.code === chosen.code}
      autoHighlight
      disabled={disabled || readonly}
      loading={countries === undefined}
      loadingText={t('widgets.country.loading')}
      noOptionsText={t('widgets.country.noMatch')}
      openText={t('widgets.country.open')}
      closeText={t('widgets.country.close')}
      clearText={t('widgets.country.clear')}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={labelValue(label || undefined, hideLabel)}
          required={required}
          autoFocus={autofocus}
          placeholder={placeholder}
          error={(rawErrors?.length ?? 0) > 0}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              ...inputA11yProps(id, rawErrors),
              'aria-label': hideLabel ? label : undefined,
            },
          }}
        />
      )}
    />
  );
}
