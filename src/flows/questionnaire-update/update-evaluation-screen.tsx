import { Alert, AlertTitle, Box, Button, Container, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { type Lang, callApi, errorToast } from '../../api';
import { useFeedback } from '../shared/feedback-context';
import { clientSession } from './client-session';

const CODE_LENGTH = 6;

/**
 * The evaluation of the update (SPEC §4): the risk profile the answers gave, the sign code by SMS or e-mail,
 * and signing with it. A wrong code or too many tries is explained beside the code and the person may retry.
 */
export default function UpdateEvaluationScreen() {
  const { t, i18n } = useTranslation();
  const { lang = 'sk', token } = useParams<{ lang: string; token?: string }>();
  const navigate = useNavigate();
  const language = (i18n.resolvedLanguage ?? 'sk') as Lang;
  const [result] = useState(() => clientSession.get().result);

  // The evaluation's address carries no token: one that came along leaves the address bar at once.
  useEffect(() => {
    if (token) void navigate(`/${encodeURIComponent(lang)}/questionnaire-evaluation/`, { replace: true });
  }, [token, lang, navigate]);

  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('questionnaireUpdate.evaluationTitle')}
      </Typography>
      {result ? (
        <>
          <Alert severity="info" sx={{ my: 2 }}>
            <Typography component="p" variant="h6">
              {t('questionnaireFlow.yourProfile', { profile: result.risk_profile.name[language] })}
            </Typography>
          </Alert>
          <Typography gutterBottom>{t(`questionnaireFlow.profileText.${result.risk_profile.slug}`, { defaultValue: '' })}</Typography>
          <Typography gutterBottom>{t('questionnaireFlow.bands')}</Typography>
          <SignForm signatureToken={result.signature_token} lang={lang} />
        </>
      ) : (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('questionnaireUpdate.nothingToSignTitle')}</AlertTitle>
          {t('questionnaireUpdate.nothingToSign')}
        </Alert>
      )}
    </Container>
  );
}

function SignForm({ signatureToken, lang }: { signatureToken: string; lang: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ title: string; text: string } | undefined>();
  const [sentBy, setSentBy] = useState<'sms' | 'email' | undefined>();
  const codeInput = useRef<HTMLInputElement | null>(null);

  const requestCode = useMutation({
    mutationKey: ['questionnaire-update-code'],
    mutationFn: (channel: 'sms' | 'email') =>
      callApi(channel === 'sms' ? 'requestSignCode' : 'requestSignCodeEmail', {
        token: clientSession.get().token,
        body: { signature_token: signatureToken },
      }).then(() => channel),
    onSuccess: (channel) => {
      setSentBy(channel);
      feedback.showSuccess(channel === 'sms' ? 'toasts.codeSentSms' : 'toasts.codeSentEmail');
      requestAnimationFrame(() => codeInput.current?.focus());
    },
    onError: (error) => feedback.showError(error),
  });

  const sign = useMutation({
    mutationKey: ['questionnaire-update-sign'],
    mutationFn: (typed: string) => callApi('signQuestionnaire', { token: clientSession.get().token, body: { signature_token: signatureToken, code: typed } }),
    onSuccess: () => {
      clientSession.clear();
      feedback.showSuccess('toasts.formSigned');
      void navigate(`/${encodeURIComponent(lang)}/update-thank-you`);
    },
    onError: (error) => {
      const toast = errorToast(error, (i18n.resolvedLanguage ?? 'sk') as Lang);
      setFailure({ title: t(toast.titleKey), text: toast.text ?? t(toast.textKey ?? 'errors.generic') });
      setCode('');
      requestAnimationFrame(() => codeInput.current?.focus());
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sign.isPending) return;
    if (code.length !== CODE_LENGTH) {
      setCodeError(t('questionnaireUpdate.codeInvalid'));
      codeInput.current?.focus();
      return;
    }
    setCodeError(undefined);
    setFailure(undefined);
    sign.mutate(code);
  };

  return (
    <Box component="section" aria-labelledby="sign-heading" sx={{ mt: 4 }}>
      <Typography id="sign-heading" component="h2" variant="h5" gutterBottom>
        {t('questionnaireUpdate.signTitle')}
      </Typography>
      <Typography gutterBottom>{t('questionnaireUpdate.signIntro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
        <Button variant="outlined" disabled={requestCode.isPending} onClick={() => requestCode.mutate('sms')}>
          {t('questionnaireUpdate.sendSms')}
        </Button>
        <Button variant="outlined" disabled={requestCode.isPending} onClick={() => requestCode.mutate('email')}>
          {t('questionnaireUpdate.sendEmail')}
        </Button>
      </Stack>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {sentBy === 'sms' ? t('questionnaireUpdate.sentSms') : sentBy === 'email' ? t('questionnaireUpdate.sentEmail') : ''}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <AlertTitle>{failure.title}</AlertTitle>
          {failure.text}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            id="sign-code"
            name="sign-code"
            label={t('questionnaireUpdate.codeLabel')}
            value={code}
            required
            error={codeError !== undefined}
            helperText={codeError ?? t('questionnaireUpdate.codeHint')}
            inputRef={codeInput}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            sx={{ maxWidth: '16rem' }}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]*', maxLength: CODE_LENGTH } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={sign.isPending} aria-busy={sign.isPending || undefined}>
            {sign.isPending ? t('questionnaireUpdate.signing') : t('questionnaireUpdate.sign')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
