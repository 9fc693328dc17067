import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';

interface ConsentCheckboxProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown under the checkbox and joined to it (aria-describedby), while the consent is missing. */
  error?: string;
}

/** A required consent: a labelled checkbox with its error right below it. */
export function ConsentCheckbox({ id, label, checked, onChange, error }: ConsentCheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <FormControl error={error !== undefined} required sx={{ display: 'flex', mb: 1 }}>
      <FormControlLabel
        required
        label={label}
        control={
          <Checkbox
            id={id}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                'aria-invalid': error !== undefined || undefined,
                'aria-describedby': error !== undefined ? errorId : undefined,
              },
            }}
          />
        }
      />
      {error !== undefined && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
