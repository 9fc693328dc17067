import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChosenStrategy, type Lang, type Strategy, useApiQuery } from '../../../api';
import { chosenStrategies } from './chosen-strategies';
import { riskierStrategies } from './riskier-strategies';
import { StrategyCard } from './strategy-card';
import { type StrategyChoice, type StrategyFormValue, choiceOf } from './strategy-form-value';
import { strategyProblems } from './strategy-problems';
import { SuitabilityAcknowledgement } from './suitability-acknowledgement';

export interface StrategyFormProps {
  value: StrategyFormValue;
  onChange: (value: StrategyFormValue) => void;
  /** The person's risk profile id from the questionnaire (null or undefined: not known). */
  personRiskProfileId: number | null | undefined;
  /** More questions on the same form (statement settings), after the strategies; told whether to show their errors. */
  extra?: (showErrors: boolean) => ReactNode;
  /** How many problems the extra questions have now; the form is not sent while there are any. */
  extraProblems?: number;
  /**
   * Called with the chosen strategies once everything is valid: the screen's submit (use-screen-submit.ts), which
   * sends one request per press however often the button is pressed.
   */
  onSubmit: (strategies: ChosenStrategy[]) => unknown;
  /** A submit is under way: the button is disabled and says so. */
  busy: boolean;
  /** i18n key of the submit button. */
  submitLabel: string;
}

const NONE_CHOSEN_ID = 'strategies-none-chosen';

/**
 * The provider's strategies to choose from (SPEC §3 "Strategies"), each toggled in or out and funded by a
 * regular or a one-time deposit, with the MiFID II suitability warning for riskier ones: one form for the
 * onboarding step and the existing client's new-strategy link. Errors show after the first save attempt,
 * next to what they concern; a failed save announces how many there are and focuses the first.
 */
export function StrategyForm(props: StrategyFormProps) {
  const { value, onChange, personRiskProfileId, extra, extraProblems = 0, onSubmit, busy, submitLabel } = props;
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'sk') as Lang;
  const strategies = useApiQuery('strategies', { lang });
  const riskProfiles = useApiQuery('riskProfiles');
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const list: readonly Strategy[] = strategies.data ?? [];
  const profileName = useMemo(() => {
    const names = new Map((riskProfiles.data ?? []).map((profile) => [profile.id, profile.name[lang]]));
    return (id: number) => names.get(id) ?? String(id);
  }, [riskProfiles.data, lang]);
  const riskier = riskierStrategies(list, value.chosen, personRiskProfileId);
  const problems = strategyProblems(value, list, riskier, lang);
  const count = problems.count + extraProblems;

  useEffect(() => {
    if (focusRequest === 0) return;
    // The first invalid field in reading order.
    document.getElementById('strategy-form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  if (strategies.isPending || riskProfiles.isPending) return <LinearProgress aria-label={t('strategies.loading')} />;
  if (strategies.isError || riskProfiles.isError) {
    return (
      <Box role="alert" sx={{ borderInlineStart: 4, borderColor: 'error.main', pl: 2, py: 1 }}>
        <Typography gutterBottom>{t('strategies.loadFailed')}</Typography>
        <Button
          variant="outlined"
          onClick={() => {
            void strategies.refetch();
            void riskProfiles.refetch();
          }}
        >
          {t('strategies.retry')}
        </Button>
      </Box>
    );
  }

  const toggle = (id: number, chosen: boolean) => {
    const others = value.chosen.filter((other) => other !== id);
    onChange({ ...value, chosen: chosen ? [...others, id] : others });
  };
  const changeChoice = (id: number, choice: StrategyChoice) =>
    onChange({ ...value, choices: { ...value.choices, [String(id)]: choice } });
  const acknowledge = (checked: boolean) => {
    const ids = riskier.map((strategy) => strategy.investment_strategy_id);
    onChange({ ...value, acknowledged: checked ? ids : value.acknowledged.filter((id) => !ids.includes(id)) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (count > 0) {
      setSubmitted(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    void onSubmit(chosenStrategies(value, list, lang));
  };

  const personProfile = personRiskProfileId ? profileName(personRiskProfileId) : undefined;
  const summary = submitted && count > 0 ? t('engine.errorSummary', { count }) : '';
  return (
    <Box component="form" id="strategy-form" noValidate onSubmit={submit}>
      {personProfile && (
        <Typography sx={{ mb: 2 }}>{t('strategies.yourProfile', { profile: personProfile })}</Typography>
      )}
      <Box component="section" aria-labelledby="strategies-heading">
        <Typography id="strategies-heading" component="h2" variant="h5" gutterBottom>
          {t('strategies.listHeading')}
        </Typography>
        {submitted && problems.noneChosen && (
          <Typography id={NONE_CHOSEN_ID} color="error" sx={{ fontWeight: 600, mb: 1 }}>
            {t(problems.noneChosen)}
          </Typography>
        )}
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {list.map((strategy) => {
            const id = strategy.investment_strategy_id;
            return (
              <StrategyCard
                key={id}
                strategy={strategy}
                profileName={profileName}
                personProfile={personProfile}
                chosen={value.chosen.includes(id)}
                choice={choiceOf(value, id)}
                onToggle={(chosen) => toggle(id, chosen)}
                onChoiceChange={(choice) => changeChoice(id, choice)}
                problem={submitted ? problems.byStrategy[id] : undefined}
                noneChosenId={submitted && problems.noneChosen ? NONE_CHOSEN_ID : undefined}
                riskier={riskier.includes(strategy)}
              />
            );
          })}
        </Box>
      </Box>
      {extra?.(submitted)}
      {riskier.length > 0 && (
        <SuitabilityAcknowledgement
          riskier={riskier}
          checked={!problems.acknowledgement}
          onChange={acknowledge}
          problem={submitted ? problems.acknowledgement : undefined}
        />
      )}
      <Box
        role="alert"
        aria-live="assertive"
        sx={summary ? { my: 2, color: 'error.main', fontWeight: 600 } : visuallyHidden}
      >
        {summary}
      </Box>
      <Stack direction="row" sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" size="large" disabled={busy} aria-busy={busy ? 'true' : undefined}>
          {t(busy ? 'engine.sending' : submitLabel)}
        </Button>
      </Stack>
    </Box>
  );
}
