import { Box, IconButton, Link, Popover, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The floating help's content: support hours, phone and e-mail (SPEC §1). Loaded when the help is first opened. */
export default function HelpPopover({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = t('help.phone');
  const email = t('help.email');
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, maxWidth: 320 } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('help.title')}
        </Typography>
        <IconButton aria-label={t('help.close')} onClick={onClose}>
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
  );
}
