import { Box, Button, Stack, Typography } from '@mui/material';
import { BusySpinner } from './busy-spinner';
import { labelValue } from '@rjsf/utils';
import { type ChangeEvent, type ClipboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeKind } from './form-context';
import { useFormValue } from './form-values';
import { inputA11yProps } from './input-a11y-props';
import { isCodeTargetValid } from '../values/is-code-target-valid';
import type { EngineWidgetProps } from './types';
import { useCooldown } from './use-cooldown';
import { WholeLabelTextField } from './whole-label-text-field';

export type CodeRequestWidgetProps = EngineWidgetProps;

const CODE_LENGTH = 6;
/** How long after a sent code another may be asked for (the signing screens' code buttons wait as long). */
export const RESEND_COOLDOWN_SECONDS = 60;
const KINDS: readonly CodeKind[] = ['email', 'sms', 'sign'];

const SEND_KEY: Record<CodeKind, string> = {
  email: 'widgets.code.sendEmail',
  sms: 'widgets.code.sendSms',
  sign: 'widgets.code.sendSign',
};
const SENT_KEY: Record<CodeKind, string> = {
  email: 'widgets.code.sentEmail',
  sms: 'widgets.code.sentSms',
  sign: 'widgets.code.sentSign',
};
const TARGET_NEEDED_KEY: Record<CodeKind, string> = {
  email: 'widgets.code.targetNeededEmail',
  sms: 'widgets.code.targetNeededSms',
  sign: 'widgets.code.targetNeededSign',
};

function codeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/**
 * Requests a code (e-mail, SMS or signing, `options.kind`) for the value of the field named in `options.target`
 * and collects it: a send button, enabled once the target is valid, then a 60-second resend cooldown and one
 * input for the six digits. The form context sends the code; checking it before continuing is the renderer's job.
 */
export function CodeRequestWidget(props: CodeRequestWidgetProps) {
  const {
    id,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
    rawErrors,
    value,
    options,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { t } = useTranslation();
  const context = props.registry.formContext;
  const kind = KINDS.find((candidate) => candidate === options.kind) ?? 'sms';
  const targetField = typeof options.target === 'string' ? options.target : undefined;
  const target = useFormValue(context.values, targetField);
  const targetValid = targetField === undefined || (context.isTargetValid ?? isCodeTargetValid)(kind, target);

  const [pending, setPending] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const { remaining, start } = useCooldown();
  const codeInput = useRef<HTMLInputElement | null>(null);

  // After each send the next thing to do is typing the code.
  useEffect(() => {
    if (sentCount > 0) codeInput.current?.focus();
  }, [sentCount]);

  const code = typeof value === 'string' ? value : '';
  const showCode = sentCount > 0 || code !== '';
  const inactive = disabled || readonly;
  const canSend = !inactive && !pending && remaining === 0 && targetValid && context.requestCode !== undefined;
  const hintId = `${id}__target-needed`;
  const statusId = `${id}__status`;

  // `pending` reaches `canSend` only at the next render; the ref stops a second press before that (one request).
  const sending = useRef(false);
  const send = async () => {
    if (sending.current || !canSend || !context.requestCode) return;
    sending.current = true;
    setPending(true);
    try {
      await context.requestCode(kind, typeof target === 'string' ? target.trim() : '');
      setAnnouncement(t(SENT_KEY[kind], { seconds: RESEND_COOLDOWN_SECONDS }));
      setSentCount((count) => count + 1);
      start(RESEND_COOLDOWN_SECONDS, () => setAnnouncement(t('widgets.code.resendReady')));
    } catch {
      // The app reports the failure (a toast); the button is simply usable again.
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  const emit = (digits: string) => onChange(digits === '' ? undefined : digits);
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // maxLength would cut "123 456" to "123 45" before the spaces could be dropped.
    event.preventDefault();
    emit(codeDigits(event.clipboardData.getData('text')));
  };

  const buttonText = pending
    ? t('widgets.code.sending')
    : remaining > 0
      ? t('widgets.code.resendIn', { seconds: remaining })
      : sentCount > 0
        ? t('widgets.code.sendAgain')
        : t(SEND_KEY[kind]);
  const invalid = (rawErrors?.length ?? 0) > 0;

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        // Before the code input exists, the button stands for the field (the renderer focuses a field by its id);
        // afterwards its id must not start with the field's, or a lookup by id prefix would find it before the input.
        id={showCode ? `send-code__${id}` : id}
        variant="outlined"
        disabled={!canSend}
        aria-busy={pending || undefined}
        onClick={() => void send()}
        startIcon={pending ? <BusySpinner size={16} aria-hidden /> : undefined}
        {...(showCode ? { 'aria-describedby': statusId } : inputA11yProps(id, rawErrors, hintId, statusId))}
        sx={{ maxWidth: '100%', whiteSpace: 'normal', textAlign: 'start' }}
      >
        {buttonText}
      </Button>
      {!inactive ? (
        // Its line is kept once the target is valid, only hidden: the consent and the buttons below must not jump up
        // under a finger or a pointer (on a prerendered page this happens as the app takes over a typed e-mail).
        <Typography
          id={targetValid ? undefined : hintId}
          aria-hidden={targetValid || undefined}
          variant="body2"
          color="text.secondary"
          sx={targetValid ? { visibility: 'hidden' } : undefined}
        >
          {t(TARGET_NEEDED_KEY[kind])}
        </Typography>
      ) : null}
      <Typography id={statusId} role="status" variant="body2" color="text.secondary">
        {announcement}
      </Typography>
      {showCode ? (
        <Box sx={{ width: '100%', maxWidth: '16rem' }}>
          <WholeLabelTextField
            id={id}
            name={id}
            fullWidth
            label={labelValue(label || undefined, hideLabel)}
            required={required}
            disabled={inactive}
            autoFocus={autofocus}
            placeholder={placeholder}
            value={code}
            error={invalid}
            inputRef={codeInput}
            onChange={(event: ChangeEvent<HTMLInputElement>) => emit(codeDigits(event.target.value))}
            onBlur={() => onBlur(id, code === '' ? undefined : code)}
            onFocus={() => onFocus(id, value)}
            slotProps={{
              htmlInput: {
                ...inputA11yProps(id, rawErrors),
                'aria-label': hideLabel ? label : undefined,
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                pattern: '[0-9]*',
                maxLength: CODE_LENGTH,
                onPaste: handlePaste,
              },
            }}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
