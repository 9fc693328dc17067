import { Alert, AlertTitle, Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Strategy } from '../../../api';
import { AmountField } from './amount-field';
import { ChoiceGroup } from './choice-group';
import { FrequencySelect } from './frequency-select';
import type { ChoiceProblem } from './strategy-problems';
import type { DepositKind, StrategyChoice } from './strategy-form-value';

export interface StrategyCardProps {
  strategy: Strategy;
  /** The name of a risk profile id in the current language. */
  profileName: (id: number) => string;
  /** The person's own risk profile name, when known (for the suitability warning). */
  personProfile: string | undefined;
  chosen: boolean;
  choice: StrategyChoice;
  onToggle: (chosen: boolean) => void;
  onChoiceChange: (choice: StrategyChoice) => void;
  /** Shown (after a save was tried): what is wrong with this strategy's entries. */
  problem: ChoiceProblem | undefined;
  /** The id of the "choose at least one" message while it is shown. */
  noneChosenId: string | undefined;
  /** Chosen and riskier than the person's risk profile (MiFID II suitability). */
  riskier: boolean;
}

/** One strategy: its terms, the switch that chooses it and, when chosen, how the person wants to invest in it. */
export function StrategyCard(props: StrategyCardProps) {
  const {
    strategy,
    profileName,
    personProfile,
    chosen,
    choice,
    onToggle,
    onChoiceChange,
    problem,
    noneChosenId,
    riskier,
  } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'sk';
  const id = `strategy-${strategy.investment_strategy_id}`;
  const errorId = `${id}-error`;
  const percent = (value: number) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
  const terms: [string, string][] = [
    [t('strategies.terms.riskProfile'), profileName(strategy.risk_profile_id)],
    [t('strategies.terms.feeType'), t(`strategies.feeTypes.${strategy.fee_type}`)],
    [t('strategies.terms.discount'), percent(strategy.discount_percent)],
    [t('strategies.terms.entryFee'), percent(strategy.entry_fee_percent)],
    [t('strategies.terms.horizon'), t('strategies.horizonYears', { count: strategy.investment_horizon_years })],
  ];
  const deposits: { value: DepositKind; label: string }[] = [
    { value: 'regular', label: t('strategies.deposits.regular') },
    { value: 'one_time', label: t('strategies.deposits.one_time') },
  ];
  const problemId = problem ? errorId : undefined;

  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: chosen ? 'primary.main' : 'divider',
        borderWidth: chosen ? 2 : 1,
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        mb: 2,
      }}
    >
      <FormControlLabel
        sx={{ alignItems: 'flex-start', m: 0 }}
        control={
          <Checkbox
            id={`${id}-choose`}
            checked={chosen}
            onChange={(event) => onToggle(event.target.checked)}
            sx={{ mt: -0.5 }}
            slotProps={{ input: { 'aria-invalid': noneChosenId ? true : undefined, 'aria-describedby': noneChosenId } }}
          />
        }
        label={
          <Typography component="span" variant="h6">
            {strategy.name}
          </Typography>
        }
      />
      <Typography sx={{ mt: 1 }}>{strategy.description}</Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 1,
          my: 2,
        }}
      >
        {terms.map(([term, value]) => (
          <div key={term}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
      {chosen && riskier && (
        // MiFID II Art. 25(2) and the ESMA suitability guidelines: a product riskier than the client's assessed
        // profile is not suitable; the client is told so, in words, before the order is placed.
        <Alert severity="warning" sx={{ mb: 2 }} id={`${id}-suitability`}>
          <AlertTitle>{t('strategies.suitability.title')}</AlertTitle>
          {t('strategies.suitability.text', {
            strategyProfile: profileName(strategy.risk_profile_id),
            profile: personProfile ?? '',
          })}
        </Alert>
      )}
      {chosen && (
        <Stack spacing={2}>
          <ChoiceGroup
            id={`${id}-deposit`}
            legend={t('strategies.depositLegend', { strategy: strategy.name })}
            options={deposits}
            value={choice.deposit}
            onChange={(deposit) => onChoiceChange({ ...choice, deposit })}
            invalid={Boolean(problem?.deposit)}
            describedBy={problem?.deposit ? problemId : undefined}
          />
          {choice.deposit && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
              <AmountField
                id={`${id}-amount`}
                label={t(choice.deposit === 'regular' ? 'strategies.amountRegular' : 'strategies.amountOneTime')}
                value={choice.amount}
                onChange={(amount) => onChoiceChange({ ...choice, amount })}
                invalid={Boolean(problem?.amount)}
                describedBy={problem?.amount ? problemId : undefined}
              />
              {choice.deposit === 'regular' && (
                <FrequencySelect
                  id={`${id}-frequency`}
                  label={t('strategies.frequency')}
                  value={choice.frequency}
                  onChange={(frequency) => onChoiceChange({ ...choice, frequency })}
                  invalid={Boolean(problem?.frequency)}
                  describedBy={problem?.frequency ? problemId : undefined}
                />
              )}
            </Stack>
          )}
          {problem && (
            <Typography id={errorId} color="error" sx={{ fontWeight: 600 }}>
              {t(problem.message)}
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
}
