import { labelValue } from '@rjsf/utils';
import type { EngineWidgetProps } from './types';

/** The MUI TextField props every text-like widget takes from RJSF's widget props: id, label, state and error. */
export function textFieldProps(props: EngineWidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, autofocus, placeholder, rawErrors } = props;
  return {
    id,
    name: id,
    fullWidth: true,
    label: labelValue(label || undefined, hideLabel),
    required,
    disabled: disabled || readonly,
    autoFocus: autofocus,
    placeholder,
    error: (rawErrors?.length ?? 0) > 0,
  } as const;
}
