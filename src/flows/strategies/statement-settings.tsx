import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../shared/strategy-picker/choice-group';
import { FrequencySelect } from '../shared/strategy-picker/frequency-select';
import {
  type DeliveryType,
  type SendType,
  type StatementSettingsValue,
  statementProblems,
} from './statement-settings-value';

export interface StatementSettingsProps {
  value: StatementSettingsValue;
  onChange: (value: StatementSettingsValue) => void;
  showErrors: boolean;
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Typography id={id} color="error" sx={{ fontWeight: 600 }}>
      {t(message)}
    </Typography>
  );
}

/**
 * How the account statements are sent (SPEC §3 "Statement settings"), asked beside the strategies because they
 * are saved with them. Plain MUI rather than a definition rendered by the engine's DefinitionForm: that form owns
 * its <form> and submit button, and these questions must share one submit, one error summary and one "focus the
 * first error" with the strategy picker. The delivery is asked only when statements are sent, the frequency
 * only for regular statements.
 */
export function StatementSettings({ value, onChange, showErrors }: StatementSettingsProps) {
  const { t } = useTranslation();
  const problems = showErrors ? statementProblems(value) : { count: 0 };
  const sendTypes: { value: SendType; label: string }[] = [
    { value: 'regular', label: t('strategies.statements.sendTypes.regular') },
    { value: 'one_time', label: t('strategies.statements.sendTypes.one_time') },
    { value: 'do_not_send', label: t('strategies.statements.sendTypes.do_not_send') },
  ];
  const deliveries: { value: DeliveryType; label: string }[] = [
    { value: 'email', label: t('strategies.statements.deliveryTypes.email') },
    { value: 'client_zone', label: t('strategies.statements.deliveryTypes.client_zone') },
  ];
  const errorId = (field: string) => `statements-${field}-error`;
  return (
    <Box component="section" aria-labelledby="statements-heading" sx={{ mt: 4 }}>
      <Typography id="statements-heading" component="h2" variant="h5" gutterBottom>
        {t('strategies.statements.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('strategies.statements.intro')}</Typography>
      <Stack spacing={2}>
        <div>
          <ChoiceGroup
            id="statements-send-type"
            legend={t('strategies.statements.sendType')}
            options={sendTypes}
            value={value.sendType}
            onChange={(sendType) => onChange({ ...value, sendType })}
            invalid={Boolean(problems.sendType)}
            describedBy={problems.sendType ? errorId('send-type') : undefined}
          />
          <ErrorText id={errorId('send-type')} message={problems.sendType} />
        </div>
        {value.sendType && value.sendType !== 'do_not_send' && (
          <div>
            <ChoiceGroup
              id="statements-delivery"
              legend={t('strategies.statements.deliveryType')}
              options={deliveries}
              value={value.deliveryType}
              onChange={(deliveryType) => onChange({ ...value, deliveryType })}
              invalid={Boolean(problems.deliveryType)}
              describedBy={problems.deliveryType ? errorId('delivery') : undefined}
            />
            <ErrorText id={errorId('delivery')} message={problems.deliveryType} />
          </div>
        )}
        {value.sendType === 'regular' && (
          <div>
            <FrequencySelect
              id="statements-frequency"
              label={t('strategies.statements.frequency')}
              value={value.frequency}
              onChange={(frequency) => onChange({ ...value, frequency })}
              invalid={Boolean(problems.frequency)}
              describedBy={problems.frequency ? errorId('frequency') : undefined}
            />
            <ErrorText id={errorId('frequency')} message={problems.frequency} />
          </div>
        )}
      </Stack>
    </Box>
  );
}
