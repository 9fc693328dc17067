import { Checkbox, FormControlLabel } from '@mui/material';
import { inputA11yProps } from './input-a11y-props';
import type { EngineWidgetProps } from './types';

export type ConsentWidgetProps = EngineWidgetProps;

/**
 * A consent to tick (`ui:widget: consent` on a boolean; required consents are `const: true` and required): a labelled
 * checkbox whose input carries the field's error (aria-invalid, described by the message the field template shows
 * right under it), so a screen reader reads the error with the tick.
 */
export function ConsentWidget(props: ConsentWidgetProps) {
  const { id, label, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  return (
    <FormControlLabel
      required={required}
      label={label}
      control={
        <Checkbox
          id={id}
          name={id}
          checked={value === true}
          disabled={disabled || readonly}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          slotProps={{ input: inputA11yProps(id, rawErrors) }}
        />
      }
    />
  );
}
