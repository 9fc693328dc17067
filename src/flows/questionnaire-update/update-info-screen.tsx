import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { bundledSectionIds } from '../questionnaire/section-source';
import { pathTo } from '../shared/routes/routes';
import { ScreenLayout } from '../shared/screen-layout';
import { ClientLinkGate } from './client-link-gate';

/** Before the update: why the firm asks again, that the last answers are filled in, and what follows. */
export default function UpdateInfoScreen() {
  const { t } = useTranslation();
  const { lang = 'sk' } = useParams<{ lang: string }>();
  return (
    <ClientLinkGate page="questionnaire-info">
      {() => (
        <ScreenLayout title={t('questionnaireUpdate.infoTitle')}>
          <Typography gutterBottom>{t('questionnaireUpdate.infoWhy')}</Typography>
          <Box component="ul" sx={{ pl: 3 }}>
            <li>{t('questionnaireFlow.infoSections', { count: bundledSectionIds.length })}</li>
            <li>{t('questionnaireUpdate.infoPrefilled')}</li>
            <li>{t('questionnaireUpdate.infoSign')}</li>
          </Box>
          <Button
            component={RouterLink}
            to={`${pathTo('update-questionnaire', { lang })}/`}
            variant="contained"
            size="large"
            sx={{ mt: 2 }}
          >
            {t('questionnaireUpdate.start')}
          </Button>
        </ScreenLayout>
      )}
    </ClientLinkGate>
  );
}
