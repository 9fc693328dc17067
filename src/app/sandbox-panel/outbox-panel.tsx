import { Badge, Box, Drawer, IconButton, Link, List, ListItem, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MailOutline from '@mui/icons-material/MailOutlined';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOutbox } from './outbox-message';

/**
 * The sandbox's outbox, so a person trying the app can read the codes and links that would arrive by
 * e-mail or SMS. Shown only when the app runs on the sandbox (never in a build for the real provider).
 */
export default function OutboxPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { data: messages = [] } = useQuery({
    queryKey: ['sandbox-outbox'],
    queryFn: ({ signal }) => fetchOutbox(signal),
    refetchInterval: open ? 1500 : 4000,
    retry: false,
  });
  const newestFirst = [...messages].reverse();

  return (
    <>
      <Box sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: 1200 }}>
        {/* A small icon, so it covers as little of the page as it can; its name says what it is. */}
        <IconButton aria-label={t('sandbox.open', { count: messages.length })} onClick={() => setOpen(true)} sx={{ bgcolor: 'grey.300', boxShadow: 2, '&:hover': { bgcolor: 'grey.400' } }}>
          <Badge badgeContent={messages.length} color="secondary">
            <MailOutline />
          </Badge>
        </IconButton>
      </Box>
      <Drawer
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 420 }, p: 2 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} component="h2" variant="h6">
            {t('sandbox.title')}
          </Typography>
          <IconButton aria-label={t('sandbox.close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {t('sandbox.explain')}
        </Typography>
        {newestFirst.length === 0 ? (
          <Typography>{t('sandbox.empty')}</Typography>
        ) : (
          <List aria-live="polite">
            {newestFirst.map((message) => (
              <ListItem key={message.id} divider sx={{ display: 'block' }}>
                <Typography variant="caption" color="text.secondary">
                  {message.channel.toUpperCase()} · {message.to} · {new Date(message.at).toLocaleTimeString()}
                </Typography>
                <Typography variant="subtitle2">{message.subject}</Typography>
                {message.code && (
                  <Typography>
                    {t('sandbox.code')}: <strong data-testid="outbox-code">{message.code}</strong>
                  </Typography>
                )}
                {message.link && <Link href={message.link}>{t('sandbox.link')}</Link>}
              </ListItem>
            ))}
          </List>
        )}
      </Drawer>
    </>
  );
}
