import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type ClipboardEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEND_COOLDOWN_SECONDS, useCooldown } from '../../engine';
import { useScreenSubmit } from './submit/use-screen-submit';

const CODE_LENGTH = 6;

/** A press on this form: a code sent by a channel, or the typed code checked. */
type Action = { send: CodeChannel } | { verify: string };

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
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [sentBy, setSentBy] = useState<CodeChannel | undefined>();
  // The channel that sent the last code waits a minute before it sends another (as the provider's rate limit
  // would refuse a burst anyway); another channel may be used at once, say e-mail when the SMS does not come.
  const [cooling, setCooling] = useState<string | undefined>();
  const [ready, setReady] = useState('');
  const { remaining, start } = useCooldown();
  const codeInput = useRef<HTMLInputElement | null>(null);

  const focusCode = (select: boolean) =>
    requestAnimationFrame(() => {
      codeInput.current?.focus();
      if (select) codeInput.current?.select();
    });

  // Sending a code and signing share one press at a time: a press on either while one is under way is dropped.
  const press = useScreenSubmit<Action, unknown>({
    send: (action) => ('send' in action ? action.send.send() : verify(action.verify)),
    onAccepted: (_answer, action) => {
      if ('verify' in action) return onSigned();
      setSentBy(action.send);
      setReady('');
      setCooling(action.send.id);
      start(RESEND_COOLDOWN_SECONDS, () => setReady(t('widgets.code.resendReady')));
      focusCode(false);
    },
    successToast: (_answer, action) => ('send' in action ? action.send.sentToast : undefined),
    onRejected: (_error, action, shown) => {
      if (!('verify' in action) || !shown) return;
      // The field says what the toast says.
      setCodeError(`${shown.title}. ${shown.text}`);
      focusCode(true);
    },
  });
  const pending = press.pending?.input;
  const sending = pending !== undefined && 'send' in pending;
  const signing = pending !== undefined && 'verify' in pending;

  const send = (channel: CodeChannel) => {
    if (press.busy || (mayProceed && !mayProceed())) return;
    void press.submit({ send: channel });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (press.busy) return;
    if (code.length !== CODE_LENGTH) {
      setCodeError(texts.codeInvalid);
      codeInput.current?.focus();
      return;
    }
    if (mayProceed && !mayProceed()) return;
    setCodeError(undefined);
    void press.submit({ verify: code });
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
              onClick={() => send(channel)}
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
