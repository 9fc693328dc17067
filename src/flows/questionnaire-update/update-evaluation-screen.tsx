import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { type Lang, callApi } from '../../api';
import { useFeedback } from '../shared/feedback-context';
import { pathTo } from '../shared/routes/routes';
import { ScreenLayout } from '../shared/screen-layout';
import { SignWithCode } from '../shared/sign-with-code';
import { clientSession } from './client-session';
import { signUpdate } from './sign-update';

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
    if (token) void navigate(`${pathTo('update-evaluation', { lang })}/`, { replace: true });
  }, [token, lang, navigate]);

  return (
    <ScreenLayout title={t('questionnaireUpdate.evaluationTitle')}>
      {result ? (
        <>
          <Alert severity="info" sx={{ my: 2 }}>
            <Typography component="p" variant="h6">
              {t('questionnaireFlow.yourProfile', { profile: result.risk_profile.name[language] })}
            </Typography>
          </Alert>
          <Typography gutterBottom>
            {t(`questionnaireFlow.profileText.${result.risk_profile.slug}`, { defaultValue: '' })}
          </Typography>
          <Typography gutterBottom>{t('questionnaireFlow.bands')}</Typography>
          <SignForm signatureToken={result.signature_token} lang={lang} />
        </>
      ) : (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('questionnaireUpdate.nothingToSignTitle')}</AlertTitle>
          {t('questionnaireUpdate.nothingToSign')}
        </Alert>
      )}
    </ScreenLayout>
  );
}

function SignForm({ signatureToken, lang }: { signatureToken: string; lang: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const requestCode = (endpoint: 'requestSignCode' | 'requestSignCodeEmail') => () =>
    callApi(endpoint, { token: clientSession.get().token, body: { signature_token: signatureToken } });

  return (
    <Box component="section" aria-labelledby="sign-heading" sx={{ mt: 4 }}>
      <Typography id="sign-heading" component="h2" variant="h5" gutterBottom>
        {t('questionnaireUpdate.signTitle')}
      </Typography>
      <Typography gutterBottom>{t('questionnaireUpdate.signIntro')}</Typography>
      <SignWithCode
        id="sign"
        channels={[
          {
            id: 'sms',
            sendLabel: t('questionnaireUpdate.sendSms'),
            sentText: t('questionnaireUpdate.sentSms'),
            sentToast: 'toasts.codeSentSms',
            send: requestCode('requestSignCode'),
          },
          {
            id: 'email',
            sendLabel: t('questionnaireUpdate.sendEmail'),
            sentText: t('questionnaireUpdate.sentEmail'),
            sentToast: 'toasts.codeSentEmail',
            send: requestCode('requestSignCodeEmail'),
          },
        ]}
        verify={(code) => signUpdate(clientSession.get().token, signatureToken, code)}
        onSigned={() => {
          clientSession.clear();
          feedback.showSuccess('toasts.formSigned');
          void navigate(pathTo('update-thank-you', { lang }));
        }}
        texts={{
          codeLabel: t('questionnaireUpdate.codeLabel'),
          codeHint: t('questionnaireUpdate.codeHint'),
          codeInvalid: t('questionnaireUpdate.codeInvalid'),
          sign: t('questionnaireUpdate.sign'),
          signing: t('questionnaireUpdate.signing'),
        }}
      />
    </Box>
  );
}
