import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** After the signed update: the new risk profile applies. */
export default function UpdateThankYouScreen() {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('questionnaireUpdate.thankYouTitle')}
      </Typography>
      <Typography>{t('questionnaireUpdate.thankYouText')}</Typography>
    </Container>
  );
}
