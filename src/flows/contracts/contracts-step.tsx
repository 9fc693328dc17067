import { useMemo, useState, useSyncExternalStore } from 'react';
import { profileStore } from '../../api';
import { type DefinitionData, type EngineFormContext, contractsTheme } from '../../engine';
import { type MissingStep, missingStepOf } from '../shared/missing-step-link';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import type { RuntimeDefinition } from '../shared/definitions-runtime/types';
import type { BundledStep } from '../step/step-definition';
import { ThemedStepScreen } from '../step/themed-step-screen';
import { ContractsFinish } from './contracts-finish';
import { isSignedInDraft } from './is-signed-in-draft';
import { useContractSigning } from './use-contract-signing';
import { useDocumentList } from './use-document-list';

/** What the contracts definition's fields need of the app: the provider's signing calls and document lists. */
const FORM_CONTEXT: EngineFormContext = { signing: { usePress: useContractSigning }, useDocumentList };

/** The body of onboarding/contract: what the person agreed to (the definition's consents), for the provider. */
function contractBody(data: DefinitionData): DefinitionData {
  const consents = data.consents;
  return typeof consents === 'object' && consents !== null ? { ...(consents as DefinitionData) } : {};
}

/**
 * Step 7 (SPEC §2, §5, §7, §8), as the contracts definition says (schemas/steps/contracts.json): the contract
 * documents, the required consents, each agreement signed with its own SMS code (the agent's only on the
 * intermediary path), then onboarding/contract with the consents, once the last agreement is signed, and the
 * thank-you page. Consents and signatures stay in the session's drafts, so leaving the page and coming back (or a
 * refused contract call) never asks for a signature twice; a refused contract call is completed by the finish button.
 */
export function ContractsStep({ step }: { step: BundledStep }) {
  // The one fact it shows, not the whole profile: the step's answer raises the profile's referrer_url, which would
  // render this whole screen again, synchronously, before the navigation to the thank-you page (issue 24).
  const intermediary = useSyncExternalStore(profileStore.subscribe, () => profileStore.get()?.intermediary === true);
  const context = useMemo(() => ({ intermediary }), [intermediary]);
  const [sending, setSending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [failed, setFailed] = useState(false);
  // A step the provider wants first (409): the page offers the way there.
  const [missingStep, setMissingStep] = useState<MissingStep>();

  return (
    <ThemedStepScreen
      step={step}
      theme={contractsTheme}
      context={context}
      formContext={FORM_CONTEXT}
      description={intermediary ? 'contracts.introIntermediary' : undefined}
      successTitle="toasts.agreementsSigned"
      onSubmitData={(data) => {
        setAttempted(true);
        setSending(true);
        setFailed(false);
        setMissingStep(undefined);
        return contractBody(data);
      }}
      onAccepted={() => {
        profileStore.update({ referrer_url: REFERRER_URL.contracts });
      }}
      onRejected={(error) => {
        setSending(false);
        setFailed(true);
        setMissingStep(missingStepOf(error));
      }}
    >
      {(runtime: RuntimeDefinition) => (
        <Completion
          key={runtime.chosen.sha256}
          runtime={runtime}
          context={context}
          attempted={attempted}
          busy={sending}
          failed={failed}
          missingStep={missingStep}
        />
      )}
    </ThemedStepScreen>
  );
}

interface CompletionProps {
  runtime: RuntimeDefinition;
  context: DefinitionData;
  attempted: boolean;
  busy: boolean;
  failed: boolean;
  missingStep?: MissingStep;
}

/** The finish button once the contract call was tried, or at once when everything was signed before. */
function Completion({ runtime, context, attempted, busy, failed, missingStep }: CompletionProps) {
  // Everything was signed before (a refused contract call, then a reload or a way to a missing step and back), by the
  // version shown.
  const [signedBefore] = useState(() => isSignedInDraft(runtime, context));
  if (!attempted && !signedBefore) return null;
  return <ContractsFinish definitionId={runtime.definition.id} busy={busy} failed={failed} missingStep={missingStep} />;
}
