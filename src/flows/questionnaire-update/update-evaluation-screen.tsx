import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { type Lang, type ProfileChangeField, callApi, useApiQuery } from '../../api';
import { useFeedback } from '../shared/feedback-context';
import { bundledRiskFigures, bundledRiskierNoticeDays } from '../shared/risk-picture/bundled-scoring';
import { RiskPicture } from '../shared/risk-picture/risk-picture';
import { pathTo } from '../shared/routes/routes';
import { ScreenLayout } from '../shared/screen-layout';
import { SignWithCode } from '../shared/sign-with-code';
import { clientSession } from './client-session';
import { profileChangeOf } from './profile-change';
import { ProfileChangeStatement } from './profile-change-statement';
import { RiskierProfileNotice } from './riskier-profile-notice';
import { signUpdate } from './sign-update';
import { AdviserReviewNotice } from '../questionnaire/consistency/adviser-review-notice';

const NOTICE_ID = 'riskier-profile-notice';

/**
 * The evaluation of the update (SPEC §4): the risk profile the answers gave, whether it changed from the last
 * signed questionnaire, the profile among all profiles as a picture, the notice of a riskier profile soon after the
 * last one, the sign code by SMS or e-mail, and signing with it (the profile change sent along). A wrong code or too
 * many tries is explained beside the code and the person may retry.
 */
export default function UpdateEvaluationScreen() {
  const { t, i18n } = useTranslation();
  const { lang = 'sk', token } = useParams<{ lang: string; token?: string }>();
  const navigate = useNavigate();
  const language = (i18n.resolvedLanguage ?? 'sk') as Lang;
  const [result] = useState(() => clientSession.get().result);
  const [change] = useState(() => {
    const { last } = clientSession.get();
    return result
      ? profileChangeOf(last, result.risk_profile.id, {
          now: Date.now(),
          periodDays: bundledRiskierNoticeDays,
          riskOrder: bundledRiskFigures.profiles.map((profile) => profile.risk_profile_id),
        })
      : undefined;
  });
  const riskProfiles = useApiQuery('riskProfiles');
  const nameOf = (id: number) =>
    riskProfiles.data?.find((profile) => profile.id === id)?.name[language] ??
    (id === result?.risk_profile.id ? result.risk_profile.name[language] : String(id));

  // The evaluation's address carries no token: one that came along leaves the address bar at once.
  useEffect(() => {
    if (token) void navigate(`${pathTo('update-evaluation', { lang })}/`, { replace: true });
  }, [token, lang, navigate]);

  return (
    <ScreenLayout title={t('questionnaireUpdate.evaluationTitle')}>
      {result && change ? (
        <>
          <Alert severity="info" sx={{ my: 2 }}>
            <Typography component="p" variant="h6">
              {t('questionnaireFlow.yourProfile', { profile: result.risk_profile.name[language] })}
            </Typography>
          </Alert>
          <ProfileChangeStatement change={change} nameOf={nameOf} />
          <AdviserReviewNotice />
          <Typography gutterBottom>
            {t(`questionnaireFlow.profileText.${result.risk_profile.slug}`, { defaultValue: '' })}
          </Typography>
          {riskProfiles.data && (
            <RiskPicture
              profiles={riskProfiles.data}
              riskProfileId={result.risk_profile.id}
              lastRiskProfileId={change.from}
            />
          )}
          {change.flagged && <RiskierProfileNotice id={NOTICE_ID} change={change} nameOf={nameOf} lang={lang} />}
          <SignForm
            signatureToken={result.signature_token}
            lang={lang}
            noticeId={change.flagged ? NOTICE_ID : undefined}
            profileChange={{
              from_risk_profile_id: change.from,
              to_risk_profile_id: change.to,
              riskier_within_period: change.flagged,
              period_days: change.periodDays,
            }}
          />
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

interface SignFormProps {
  signatureToken: string;
  lang: string;
  /** The riskier-profile notice the signing section is described by, when there is one. */
  noticeId: string | undefined;
  profileChange: ProfileChangeField;
}

function SignForm({ signatureToken, lang, noticeId, profileChange }: SignFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const requestCode = (endpoint: 'requestSignCode' | 'requestSignCodeEmail') => () =>
    callApi(endpoint, { token: clientSession.get().token, body: { signature_token: signatureToken } });

  return (
    <Box component="section" aria-labelledby="sign-heading" aria-describedby={noticeId} sx={{ mt: 4 }}>
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
        verify={(code) => signUpdate(clientSession.get().token, signatureToken, code, profileChange)}
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
