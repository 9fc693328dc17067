import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * How to reach support (SPEC §1: working days 8:00-16:00, GMT+2, phone or e-mail), with the texts of the
 * shell's help box (help.*), so hours, phone and address are written once per language.
 */
export function SupportContact({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const phone = t('help.phone');
  const email = t('help.email');
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 4, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('verification.result.supportTitle')}
      </Typography>
      <Typography gutterBottom>
        {t('verification.result.supportText')} {t('help.hours')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        <Typography component="dt">{t('help.phoneLabel')}</Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          <Link href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</Link>
        </Typography>
        <Typography component="dt">{t('help.emailLabel')}</Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          <Link href={`mailto:${email}`}>{email}</Link>
        </Typography>
      </Box>
    </Box>
  );
}
