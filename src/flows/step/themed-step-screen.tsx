import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EndpointName, type Lang, callApi, endpoints, publicUrl, useApiQuery } from '../../api';
import { declares } from '../../definition/schema/level-branches';
import {
  type Definition,
  DefinitionForm,
  type DefinitionData,
  withExplicitDefaults,
  createDefinitionValidator,
  type EngineFormContext,
  type EngineTheme,
} from '../../engine';
import { draftStore } from '../shared/draft-store';
import { sessionFiles as files } from '../shared/session/session-files';
import { verifiedTargets } from '../shared/session/verified-targets';
import { useFeedback } from '../shared/feedback-context';
import { ScreenLayout } from '../shared/screen-layout';
import { nextStep } from '../shared/next-step';
import { requestBody } from '../shared/request-body';
import { useScreenSubmit } from '../shared/submit/use-screen-submit';
import { UploadProgress } from '../shared/upload/upload-progress';
import { isCancelled } from '../shared/upload/upload-tracker';
import { useUpload } from '../shared/upload/use-upload';
import { requestCode, verifyCode } from './code-endpoints';

export interface ThemedStepScreenProps {
  definition: Definition;
  /** The definition's precompiled validators (`virtual:definition-validators/<id>.js`). */
  validateFns: ValidatorFunctions;
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
  /** Shown under the form, inside the screen's main region (links, a status line). */
  children?: ReactNode;
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

function isEndpointName(name: string): name is EndpointName {
  return name in endpoints;
}

/**
 * A step as its definition says: the form, the code check before submit, the call in the definition's
 * encoding, the success toast, and the next step. A failed call shows SPEC §8's toast, marks the field the
 * provider named, and keeps everything typed.
 */
export function ThemedStepScreen(props: ThemedStepScreenProps) {
  const {
    definition,
    validateFns,
    successTitle,
    onAccepted,
    onRejected,
    onSubmitData,
    submitLabel,
    description,
    keepDraft = true,
    children,
    intro,
    context,
    theme,
    formContext: extraContext,
    pending,
  } = props;
  const { t, i18n } = useTranslation();
  const feedback = useFeedback();
  const [data, setData] = useState<DefinitionData>(() =>
    withExplicitDefaults(
      definition.schema,
      keepDraft ? withAcceptedCode(definition, draftStore.get(definition.id)) : {},
    ),
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const shownData = useMemo(() => (context ? { ...data, ...context } : data), [data, context]);
  const lang = (i18n.resolvedLanguage ?? 'sk') as Lang;
  const validator = useMemo(
    () => createDefinitionValidator<DefinitionData>(validateFns, definition.schema),
    [validateFns, definition],
  );
  const countries = useApiQuery('countries', { lang }, usesCountries(definition));
  const upload = useUpload<DefinitionData>();

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
      const body = onSubmitData ? await onSubmitData(payload) : payload;
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
      upload.settled(values);
      return onAccepted?.(answer, values);
    },
    successToast: successTitle,
    next: (_answer, values) => nextStep(definition.next, values),
    // A wrong code is explained at its field; a toast only when the provider's check itself failed.
    // A cancelled upload is explained beside its files, with the retry.
    toastOf: (error) => (error instanceof CodeRejected ? (error.cause ?? null) : isCancelled(error) ? null : error),
    onRejected: (error, values, shown) => {
      upload.settled(values, error);
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
    setData(next);
    if (keepDraft) draftStore.set(definition.id, next);
    if (Object.keys(serverErrors).length > 0) setServerErrors({});
    upload.dismiss();
  };

  const introduction = description ?? definition.description;
  return (
    <ScreenLayout title={t(definition.title)} description={introduction && t(introduction)} faq={definition.faq}>
      {intro}
      {pending ?? (
        <>
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
        </>
      )}
      {children}
    </ScreenLayout>
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

/** Drafts never hold a code; one this session accepted for the draft's target is shown filled in again. */
function withAcceptedCode(definition: Definition, draft: DefinitionData): DefinitionData {
  const check = definition.codeCheck;
  if (!check) return draft;
  const code = verifiedTargets.acceptedCode(check.kind, String(draft[check.target] ?? ''));
  return code ? { ...draft, [check.code]: code } : draft;
}

function usesCountries(definition: Definition): boolean {
  return JSON.stringify(definition.uiSchema ?? {}).includes('"countrySelect"');
}
