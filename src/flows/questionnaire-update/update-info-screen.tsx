import { Box, Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { sections } from '../questionnaire/sections';
import { ClientLinkGate } from './client-link-gate';

/** Before the update: why the firm asks again, that the last answers are filled in, and what follows. */
export default function UpdateInfoScreen() {
  const { t } = useTranslation();
  const { lang = 'sk' } = useParams<{ lang: string }>();
  return (
    <ClientLinkGate page="questionnaire-info">
      {() => (
        <Container component="main" maxWidth="md" sx={{ py: 4 }}>
          <Typography component="h1" variant="h4" gutterBottom>
            {t('questionnaireUpdate.infoTitle')}
          </Typography>
          <Typography gutterBottom>{t('questionnaireUpdate.infoWhy')}</Typography>
          <Box component="ul" sx={{ pl: 3 }}>
            <li>{t('questionnaireFlow.infoSections', { count: sections.length })}</li>
            <li>{t('questionnaireUpdate.infoPrefilled')}</li>
            <li>{t('questionnaireUpdate.infoSign')}</li>
          </Box>
          <Button
            component={RouterLink}
            to={`/${encodeURIComponent(lang)}/investment-questionnaire/`}
            variant="contained"
            size="large"
            sx={{ mt: 2 }}
          >
            {t('questionnaireUpdate.start')}
          </Button>
        </Container>
      )}
    </ClientLinkGate>
  );
}
