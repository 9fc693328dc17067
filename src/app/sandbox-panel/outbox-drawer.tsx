import { Box, Drawer, IconButton, Link, List, ListItem, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from './outbox-message';

/** The outbox's messages, newest first, in a drawer from the left (loaded when the panel is first opened). */
export default function OutboxDrawer({
  open,
  messages,
  onClose,
}: {
  open: boolean;
  messages: OutboxMessage[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const newestFirst = [...messages].reverse();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 420 }, p: 2 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('sandbox.title')}
        </Typography>
        <IconButton aria-label={t('sandbox.close')} onClick={onClose}>
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
              {/* A mail that carries neither a code nor one link (e.g. "an account with this e-mail already exists",
                  with its links to log in and reset the password) is read as written. */}
              {!message.code && !message.link && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {message.text}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Drawer>
  );
}
