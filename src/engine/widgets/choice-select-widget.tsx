import { TextField } from '@mui/material';
import { enumOptionValueDecoder, enumOptionValueEncoder, getOptionValueFormat } from '@rjsf/utils';
import { inputA11yProps } from './input-a11y-props';
import { LabelAbove } from './label-above';
import type { EngineWidgetProps } from './types';

export type ChoiceSelectWidgetProps = EngineWidgetProps;

/**
 * One of a question's answers (`oneOf`) in a native select: the phone's own picker, type-ahead on a keyboard,
 * read by every screen reader. Nothing is preselected; the empty first option says `ui:placeholder`.
 */
export function ChoiceSelectWidget(props: ChoiceSelectWidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, autofocus, rawErrors, value, options, placeholder } =
    props;
  const { onChange, onBlur, onFocus } = props;
  const enumOptions = options.enumOptions ?? [];
  const format = getOptionValueFormat(options);
  const index = enumOptions.findIndex((option) => option.value === value);
  const current = index >= 0 ? String(enumOptionValueEncoder(enumOptions[index]?.value, index, format)) : '';
  const decode = (raw: string) =>
    raw === '' ? undefined : enumOptionValueDecoder(raw, enumOptions, format, options.emptyValue);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const select = (
    <TextField
      id={id}
      select
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={invalid}
      value={current}
      onChange={(event) => onChange(decode(event.target.value))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      sx={{ minWidth: { sm: '16rem' }, alignSelf: 'flex-start' }}
      slotProps={{
        select: { native: true },
        htmlInput: { ...inputA11yProps(id, rawErrors), 'aria-label': hideLabel ? label : undefined },
      }}
    >
      <option value="">{placeholder}</option>
      {enumOptions.map((option, position) => (
        <option key={String(option.value)} value={String(enumOptionValueEncoder(option.value, position, format))}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
  if (hideLabel || !label) return select;
  return (
    <LabelAbove htmlFor={id} label={label} required={required} error={invalid}>
      {select}
    </LabelAbove>
  );
}
