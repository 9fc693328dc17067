import { Box, Button, Stack, Typography } from '@mui/material';
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEND_COOLDOWN_SECONDS } from '../../widgets/code-request-widget';
import { useCooldown } from '../../widgets/use-cooldown';
import { WholeLabelTextField } from '../../widgets/whole-label-text-field';
import type { SignCodeChannel, SigningPress, SignWithCodeTexts } from './signing-context';

const CODE_LENGTH = 6;

export interface SignWithCodeControlsProps {
  /** Unique on the page: prefixes the element ids. */
  id: string;
  channels: readonly SignCodeChannel[];
  /** The app's requests (send a code, check it). */
  press: SigningPress;
  onSigned: () => void;
  /** Asked before any request; false stops it (the caller shows why, e.g. a required consent). */
  mayProceed?: () => boolean;
  /**
   * Id of the element that names what is signed (a section heading): it completes the code field's accessible
   * name, so two code fields on one page are told apart while the visible label stays short.
   */
  signedItemId?: string;
  texts: SignWithCodeTexts;
  /**
   * Inside another form (a definition's): no form element of its own, which HTML does not allow there; Enter in the
   * code field signs instead of submitting the outer form. Alone on a screen, the code and the button are a form.
   */
  inForm?: boolean;
}

function codeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/**
 * Signing with a code: "send the code" per channel, one numeric one-time-code input, and sign. A refused code is
 * explained at the field (the catalogue's title, which names what is signed, and its text); the code stays in the
 * field, selected, so a typo is corrected and a new code typed over it. A channel that sent a code waits a minute
 * before the next.
 */
export function SignWithCodeControls({
  id,
  channels,
  press,
  onSigned,
  mayProceed,
  signedItemId,
  texts,
  inForm = false,
}: SignWithCodeControlsProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [sentBy, setSentBy] = useState<SignCodeChannel | undefined>();
  // The channel that sent the last code waits a minute before it sends another (as the provider's rate limit
  // would refuse a burst anyway); another channel may be used at once, say e-mail when the SMS does not come.
  const [cooling, setCooling] = useState<string | undefined>();
  const [ready, setReady] = useState('');
  const { remaining, start } = useCooldown();
  const codeInput = useRef<HTMLInputElement | null>(null);
  const sending = press.pending === 'send';
  const signing = press.pending === 'verify';

  const focusCode = (select: boolean) =>
    requestAnimationFrame(() => {
      codeInput.current?.focus();
      if (select) codeInput.current?.select();
    });

  const send = async (channel: SignCodeChannel) => {
    if (press.pending || (mayProceed && !mayProceed())) return;
    if (!(await press.send(channel.id))) return;
    setSentBy(channel);
    setReady('');
    setCooling(channel.id);
    start(RESEND_COOLDOWN_SECONDS, () => setReady(t('widgets.code.resendReady')));
    focusCode(false);
  };

  const sign = async () => {
    if (press.pending) return;
    if (code.length !== CODE_LENGTH) {
      setCodeError(texts.codeInvalid);
      codeInput.current?.focus();
      return;
    }
    if (mayProceed && !mayProceed()) return;
    setCodeError(undefined);
    const outcome = await press.verify(code);
    if (outcome.signed) {
      onSigned();
      return;
    }
    // The field says what the toast says.
    if (outcome.message === undefined) return;
    setCodeError(outcome.message);
    focusCode(true);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void sign();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!inForm || event.key !== 'Enter') return;
    event.preventDefault();
    void sign();
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // maxLength would cut "123 456" to "123 45" before the space could be dropped.
    event.preventDefault();
    setCode(codeDigits(event.clipboardData.getData('text')));
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2, alignItems: { sm: 'flex-start' } }}>
        {channels.map((channel) => {
          const waiting = cooling === channel.id && remaining > 0;
          return (
            <Button
              key={channel.id}
              variant="outlined"
              disabled={sending || signing || waiting}
              aria-busy={sending || undefined}
              onClick={() => void send(channel)}
            >
              {waiting
                ? `${channel.sendLabel} (${t('widgets.code.resendIn', { seconds: remaining })})`
                : channel.sendLabel}
            </Button>
          );
        })}
      </Stack>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {ready || sentBy?.sentText || ''}
      </Typography>
      <Box {...(inForm ? {} : { component: 'form', noValidate: true, onSubmit: handleSubmit })}>
        {/* The app keeps the code and its button clear of a toast together (src/app/toasts/keep-focus-clear.ts). */}
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-send-group="">
          <WholeLabelTextField
            id={`${id}-code`}
            name={`${id}-code`}
            label={texts.codeLabel}
            value={code}
            required
            error={codeError !== undefined}
            helperText={codeError ?? texts.codeHint}
            inputRef={codeInput}
            onChange={(event) => setCode(codeDigits(event.target.value))}
            sx={{ width: '100%', maxWidth: '22rem' }}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                pattern: '[0-9]*',
                maxLength: CODE_LENGTH,
                onPaste: handlePaste,
                onKeyDown: handleKeyDown,
                ...(signedItemId ? { 'aria-labelledby': `${id}-code-label ${signedItemId}` } : {}),
              },
              inputLabel: { id: `${id}-code-label` },
            }}
          />
          <Button
            type={inForm ? 'button' : 'submit'}
            data-sends=""
            variant="contained"
            size="large"
            disabled={signing || sending}
            aria-busy={signing || undefined}
            onClick={inForm ? () => void sign() : undefined}
          >
            {signing ? texts.signing : texts.sign}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
