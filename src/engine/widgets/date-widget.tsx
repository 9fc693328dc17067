import { labelValue } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { inputA11yProps } from './input-a11y-props';
import { resolveDateBound } from '../values/resolve-date-bound';
import type { EngineWidgetProps } from './types';
import { WholeLabelTextField } from './whole-label-text-field';

export type DateWidgetProps = EngineWidgetProps;

/**
 * A date as the browser's own date input (the phone's date picker, typing by keyboard), storing `YYYY-MM-DD`.
 * `options.min` and `options.max` take an ISO date or `today`.
 */
export function DateWidget(props: DateWidgetProps) {
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
    options,
    onChange,
    onBlur,
    onFocus,
  } = props;
  return (
    <WholeLabelTextField
      id={id}
      name={id}
      type="date"
      fullWidth
      label={labelValue(label || undefined, hideLabel)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      value={typeof value === 'string' ? value : ''}
      error={(rawErrors?.length ?? 0) > 0}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(event.target.value === '' ? undefined : event.target.value)
      }
      onBlur={(event: FocusEvent<HTMLInputElement>) =>
        onBlur(id, event.target.value === '' ? undefined : event.target.value)
      }
      onFocus={() => onFocus(id, value)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          ...inputA11yProps(id, rawErrors),
          'aria-label': hideLabel ? label : undefined,
          min: resolveDateBound(options.min),
          max: resolveDateBound(options.max),
        },
      }}
    />
  );
}
