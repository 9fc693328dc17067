import { TextField } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/**
 * A choice from a list as the browser's own select, in the MUI field's frame: the arrow keys change the choice
 * where it is (one edit per key), where MUI's list would open a menu first. Its options carry the values
 * themselves (RJSF's encode them by position).
 */
export function NativeSelectWidget({
  id,
  htmlName,
  label,
  value,
  options,
  disabled,
  readonly,
  rawErrors = [],
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const { enumOptions = [] } = options;
  const decode = (raw: string): unknown => enumOptions.find((option) => String(option.value) === raw)?.value;
  return (
    <TextField
      select
      id={id}
      name={htmlName || id}
      label={label}
      value={value === undefined || value === null ? '' : String(value)}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      onChange={(event) => onChange(decode(event.target.value))}
      onBlur={(event) => onBlur(id, decode(event.target.value))}
      onFocus={(event) => onFocus(id, decode(event.target.value))}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-describedby': ariaDescribedByIds(id), 'aria-invalid': rawErrors.length > 0 || undefined },
      }}
    >
      {enumOptions.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
