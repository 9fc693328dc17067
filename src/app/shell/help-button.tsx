import { Box, Button, IconButton, Link, Popover, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The floating help: support hours, phone and e-mail (SPEC §1), one click or Enter away on every screen. */
export function HelpButton() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const phone = t('help.phone');
  const email = t('help.email');
  return (
    <Box sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1200 }}>
      <Button
        variant="contained"
        startIcon={<HelpOutline />}
        aria-label={t('help.button')}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('help.button')}
        </Box>
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, maxWidth: 320 } } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id={titleId} component="h2" variant="h6">
            {t('help.title')}
          </Typography>
          <IconButton aria-label={t('help.close')} onClick={() => setAnchor(null)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Typography gutterBottom>{t('help.hours')}</Typography>
        <Typography>
          {t('help.phoneLabel')}: <Link href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Link>
        </Typography>
        <Typography>
          {t('help.emailLabel')}: <Link href={`mailto:${email}`}>{email}</Link>
        </Typography>
      </Popover>
    </Box>
  );
}
