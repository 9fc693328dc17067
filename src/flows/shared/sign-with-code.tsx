import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type ClipboardEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEND_COOLDOWN_SECONDS, useCooldown } from '../../engine';
import { useFeedback } from './feedback-context';

const CODE_LENGTH = 6;

/** One way to receive the code (SMS, e-mail): its button, what the page says once sent, and the call. */
export interface CodeChannel {
  id: string;
  sendLabel: string;
  /** Read out (role=status) once the code is on its way. */
  sentText: string;
  /** i18n key of the success toast. */
  sentToast: string;
  send: () => Promise<unknown>;
}

export interface SignWithCodeTexts {
  /** Names the code field; on a page with several signatures it names what is signed. */
  codeLabel: string;
  codeHint: string;
  codeInvalid: string;
  sign: string;
  signing: string;
}

export interface SignWithCodeProps {
  /** Unique on the page: prefixes the element ids. */
  id: string;
  channels: readonly CodeChannel[];
  /** Checks the code with the provider; rejects with the call's error when it is refused. */
  verify: (code: string) => Promise<unknown>;
  onSigned: () => void;
  /** Asked before any request; false stops it (the caller shows why, e.g. a required consent). */
  mayProceed?: () => boolean;
  /**
   * Id of the element that names what is signed (a section heading): it completes the code field's accessible
   * name, so two code fields on one page are told apart while the visible label stays short.
   */
  signedItemId?: string;
  texts: SignWithCodeTexts;
}

function codeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/**
 * Signing with a code: "send the code" per channel, one numeric one-time-code input, and sign. A refused
 * code is explained at the field (the catalogue's title, which names what is signed, and its text) and as the
 * SPEC §8 toast; the code stays in the field, selected, so a typo is corrected and a new code typed over it.
 * Each press sends at most one request; a channel that sent a code waits a minute before the next.
 */
export function SignWithCode({ id, channels, verify, onSigned, mayProceed, signedItemId, texts }: SignWithCodeProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [sentBy, setSentBy] = useState<CodeChannel | undefined>();
  const [sending, setSending] = useState(false);
  const [signing, setSigning] = useState(false);
  // The channel that sent the last code waits a minute before it sends another (as the provider's rate limit
  // would refuse a burst anyway); another channel may be used at once, say e-mail when the SMS does not come.
  const [cooling, setCooling] = useState<string | undefined>();
  const [ready, setReady] = useState('');
  const { remaining, start } = useCooldown();
  // State updates reach the buttons only at the next render; a ref stops a second press before that.
  const busy = useRef(false);
  const codeInput = useRef<HTMLInputElement | null>(null);

  const focusCode = (select: boolean) =>
    requestAnimationFrame(() => {
      codeInput.current?.focus();
      if (select) codeInput.current?.select();
    });

  const run = async (task: () => Promise<void>) => {
    if (busy.current || (mayProceed && !mayProceed())) return;
    busy.current = true;
    try {
      await task();
    } finally {
      busy.current = false;
    }
  };

  const send = (channel: CodeChannel) =>
    run(async () => {
      setSending(true);
      try {
        await channel.send();
        setSentBy(channel);
        setReady('');
        setCooling(channel.id);
        start(RESEND_COOLDOWN_SECONDS, () => setReady(t('widgets.code.resendReady')));
        feedback.showSuccess(channel.sentToast);
        focusCode(false);
      } catch (error) {
        feedback.showError(error);
      } finally {
        setSending(false);
      }
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    if (code.length !== CODE_LENGTH) {
      setCodeError(texts.codeInvalid);
      codeInput.current?.focus();
      return;
    }
    void run(async () => {
      setCodeError(undefined);
      setSigning(true);
      try {
        await verify(code);
      } catch (error) {
        // The field says what the toast says.
        const shown = feedback.showError(error);
        setCodeError(`${shown.title}. ${shown.text}`);
        setSigning(false);
        focusCode(true);
        return;
      }
      setSigning(false);
      onSigned();
    });
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
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
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
                ...(signedItemId ? { 'aria-labelledby': `${id}-code-label ${signedItemId}` } : {}),
              },
              inputLabel: { id: `${id}-code-label` },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={signing || sending}
            aria-busy={signing || undefined}
          >
            {signing ? texts.signing : texts.sign}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
