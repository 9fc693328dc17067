import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { pathTo } from '../shared/routes/routes';
import { ScreenLayout } from '../shared/screen-layout';
import { prefetchFirstSection } from './pinned-sections';
import { bundledSectionIds } from './section-source';

/** Before the questionnaire: why the firm asks (MiFID II suitability), how long it takes, what follows. */
export default function QuestionnaireInfoScreen() {
  const { t } = useTranslation();
  // The manifest and the first section's module arrive while the person reads this page.
  useEffect(prefetchFirstSection, []);
  return (
    <ScreenLayout title={t('questionnaireFlow.infoTitle')}>
      <Typography gutterBottom>{t('questionnaireFlow.infoWhy')}</Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        <li>{t('questionnaireFlow.infoSections', { count: bundledSectionIds.length })}</li>
        <li>{t('questionnaireFlow.infoHonest')}</li>
        <li>{t('questionnaireFlow.infoResult')}</li>
      </Box>
      <Button component={RouterLink} to={pathTo('questionnaire')} variant="contained" size="large" sx={{ mt: 2 }}>
        {t('questionnaireFlow.start')}
      </Button>
    </ScreenLayout>
  );
}
