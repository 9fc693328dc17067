import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Frequency } from '../../../api';
import { FREQUENCIES } from './strategy-form-value';

export interface FrequencySelectProps {
  id: string;
  label: string;
  value: Frequency | undefined;
  onChange: (value: Frequency | undefined) => void;
  invalid: boolean;
  describedBy?: string;
}

/** Monthly, quarterly, semiannually or yearly (SPEC §3, §9), as a native select: the phone's own picker, read by every
 * screen reader. */
export function FrequencySelect({ id, label, value, onChange, invalid, describedBy }: FrequencySelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      select
      label={label}
      required
      error={invalid}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : (event.target.value as Frequency))}
      sx={{ minWidth: { sm: '12rem' } }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy },
      }}
    >
      <option value="">{t('strategies.chooseFrequency')}</option>
      {FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency}>
          {t(`strategies.frequencies.${frequency}`)}
        </option>
      ))}
    </TextField>
  );
}
