import { WholeLabelTextField } from '../../widgets/whole-label-text-field';

export interface OptionSelectProps {
  id: string;
  label: string;
  /** The first, empty option's text ("choose …"). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  invalid: boolean;
  describedBy?: string;
}

/** One of a few options as a native select: the phone's own picker, read by every screen reader. */
export function OptionSelect(props: OptionSelectProps) {
  const { id, label, placeholder, options, value, onChange, invalid, describedBy } = props;
  return (
    <WholeLabelTextField
      id={id}
      select
      label={label}
      required
      error={invalid}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      sx={{ minWidth: { sm: '12rem' } }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy },
      }}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </WholeLabelTextField>
  );
}
