import { Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type ChosenStrategy, callApi, profileStore } from '../../api';
import { draftStore } from '../shared/draft-store';
import { useFeedback } from '../shared/feedback-context';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { pathTo } from '../shared/routes/routes';
import { ScreenLayout } from '../shared/screen-layout';
import { StrategyForm } from '../shared/strategy-picker/strategy-form';
import { type StrategyFormValue, strategyFormValueFrom } from '../shared/strategy-picker/strategy-form-value';
import { StatementSettings } from './statement-settings';
import { type StatementSettingsValue, statementFields, statementProblems } from './statement-settings-value';

const DRAFT_ID = 'investment-strategy';
const FAQ = ['strategies', 'suitability'];

interface Draft {
  strategies: StrategyFormValue;
  statements: StatementSettingsValue;
}

function draftFrom(saved: Record<string, unknown>): Draft {
  const statements =
    saved.statements && typeof saved.statements === 'object' ? (saved.statements as StatementSettingsValue) : {};
  return { strategies: strategyFormValueFrom(saved.strategies), statements };
}

/**
 * Step 5 (SPEC §3 "Strategies", "Statement settings"; §4 step 6): the chosen strategies with their deposits and
 * the statement settings, saved in one call (form field `strategies` plus the settings' fields); then the
 * identity verification. What was entered stays in the session's drafts when going back and forward.
 */
export default function StrategiesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const profile = useSyncExternalStore(profileStore.subscribe, profileStore.get);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(draftStore.get(DRAFT_ID)));
  const keep = (next: Draft) => {
    setDraft(next);
    draftStore.set(DRAFT_ID, { ...next });
  };

  const save = useMutation({
    mutationKey: ['save-strategies'],
    mutationFn: (strategies: ChosenStrategy[]) =>
      callApi('saveStrategies', {
        body: { strategies: JSON.stringify(strategies), ...statementFields(draft.statements) },
      }),
    onSuccess: () => {
      profileStore.update({ referrer_url: REFERRER_URL.verificationStarted });
      feedback.showSuccess('toasts.strategiesSaved');
      void navigate(pathTo('start-verification'));
    },
    // SPEC §8's toast; everything entered stays on the screen.
    onError: (error) => feedback.showError(error),
  });

  return (
    <ScreenLayout title={t('strategies.title')} faq={FAQ}>
      <Typography sx={{ mb: 2 }}>{t('strategies.intro')}</Typography>
      <StrategyForm
        value={draft.strategies}
        onChange={(strategies) => keep({ ...draft, strategies })}
        personRiskProfileId={profile?.risk_profile_id}
        extra={(showErrors) => (
          <StatementSettings
            value={draft.statements}
            onChange={(statements) => keep({ ...draft, statements })}
            showErrors={showErrors}
          />
        )}
        extraProblems={statementProblems(draft.statements).count}
        // Its failure is shown by onError; the form only waits for the call to settle.
        onSubmit={(strategies) => save.mutateAsync(strategies).catch(() => undefined)}
        busy={save.isPending}
        submitLabel="strategies.save"
      />
    </ScreenLayout>
  );
}
