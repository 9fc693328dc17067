import { Alert, Button, Typography } from '@mui/material';
import { BusySpinner } from '../../engine';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { type Lang, profileStore, useApiQuery } from '../../api';
import { pathTo } from '../shared/routes/routes';
import { RiskPicture } from '../shared/risk-picture/risk-picture';
import { ScreenLayout } from '../shared/screen-layout';
import { AdviserReviewNotice } from './consistency/adviser-review-notice';

/** The risk profile the provider evaluated, in words the person understands, and the way on to strategies. */
export default function QuestionnaireEvaluationScreen() {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'sk') as Lang;
  const profile = useSyncExternalStore(profileStore.subscribe, profileStore.get);
  const riskProfiles = useApiQuery('riskProfiles');
  const chosen = riskProfiles.data?.find((p) => p.id === profile?.risk_profile_id);
  return (
    <ScreenLayout title={t('questionnaireFlow.evaluationTitle')}>
      {riskProfiles.isPending && <BusySpinner aria-label={t('routes.loading')} />}
      {chosen && (
        <>
          <Alert severity="info" sx={{ my: 2 }}>
            <Typography component="p" variant="h6">
              {t('questionnaireFlow.yourProfile', { profile: chosen.name[lang] })}
            </Typography>
          </Alert>
          <AdviserReviewNotice />
          <Typography gutterBottom>
            {t(`questionnaireFlow.profileText.${chosen.slug}`, { defaultValue: '' })}
          </Typography>
          <RiskPicture profiles={riskProfiles.data ?? []} riskProfileId={chosen.id} />
        </>
      )}
      <Button component={RouterLink} to={pathTo('investment-strategy')} variant="contained" size="large" sx={{ mt: 2 }}>
        {t('questionnaireFlow.toStrategies')}
      </Button>
    </ScreenLayout>
  );
}
