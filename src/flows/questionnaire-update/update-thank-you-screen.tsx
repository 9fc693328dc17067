import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ScreenLayout } from '../shared/screen-layout';

/** After the signed update: the new risk profile applies. */
export default function UpdateThankYouScreen() {
  const { t } = useTranslation();
  return (
    <ScreenLayout title={t('questionnaireUpdate.thankYouTitle')}>
      <Typography>{t('questionnaireUpdate.thankYouText')}</Typography>
    </ScreenLayout>
  );
}
