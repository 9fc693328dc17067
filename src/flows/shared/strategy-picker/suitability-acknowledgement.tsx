import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Strategy } from '../../../api';

export interface SuitabilityAcknowledgementProps {
  riskier: readonly Strategy[];
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** i18n key of the message while it is shown. */
  problem: string | undefined;
}

/**
 * The explicit acknowledgement a person gives to invest in strategies riskier than their risk profile
 * (MiFID II Art. 25(2), ESMA guidelines on suitability: the firm warns and does not simply let an unsuitable
 * choice through). It names the strategies, so a newly chosen one asks again.
 */
export function SuitabilityAcknowledgement({ riskier, checked, onChange, problem }: SuitabilityAcknowledgementProps) {
  const { t, i18n } = useTranslation();
  const names = new Intl.ListFormat(i18n.resolvedLanguage ?? 'sk', { type: 'conjunction' }).format(
    riskier.map((s) => s.name),
  );
  const errorId = 'suitability-acknowledgement-error';
  return (
    <Box
      component="section"
      aria-labelledby="suitability-heading"
      sx={{ border: 2, borderColor: 'warning.main', borderRadius: 2, p: { xs: 2, sm: 3 }, my: 3 }}
    >
      <Typography id="suitability-heading" component="h2" variant="h6" gutterBottom>
        {t('strategies.suitability.heading')}
      </Typography>
      <Typography gutterBottom>{t('strategies.suitability.explanation')}</Typography>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', m: 0 }}
        control={
          <Checkbox
            id="suitability-acknowledgement"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            required
            sx={{ mt: -1 }}
            slotProps={{
              input: { 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? errorId : undefined },
            }}
          />
        }
        label={t('strategies.suitability.acknowledge', { count: riskier.length, strategies: names })}
      />
      {problem && (
        <Typography id={errorId} color="error" sx={{ fontWeight: 600, mt: 1 }}>
          {t(problem)}
        </Typography>
      )}
    </Box>
  );
}
