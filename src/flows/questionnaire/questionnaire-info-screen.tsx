import { Box, Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { sections } from './sections';

/** Before the questionnaire: why the firm asks (MiFID II suitability), how long it takes, what follows. */
export default function QuestionnaireInfoScreen() {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('questionnaireFlow.infoTitle')}
      </Typography>
      <Typography gutterBottom>{t('questionnaireFlow.infoWhy')}</Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        <li>{t('questionnaireFlow.infoSections', { count: sections.length })}</li>
        <li>{t('questionnaireFlow.infoHonest')}</li>
        <li>{t('questionnaireFlow.infoResult')}</li>
      </Box>
      <Button component={RouterLink} to="/steps/questionnaire" variant="contained" size="large" sx={{ mt: 2 }}>
        {t('questionnaireFlow.start')}
      </Button>
    </Container>
  );
}
