import { type RefObject, startTransition, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EndpointName, type Lang, callApi, endpoints, loadUploads, publicUrl, useApiQuery } from '../../api';
import { declares } from '../../definition/schema/level-branches';
import {
  type Definition,
  DefinitionForm,
  type DefinitionData,
  withExplicitDefaults,
  createDefinitionValidator,
  type EngineFormContext,
} from '../../engine';
import { DefinitionsLoadFailed } from '../shared/definitions-runtime/definitions-load-failed';
import type { RuntimeDefinition } from '../shared/definitions-runtime/types';
import { draftStore } from '../shared/draft-store';
import { sessionFiles as files } from '../shared/session/session-files';
import { useFeedback } from '../shared/feedback-context';
import { nextStep } from '../shared/next-step';
import { requestBody } from '../shared/request-body';
import { useScreenSubmit } from '../shared/submit/use-screen-submit';
import { UploadProgress } from '../shared/upload/upload-progress';
import { isCancelled } from '../shared/upload/upload-tracker';
import { useUpload } from '../shared/upload/use-upload';
import { whenAnswering } from '../shared/when-answering';
import { requestCode, verifyCode } from './code-endpoints';
import { prepareStep, prepareStepsAhead } from './step-definition';
import type { ThemedStepScreenProps } from './themed-step-screen';

export interface StepFormProps extends ThemedStepScreenProps {
  /** The version drawn and named in the submission. */
  runtime: RuntimeDefinition;
  /** False while a prerendered page's bundled form waits for the manifest: a press then checks the version first. */
  confirmed: boolean;
  /** What was typed, kept by the screen (so a change of version on the screen keeps it), and its setter. */
  data: DefinitionData;
  onData: (data: DefinitionData) => void;
  /** A press stopped because the version shown gave way to the one in effect (the screen says so). */
  onReplaced: () => void;
  /** The id of the field that had the focus in the version this one replaces: it takes the focus again. */
  refocusRef: RefObject<string | undefined>;
}

function isEndpointName(name: string): name is EndpointName {
  return name in endpoints;
}

/**
 * The form of a step in one version of its definition: the code check before submit, the call in the definition's
 * encoding naming that version and its SHA-256 (issue 21), the success toast and the next step. A failed call shows
 * SPEC §8's toast, marks the field the provider named, and keeps everything typed.
 */
export function StepForm(props: StepFormProps) {
  const {
    step,
    runtime: { definition, validateFns, chosen },
    confirmed,
    data,
    onData,
    onReplaced,
    refocusRef,
    successTitle,
    onAccepted,
    onRejected,
    onSubmitData,
    submitLabel,
    keepDraft = true,
    context,
    theme,
    formContext: extraContext,
    pending,
  } = props;
  const { t, i18n } = useTranslation();
  const feedback = useFeedback();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // The definition's defaults on what was typed (kept by the screen across versions), the screen's facts over both.
  const shownData = useMemo(
    () => ({ ...withExplicitDefaults(definition.schema, data), ...context }),
    [definition.schema, data, context],
  );
  const lang = (i18n.resolvedLanguage ?? 'sk') as Lang;
  const validator = useMemo(
    () => createDefinitionValidator<DefinitionData>(validateFns, definition.schema),
    [validateFns, definition],
  );
  // Once per definition: the UI schema is written out to tell, and a return to the screen renders StepForm again.
  const needsCountries = useMemo(() => usesCountries(definition), [definition]);
  const countries = useApiQuery('countries', { lang }, needsCountries);
  const upload = useUpload<DefinitionData>();

  // A multipart step is sent by XMLHttpRequest, whose code is a chunk of its own (src/api/upload-request.ts, not in
  // the landing page's script): fetched once the person answers here, so "Continue" does not wait for it (a round
  // trip on a mobile network) before the upload even starts.
  const multipart = definition.submit?.encoding === 'multipart';
  useEffect(
    () => (multipart ? whenAnswering(() => void loadUploads().catch(() => undefined)) : undefined),
    [multipart],
  );

  const formContext = useMemo<EngineFormContext>(
    () => ({
      requestCode: (kind, target) =>
        requestCode(kind, target).catch((error: unknown) => {
          feedback.showError(error);
          throw error;
        }),
      files,
      countries: countries.data,
      // Documents a definition may link under a field (`ui:helpLink`), in the current language.
      links: { pepDefinition: publicUrl('pepDefinition', { lang }) },
      ...extraContext,
    }),
    [countries.data, feedback, lang, extraContext],
  );

  const submit = useScreenSubmit<DefinitionData, unknown>({
    send: async (values, press) => {
      // The next screen's definition, read anew while the provider answers, so the screen change waits for nothing.
      prepareStepsAhead();
      // A prerendered page's form before the manifest said which version is in effect: sent only if it is this one.
      if (!confirmed && (await prepareStep(step)).chosen.sha256 !== chosen.sha256) throw new DefinitionReplaced();
      const check = definition.codeCheck;
      if (check) {
        const verified = await verifyCode(
          check.kind,
          String(values[check.target] ?? ''),
          String(values[check.code] ?? ''),
        ).catch((error: unknown) => {
          throw new CodeRejected(check.code, error);
        });
        if (!verified) throw new CodeRejected(check.code);
      }
      const spec = definition.submit;
      if (!spec) return undefined;
      if (!isEndpointName(spec.endpoint)) throw new Error(`Unknown endpoint ${spec.endpoint} in ${definition.id}`);
      const { [check?.code ?? '']: _code, ...rest } = values;
      const payload = Object.fromEntries(Object.entries(rest).filter(([key]) => !(context && key in context)));
      // The exact definition the person saw (issue 21; src/sandbox/README.md, "Definitions a submission names").
      const body = {
        ...(onSubmitData ? await onSubmitData(payload) : payload),
        definition_version: chosen.version,
        definition_sha256: chosen.sha256,
      };
      // The uploads are idempotent at the provider: a retry of this press after a timeout or a cancel is not a second
      // upload. A multipart body reports its progress and can be cancelled.
      const encoded = requestBody(spec, body, files);
      return callApi(spec.endpoint, {
        body: encoded as never,
        idempotencyKey: press.idempotencyKey(spec.endpoint, body),
        ...(encoded instanceof FormData ? upload.track(encoded) : {}),
      });
    },
    onAccepted: (answer, values) => {
      // In a transition, as the router's navigation that follows is: both land in one render, in which the screen
      // left is hidden, so its upload panel goes when React is idle rather than in a render and a frame of their own
      // before the next screen (address and documents: 35 and 74 components unmounted after the answer, issue 24).
      startTransition(() => upload.settled(values));
      return onAccepted?.(answer, values);
    },
    successToast: successTitle,
    next: (_answer, values) => nextStep(definition.next, values),
    // A wrong code is explained at its field; a toast only when the provider's check itself failed.
    // A cancelled upload is explained beside its files, with the retry.
    // A definition that could not be loaded or was replaced is explained in place of the form or above it.
    toastOf: (error) =>
      error instanceof CodeRejected
        ? (error.cause ?? null)
        : isCancelled(error) || error instanceof DefinitionReplaced || error instanceof DefinitionsLoadFailed
          ? null
          : error,
    onRejected: (error, values, shown) => {
      upload.settled(values, error);
      if (error instanceof DefinitionReplaced) onReplaced();
      if (error instanceof DefinitionReplaced || error instanceof DefinitionsLoadFailed) return;
      if (error instanceof CodeRejected) {
        setServerErrors({ [error.field]: shown?.text ?? t('errors.wrongCode') });
        return;
      }
      const field = shown?.field;
      if (field && (field in values || declares(definition.schema, field))) setServerErrors({ [field]: shown.text });
      onRejected?.(error);
    },
  });

  const onChange = (next: DefinitionData) => {
    onData(next);
    if (keepDraft) draftStore.set(definition.id, next);
    if (Object.keys(serverErrors).length > 0) setServerErrors({});
    upload.dismiss();
  };

  // A version replacing another on the screen (a prerendered page taken over): the person's field keeps the focus.
  useLayoutEffect(() => {
    const id = refocusRef.current;
    if (id && (!document.activeElement || document.activeElement === document.body))
      document.getElementById(id)?.focus();
  }, [refocusRef]);

  return (
    pending ?? (
      <div
        onFocus={(event) => {
          refocusRef.current = event.target.id || undefined;
        }}
      >
        <DefinitionForm
          definition={definition}
          validator={validator}
          formData={shownData}
          onChange={onChange}
          onSubmit={(values) => void submit.submit(values)}
          theme={theme}
          formContext={formContext}
          busy={submit.busy}
          serverErrors={serverErrors}
          submitLabel={submitLabel}
        />
        <UploadProgress
          state={upload.state}
          onCancel={upload.cancel}
          onRetry={() => {
            const input = upload.retryInput();
            if (input) void submit.submit(input);
          }}
        />
      </div>
    )
  );
}

/** A wrong or expired code, reported on the code field. */
class CodeRejected extends Error {
  constructor(
    readonly field: string,
    override readonly cause?: unknown,
  ) {
    super('code rejected');
  }
}

/** The version shown was replaced by the one the manifest names (the screen says so): nothing was sent. */
class DefinitionReplaced extends Error {
  constructor() {
    super('definition replaced');
  }
}

function usesCountries(definition: Definition): boolean {
  return JSON.stringify(definition.uiSchema ?? {}).includes('"countrySelect"');
}
