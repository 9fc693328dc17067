import { Box, Button, Stack } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { FormProps, IChangeEvent } from '@rjsf/core';
import type Form from '@rjsf/core';
import { Form as MuiForm } from '@rjsf/mui';
import {
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type ValidatorType,
  getSubmitButtonOptions,
} from '@rjsf/utils';
import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type CheckName, type CrossCheck, localToday } from '../checks';
import type { Definition } from '../definition/types';
import type { EngineTheme } from '../theme/types';
import type { EngineFormContext } from '../widgets/form-context';
import { FormValues } from '../widgets/form-values';
import { PendingChanges } from '../widgets/pending-changes';
import { type DefinitionData, withValueAt } from './definition-data';
import { cachedErrorTranslator, propertyPath } from './error-messages';
import { afterPointerRelease, watchPointerPress } from './pointer-press';
import { translateUiSchema } from './translate-ui-schema';
import { useHeldWhilePressed } from './use-held-while-pressed';
import {
  ID_PREFIX,
  ID_SEPARATOR,
  definitionFormId,
  errorSchemaOf,
  fieldId,
  pathOfFieldId,
  visibleErrors,
} from './visible-errors';

export interface DefinitionFormProps {
  definition: Definition;
  /** The definition's precompiled validator (see src/engine/validation). */
  validator: ValidatorType<DefinitionData>;
  /** Controlled: the caller keeps the data, so it survives language switches, maintenance and going back. */
  formData: DefinitionData;
  onChange: (data: DefinitionData) => void;
  /** Called with valid data only, without answers to parts that are hidden. */
  onSubmit: (data: DefinitionData) => void;
  /** The widgets, templates, formats and checks the definition is drawn and checked with (engineTheme or another). */
  theme: EngineTheme;
  /** What the theme's widgets need of the app (the code request, the file store, the country list…). */
  formContext?: EngineFormContext;
  /** i18n key of the continue button. */
  submitLabel?: string;
  /** While a submit is under way: the button is disabled and says so. */
  busy?: boolean;
  /** Errors the provider reported for fields (data path -> translated message), e.g. 409 on the birth number. */
  serverErrors?: Readonly<Record<string, string>>;
  /** More actions beside continue (e.g. back). */
  actions?: ReactNode;
  /** A form that edits as one types (the studio's editors): no continue button, nothing to submit. */
  withoutSubmit?: boolean;
  /**
   * The first part of every field id (`field` by default: `field__email`), for a page that shows one definition
   * more than once (the studio's previews in three languages): ids must stay unique, or a label names another
   * form's field. No `__` in it.
   */
  idPrefix?: string;
}

/**
 * Renders any step or questionnaire definition with RJSF and the MUI theme. Texts come translated through
 * the UI schema; errors show once a field has been left or after continue; a failed continue focuses the
 * first invalid field and announces how many need attention.
 */
export function DefinitionForm(props: DefinitionFormProps) {
  const {
    definition,
    validator,
    formData,
    onChange,
    onSubmit,
    theme,
    formContext,
    busy,
    serverErrors,
    actions,
    withoutSubmit,
    idPrefix = ID_PREFIX,
  } = props;
  const { t } = useTranslation();
  const formRef = useRef<Form<DefinitionData>>(null);
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const schema = definition.schema as RJSFSchema;
  const uiSchema = useMemo(() => translateUiSchema(definition.schema, definition.uiSchema, t), [definition, t]);

  const transformErrors = useMemo<ErrorTransformer<DefinitionData>>(
    () => cachedErrorTranslator(definition.uiSchema, t),
    [definition, t],
  );
  const customValidate = useCallback<CustomValidator<DefinitionData>>(
    (data, errors) => {
      const today = localToday();
      for (const rule of definition.checks ?? []) {
        const check = theme.checks[rule.check as CheckName] as CrossCheck | undefined;
        const value = data?.[rule.field];
        const others = (rule.with ?? []).map((name) => data?.[name]);
        const fieldErrors = (errors as unknown as Record<string, { addError: (message: string) => void } | undefined>)[
          rule.field
        ];
        if (check && fieldErrors && !check(value, others, today)) fieldErrors.addError(t(rule.message));
      }
      return errors;
    },
    [definition, t, theme],
  );

  const validate = useCallback(
    // Without cross-field checks no custom validation at all: RJSF would work out the whole form's defaults for it.
    (data: DefinitionData) =>
      validator.validateFormData(
        data,
        schema,
        definition.checks?.length ? customValidate : undefined,
        transformErrors,
        uiSchema,
      ).errors,
    [validator, schema, definition, customValidate, transformErrors, uiSchema],
  );
  const errors = useMemo<RJSFValidationError[]>(() => validate(formData), [validate, formData]);
  const shown = useMemo(() => {
    const fromServer = Object.entries(serverErrors ?? {}).map(([path, message]) => ({
      property: `.${path}`,
      message,
      stack: message,
    }));
    return [...visibleErrors(errors, left, submitted), ...fromServer];
  }, [errors, left, submitted, serverErrors]);
  // The same object while the shown errors stay the same: RJSF merges `extraErrors` again whenever it is a new one.
  const shownKey = useMemo(
    () => JSON.stringify(shown.map(({ property, message }) => ({ property, message }))),
    [shown],
  );
  // What a press changes (a field's text handed over as it is left) shows once the pointer is released: the content
  // must not move under the pointer between the press and the click.
  const onScreenKey = useHeldWhilePressed(shownKey);
  const extraErrors = useMemo(
    () => errorSchemaOf<DefinitionData>(JSON.parse(onScreenKey) as RJSFValidationError[]),
    [onScreenKey],
  );
  // Widgets read other fields through a store in the context (the code request reads its e-mail or phone), so
  // the context stays the same object while the data changes: with the data in it, every field re-renders.
  const [values] = useState(() => new FormValues(formData));
  useLayoutEffect(() => values.set(formData), [values, formData]);
  const [pending] = useState(() => new PendingChanges());
  // Leaving the screen (back, a link) while a change still waits in a transition: the form goes away before it
  // would hear of it, so the caller is told here, with the waiting changes applied (drafts keep what was typed).
  // The caller's submit too, for a field's submit (submitWhenValid) through the context, which stays the same object.
  const latest = useRef({ formData, onChange, onSubmit });
  useLayoutEffect(() => {
    latest.current = { formData, onChange, onSubmit };
  });
  // The fields' own checks and submit (a signature checks the consents first, the last one sends the form): through
  // refs, so the context stays the same object while the data changes.
  const [focusPaths, setFocusPaths] = useState<{ paths: readonly string[] }>();
  const validateRef = useRef(validate);
  useLayoutEffect(() => {
    validateRef.current = validate;
  });
  const context = useMemo<EngineFormContext>(
    () => ({
      ...formContext,
      values,
      pending,
      checkFields: (paths) => {
        const within = (path: string) => paths.some((part) => path === part || path.startsWith(`${part}.`));
        const found = validateRef
          .current(latest.current.formData)
          .map((error) => propertyPath(error.property))
          .filter(within);
        if (found.length === 0) return true;
        setLeft((before) => new Set([...before, ...found]));
        setFocusPaths({ paths: found });
        return false;
      },
      // With the field's change applied here, not after its render: the request leaves as the change is made, and the
      // screen says so (an agreement signed) while the provider answers (issue 24: the contract waited for a render of
      // the signed section, 20 to 40 ms at normal speed).
      submitWhenValid: ({ path, value }) => {
        const data = withValueAt(pending.applyTo(latest.current.formData), path, value);
        if (validateRef.current(data).length > 0) return;
        latest.current.onSubmit(formRef.current?.omitExtraData(data) ?? data);
      },
    }),
    [formContext, values, pending],
  );
  useLayoutEffect(
    () => () => {
      if (pending.anyWaiting()) latest.current.onChange(pending.applyTo(latest.current.formData));
    },
    [pending],
  );

  const formElementId = definitionFormId(definition.id, idPrefix);
  useEffect(() => {
    if (!focusPaths) return;
    // The first in reading order of the fields checkFields found wanting.
    const form = document.getElementById(formElementId);
    const inputs = focusPaths.paths.flatMap((path) => {
      const input = form?.querySelector<HTMLElement>(
        `[id^="${fieldId(path, idPrefix)}"]:is(input, select, textarea, button)`,
      );
      return input ? [input] : [];
    });
    inputs.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    inputs[0]?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per check, keyed on the request alone
  }, [focusPaths]);
  useEffect(() => {
    if (focusRequest === 0) return;
    // The first invalid field in reading order, whatever order the validator listed the errors in.
    const form = document.getElementById(formElementId);
    const firstInvalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const first = errors[0];
    const byError =
      first &&
      form?.querySelector<HTMLElement>(
        `[id^="${fieldId(first.property?.replace(/^\./, '') ?? '', idPrefix)}"]:is(input, select, textarea, button)`,
      );
    (firstInvalid ?? byError)?.focus();
    // Focus only once per failed continue, not whenever the errors change afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately keyed on the request alone
  }, [focusRequest]);

  // Reported at once, in the commit of the change (fields hand their changes to RJSF in transitions, see
  // useTransitionChange): the caller's data then never lags behind the form's own, which RJSF would take for new
  // data from the caller and replace its newer state with.
  const handleChange = useCallback((event: IChangeEvent<DefinitionData>) => onChange(event.formData ?? {}), [onChange]);
  useEffect(() => watchPointerPress(), []);
  // A field left by pressing on something below it (an answer, a link) shows its message once the pointer is
  // released: appearing on the press, it would push that target away before the release and the click would miss.
  const handleBlur = useCallback((id: string) => {
    const path = pathOfFieldId(id);
    afterPointerRelease(() => setLeft((before) => (before.has(path) ? before : new Set(before).add(path))));
  }, []);
  // The form's submit is taken here, before RJSF's: RJSF commits a render of the whole form (its state after a
  // submit) and calls onSubmit only then, so the provider's request waited for that render (issue 24). Every change
  // still waiting in a transition reaches the form first; RJSF's state then holds what its own submit would send.
  const submitCapture = (event: FormEvent) => {
    pending.flushAll();
    if (!(event.target instanceof HTMLFormElement) || event.target.id !== formElementId) return;
    event.preventDefault();
    event.stopPropagation();
    const data = formRef.current?.state.formData ?? latest.current.formData;
    // Validated here, not taken from the last render: that render may not hold the latest keystroke yet.
    if (validate(data).length > 0) {
      setSubmitted(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    onSubmit(formRef.current?.omitExtraData(data) ?? data);
  };

  const summary = submitted && errors.length > 0 ? t('engine.errorSummary', { count: errors.length }) : '';
  const formProps: FormProps<DefinitionData, RJSFSchema, EngineFormContext> = {
    schema,
    uiSchema,
    validator,
    formData,
    widgets: theme.widgets,
    ...(theme.fields && { fields: theme.fields }),
    templates: theme.templates,
    formContext: context,
    extraErrors,
    id: formElementId,
    idPrefix,
    idSeparator: ID_SEPARATOR,
    // Nothing is pre-answered: not a choice's first `const` option, nor "no" for a required yes/no question.
    // Explicit `default`s of a definition are applied by the caller (withExplicitDefaults).
    experimental_defaultFormStateBehavior: { constAsDefaults: 'never', emptyObjectFields: 'skipDefaults' },
    noValidate: true,
    noHtml5Validate: true,
    showErrorList: false,
    onChange: handleChange,
    onBlur: handleBlur,
  };

  return (
    <Box onSubmitCapture={submitCapture}>
      <MuiForm ref={formRef} {...formProps}>
        <Box
          role="alert"
          aria-live="assertive"
          sx={summary ? { my: 2, color: 'error.main', fontWeight: 600 } : visuallyHidden}
        >
          {summary}
        </Box>
        {!withoutSubmit && !getSubmitButtonOptions(uiSchema).norender && (
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
            {actions}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              aria-busy={busy ? 'true' : undefined}
              // Keeps the focused field from blurring on mouse down: its errors would appear, push the button down,
              // and the click would land beside it. The submit shows every error anyway.
              onMouseDown={(event) => event.preventDefault()}
            >
              {t(busy ? 'engine.sending' : (props.submitLabel ?? 'engine.continue'))}
            </Button>
          </Stack>
        )}
      </MuiForm>
    </Box>
  );
}
