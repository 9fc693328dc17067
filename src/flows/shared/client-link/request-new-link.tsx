import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, requestOnboardingToken } from '../../../api';
import { useScreenSubmit } from '../submit/use-screen-submit';

// The same shape the registration's e-mail field accepts; the provider judges the rest.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Asks the provider to e-mail new client-zone links (each link works once). The answer is the same whether or
 * not the e-mail is a client's, and so is the page's confirmation; the e-mail typed stays after a failure.
 */
export function RequestNewLink() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  const request = useScreenSubmit({
    send: async (typed: string) => {
      // The link's own session is gone: the request goes with the app's onboarding token, as a password reset does.
      await requestOnboardingToken();
      return callApi('requestClientLinks', { body: { email: typed } });
    },
    onAccepted: (_answer, typed) => setSentTo(typed),
  });
  const busy = request.busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = email.trim();
    if (!EMAIL.test(typed)) {
      setError(t(typed ? 'errors.clientLinkEmailInvalid' : 'errors.clientLinkEmailRequired'));
      field.current?.focus();
      return;
    }
    setError(undefined);
    void request.submit(typed);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="request-new-link" sx={{ mt: 3 }}>
      <Typography id="request-new-link" component="h2" variant="h6" gutterBottom>
        {t('errors.clientLinkRequestTitle')}
      </Typography>
      <Typography gutterBottom>{t('errors.clientLinkRequestIntro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, mt: 2 }}>
        <TextField
          inputRef={field}
          label={t('errors.clientLinkEmail')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { 'aria-invalid': Boolean(error) } }}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          aria-busy={busy || undefined}
          sx={{ mt: { sm: 0.5 } }}
        >
          {t('errors.clientLinkRequestSend')}
        </Button>
      </Stack>
      <Box role="status" sx={{ mt: 1 }}>
        {sentTo && <Typography>{t('errors.clientLinkRequestSent', { email: sentTo })}</Typography>}
      </Box>
    </Box>
  );
}
