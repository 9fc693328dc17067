import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';

export interface SuitabilityAcknowledgementProps {
  id: string;
  heading: string;
  explanation: string;
  /** The acknowledgement, naming the riskier strategies (so a newly chosen one asks again). */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The message while it is shown. */
  error: string | undefined;
}

/**
 * The explicit acknowledgement a person gives to invest in strategies riskier than their risk profile
 * (MiFID II Art. 25(2), ESMA guidelines on suitability: the firm warns and does not simply let an unsuitable
 * choice through).
 */
export function SuitabilityAcknowledgement(props: SuitabilityAcknowledgementProps) {
  const { id, heading, explanation, label, checked, onChange, error } = props;
  const errorId = `${id}-error`;
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 2, borderColor: 'warning.main', borderRadius: 2, p: { xs: 2, sm: 3 }, my: 3 }}
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {heading}
      </Typography>
      <Typography gutterBottom>{explanation}</Typography>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', m: 0 }}
        control={
          <Checkbox
            id={id}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            required
            sx={{ mt: -1 }}
            slotProps={{
              input: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined },
            }}
          />
        }
        label={label}
      />
      {error && (
        <Typography id={errorId} color="error" sx={{ fontWeight: 600, mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
