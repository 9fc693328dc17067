import { Typography } from '@mui/material';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefinitionData, EngineFormContext, EngineTheme } from '../../engine';
import { DefinitionsPending } from '../shared/definitions-runtime/definitions-pending';
import type { RuntimeDefinition } from '../shared/definitions-runtime/types';
import { draftStore } from '../shared/draft-store';
import { ScreenLayout } from '../shared/screen-layout';
import type { BundledStep } from './step-definition';
import { StepForm } from './step-form';
import { useStepDefinition } from './use-step-definition';
import { withAcceptedCode } from './with-accepted-code';

export interface ThemedStepScreenProps {
  /**
   * The step as bundled (bundledStep): shown in the publication store's version in effect when the screen opens, the
   * bundled one without a store (useStepDefinition); prepared with the screen's code (prepareStepAhead).
   */
  step: BundledStep;
  /** i18n keys of the success toast. */
  successTitle?: string;
  /**
   * Runs after the provider accepted the data, before moving on (e.g. to keep something the answer says).
   * A route it answers is where the person goes, instead of the definition's `next` (e.g. login resumes
   * where the answer says).
   */
  onAccepted?: (answer: unknown, data: DefinitionData) => string | void;
  /** Runs after a refused call, once its toast is shown (e.g. to explain a dead link in the page). */
  onRejected?: (error: unknown) => void;
  /**
   * The body to send instead of the valid form data (e.g. with a token the screen keeps outside the form).
   * May be async: it runs inside the submit, so what it throws is shown like a refused call.
   */
  onSubmitData?: (data: DefinitionData) => DefinitionData | Promise<DefinitionData>;
  /** i18n key of the submit button (default: continue). */
  submitLabel?: string;
  /** i18n key of the introduction instead of the definition's (e.g. the contracts step's on the intermediary path). */
  description?: string;
  /**
   * Keep what was typed in the session's drafts (default). False for forms holding secrets only for the
   * moment (login, a new password): their data lives while the screen does, never in the draft store.
   */
  keepDraft?: boolean;
  /**
   * Shown under the form, inside the screen's main region (links, a status line); a function is given the version
   * drawn, and is shown only once there is one.
   */
  children?: ReactNode | ((runtime: RuntimeDefinition) => ReactNode);
  /** Shown between the description and the form (e.g. documents to read before filling it in). */
  intro?: ReactNode;
  /**
   * Facts the screen knows and the definition's conditions read (e.g. `client_owner`: the account is a
   * child's), laid over the data: never typed by the person, never sent to the provider.
   */
  context?: DefinitionData;
  /**
   * The widgets and fields the definition is drawn with. Only they go into the screen's bundle: the strategy steps
   * draw with the strategy picker, not with every widget of the engine (phone, IBAN, birth number, files…).
   */
  theme: EngineTheme;
  /** What the theme's widgets need beyond the code request, files, countries and links (e.g. the strategy list). */
  formContext?: EngineFormContext;
  /**
   * Shown instead of the form while something the form needs is loading or could not be loaded (e.g. the strategy
   * list): the screen and its heading stay, so the heading keeps the focus it was given after the navigation.
   */
  pending?: ReactNode;
}

/**
 * A step as its definition says, in the version in effect when the screen opens (issue 21; StepForm draws and sends
 * it). Until that version is there a spinner stands in place of the form, under the screen's heading; if it cannot be
 * loaded, the fault message with a retry. What was typed lives here, above the version, so neither a retry nor a
 * version replacing a prerendered page's bundled form loses it (a password included, which no draft keeps).
 */
export function ThemedStepScreen(props: ThemedStepScreenProps) {
  const { step, keepDraft = true, intro, description, children } = props;
  const { t } = useTranslation();
  const shown = useStepDefinition(step);
  const [data, setData] = useState<DefinitionData>(() =>
    keepDraft ? withAcceptedCode(step.definition, draftStore.get(step.definition.id)) : {},
  );
  // The prerendered page's bundled form, before the manifest said which version is in effect.
  const [provisional] = useState(() => shown.status === 'ready' && !shown.confirmed);
  // A press on it was stopped because the version in effect is another one: the screen says so.
  const [replaced, setReplaced] = useState(false);
  // Where the person is: on a prerendered page, a field they went to before the app took the page over.
  const focusedField = useRef<string | undefined>(
    typeof document === 'undefined' ? undefined : document.activeElement?.id || undefined,
  );
  const runtime = shown.status === 'ready' ? shown.runtime : undefined;
  const definition = runtime?.definition ?? step.definition;
  const text = description ?? definition.description;

  return (
    <ScreenLayout title={t(definition.title)} description={text && t(text)} faq={definition.faq}>
      {intro}
      {replaced && (
        // Plain text, not an Alert: MUI's Alert and its icons would weigh on every step's route (npm run budgets).
        <Typography role="status" sx={{ mb: 2, fontWeight: 'bold' }}>
          {t('widgets.definitionUpdated')}
        </Typography>
      )}
      {shown.status === 'ready' ? (
        <StepForm
          key={shown.runtime.chosen.sha256}
          {...props}
          runtime={shown.runtime}
          confirmed={shown.confirmed}
          data={data}
          onData={setData}
          onReplaced={() => setReplaced(true)}
          refocusRef={focusedField}
        />
      ) : (
        <DefinitionsPending
          retry={shown.status === 'failed' ? shown.retry : undefined}
          failedText="widgets.definitionLoadFailed"
          focusRetry={provisional}
        />
      )}
      {/* a fragment of its own: a key the caller gives is not a sibling of the form's */}
      <>{typeof children === 'function' ? runtime && children(runtime) : children}</>
    </ScreenLayout>
  );
}
