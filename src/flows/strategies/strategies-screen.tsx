import { Typography } from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChosenStrategy, callApi, profileStore } from '../../api';
import { draftStore } from '../shared/draft-store';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { pathTo } from '../shared/routes/routes';
import { ScreenLayout } from '../shared/screen-layout';
import { StrategyForm } from '../shared/strategy-picker/strategy-form';
import { useScreenSubmit } from '../shared/submit/use-screen-submit';
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
  const profile = useSyncExternalStore(profileStore.subscribe, profileStore.get);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(draftStore.get(DRAFT_ID)));
  const keep = (next: Draft) => {
    setDraft(next);
    draftStore.set(DRAFT_ID, { ...next });
  };

  const save = useScreenSubmit({
    send: (strategies: ChosenStrategy[]) =>
      callApi('saveStrategies', {
        body: { strategies: JSON.stringify(strategies), ...statementFields(draft.statements) },
      }),
    onAccepted: () => {
      profileStore.update({ referrer_url: REFERRER_URL.verificationStarted });
    },
    successToast: 'toasts.strategiesSaved',
    next: pathTo('start-verification'),
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
        onSubmit={save.submit}
        busy={save.busy}
        submitLabel="strategies.save"
      />
    </ScreenLayout>
  );
}
