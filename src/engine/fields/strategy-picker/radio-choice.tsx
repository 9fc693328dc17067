import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { ReactNode } from 'react';

export interface RadioChoiceProps {
  id: string;
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
  invalid: boolean;
  /** Ids of the texts describing the choice (its error message). */
  describedBy?: string;
}

/**
 * One answer out of a few: radio buttons in a fieldset whose legend is the question (and names the radio group),
 * nothing preselected, the arrow keys moving between them as native radios do; invalid ones point at their error.
 */
export function RadioChoice({ id, legend, options, value, onChange, invalid, describedBy }: RadioChoiceProps) {
  const legendId = `${id}-legend`;
  return (
    <FormControl component="fieldset" id={id} required error={invalid}>
      <FormLabel id={legendId} component="legend">
        {legend}
      </FormLabel>
      {/* Named by the question too: some screen readers lose the legend once a radiogroup sits between it
          and the answers. */}
      <RadioGroup
        row
        name={id}
        aria-labelledby={legendId}
        value={value ?? ''}
        onChange={(_event, next) => onChange(next)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={
              <Radio
                id={`${id}-${option.value}`}
                slotProps={{ input: { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy } }}
              />
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
