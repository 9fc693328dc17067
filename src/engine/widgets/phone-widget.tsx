import { Box, InputAdornment } from '@mui/material';
import { labelValue } from '@rjsf/utils';
import { type ChangeEvent, type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputA11yProps } from './input-a11y-props';
import { type PhoneParts, phoneParts } from '../values/phone-parts';
import { PHONE_PREFIXES, type PhonePrefix } from '../values/phone-prefixes';
import { phoneValue } from '../values/phone-value';
import type { EngineWidgetProps } from './types';
import { WholeLabelTextField } from './whole-label-text-field';

export type PhoneWidgetProps = EngineWidgetProps;

const COMPLETE = /^\+42[01]\d{9}$/;

interface PhoneState extends PhoneParts {
  /** The value this state was last derived from or emitted, to tell our own changes from the form's. */
  value: unknown;
}

/**
 * Slovak or Czech mobile number: a select of the calling code (+421, +420) inside the field and the national part.
 * Stores E.164 (`+421905123456`) when complete, the raw text otherwise; a pasted or autofilled international
 * number switches the calling code.
 */
export function PhoneWidget(props: PhoneWidgetProps) {
  const {
    id,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
    rawErrors,
    value,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { t } = useTranslation();
  const [state, setState] = useState<PhoneState>(() => ({ ...phoneParts(value), value }));
  // The form changed the value (reset, draft restored): show it. Our own changes come back equal.
  if (value !== state.value) setState({ ...phoneParts(value, state.prefix), value });
  const inactive = disabled || readonly;

  const update = (prefix: PhonePrefix, national: string) => {
    const next = phoneValue(prefix, national);
    setState({ prefix, national, value: next });
    onChange(next);
  };
  const handleNational = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = phoneParts(event.target.value, state.prefix);
    update(typed.prefix, typed.national);
  };
  const handlePrefix = (event: ChangeEvent<HTMLSelectElement>) => {
    const prefix = PHONE_PREFIXES.find((candidate) => candidate === event.target.value) ?? state.prefix;
    update(prefix, state.national);
  };
  // Leaving the whole field (not moving between the calling code and the number) counts as leaving it.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (typeof state.value === 'string' && COMPLETE.test(state.value))
      setState({ ...phoneParts(state.value), value: state.value });
    onBlur(id, state.value);
  };

  const prefixSelect = (
    <InputAdornment position="start">
      <Box
        component="select"
        id={`${id}__prefix`}
        aria-label={t('widgets.phone.prefix')}
        value={state.prefix}
        disabled={inactive}
        onChange={handlePrefix}
        sx={{
          font: 'inherit',
          color: 'inherit',
          bgcolor: 'transparent',
          border: 0,
          borderRadius: 1,
          py: 0.5,
          pr: 0.5,
          cursor: 'pointer',
        }}
      >
        {PHONE_PREFIXES.map((prefix) => (
          <option key={prefix} value={prefix}>
            {prefix}
          </option>
        ))}
      </Box>
    </InputAdornment>
  );

  return (
    <Box onBlur={handleBlur}>
      <WholeLabelTextField
        id={id}
        name={id}
        type="tel"
        fullWidth
        label={labelValue(label || undefined, hideLabel)}
        required={required}
        disabled={inactive}
        autoFocus={autofocus}
        placeholder={placeholder}
        value={state.national}
        error={(rawErrors?.length ?? 0) > 0}
        onChange={handleNational}
        onFocus={() => onFocus(id, value)}
        slotProps={{
          input: { startAdornment: prefixSelect },
          htmlInput: {
            ...inputA11yProps(id, rawErrors),
            'aria-label': hideLabel ? label : undefined,
            inputMode: 'tel',
            autoComplete: 'tel',
          },
        }}
      />
    </Box>
  );
}
