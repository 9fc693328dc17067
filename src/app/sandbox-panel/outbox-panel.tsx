import { Box } from '@mui/material';
import MailOutline from '@mui/icons-material/MailOutlined';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from './use-outbox';

// The drawer and its list are loaded when the person first opens the panel: the page needs only the button.
const OutboxDrawer = lazy(() => import('./outbox-drawer'));

/**
 * The sandbox's outbox, so a person trying the app can read the codes and links that would arrive by
 * e-mail or SMS. Shown only when the app runs on the sandbox (never in a build for the real provider). Its
 * button is a plain button styled like MUI's icon button: MUI's brings its ripple and loading spinner, which
 * the landing page would download for this button alone (issue 17: its script budget).
 */
export default function OutboxPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const messages = useOutbox(open ? 1500 : 4000);

  return (
    <>
      {/* A small icon, so it covers as little of the page as it can; its name says what it is. */}
      <Box
        component="button"
        type="button"
        aria-label={t('sandbox.open', { count: messages.length })}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        sx={{
          position: 'fixed',
          left: 16,
          bottom: 16,
          zIndex: 1200,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 40,
          height: 40,
          p: 0,
          border: 0,
          borderRadius: '50%',
          cursor: 'pointer',
          color: 'text.secondary',
          bgcolor: 'grey.300',
          boxShadow: 2,
          '&:hover': { bgcolor: 'grey.400' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <MailOutline />
        {messages.length > 0 && (
          <Box
            component="span"
            aria-hidden
            sx={{
              position: 'absolute',
              top: -4,
              right: -4,
              minWidth: 20,
              height: 20,
              px: 0.5,
              borderRadius: 10,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: 12,
              lineHeight: '20px',
              fontWeight: 500,
            }}
          >
            {messages.length}
          </Box>
        )}
      </Box>
      {opened && (
        <Suspense fallback={null}>
          <OutboxDrawer open={open} messages={messages} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
