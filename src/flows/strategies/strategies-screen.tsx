import validateFns from 'virtual:definition-validators/strategies.js';
import { identity } from 'virtual:bundled-definition-hashes/strategies.js';
import { useSyncExternalStore } from 'react';
import definition from '../../../schemas/steps/strategies.json';
import { profileStore } from '../../api';
import { type DefinitionData, strategiesTheme } from '../../engine';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { chosenStrategies } from '../shared/strategy-picker/chosen-strategies';
import { StrategyListStatus } from '../shared/strategy-picker/strategy-list-status';
import { useStrategyPicker } from '../shared/strategy-picker/use-strategy-picker';
import { ThemedStepScreen } from '../step/themed-step-screen';
import { bundledStep, prepareStepAhead } from '../step/step-definition';
import { statementFields } from './statement-fields';

/** The body of save-strategies: the chosen strategies (form field `strategies`) and the statement settings. */
function saveBody(data: DefinitionData): DefinitionData {
  return { strategies: chosenStrategies(data.strategies), ...statementFields(data.statements) };
}

const STEP = bundledStep(definition, validateFns, identity);

// The step's definition in effect is fetched with the screen's code, also when that is fetched ahead (next-screens.ts).
prepareStepAhead(STEP);

/**
 * Step 5 (SPEC §3 "Strategies", "Statement settings"; §4 step 6), as its definition says: the provider's strategies
 * in the strategy picker with the deposits and the suitability acknowledgement, and the statement settings, saved in
 * one call; then the identity verification. What was entered stays in the session's drafts.
 */
export default function StrategiesScreen() {
  // The risk profile only, not the whole profile: the step's answer raises the profile's referrer_url, which would
  // render this whole screen again, synchronously, before the navigation to the next (issue 24).
  const riskProfile = useSyncExternalStore(profileStore.subscribe, () => profileStore.get()?.risk_profile_id);
  const picker = useStrategyPicker(riskProfile);
  return (
    <ThemedStepScreen
      step={STEP}
      theme={strategiesTheme}
      formContext={picker.formContext}
      pending={picker.formContext ? undefined : <StrategyListStatus picker={picker} />}
      successTitle="toasts.strategiesSaved"
      submitLabel="strategies.save"
      onSubmitData={saveBody}
      onAccepted={() => {
        profileStore.update({ referrer_url: REFERRER_URL.verificationStarted });
      }}
    />
  );
}
