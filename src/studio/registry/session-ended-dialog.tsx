import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useStudioTranslation } from '../use-studio-translation';
import { signInUrl } from './registry-fetch';

export interface SessionEndedDialogProps {
  open: boolean;
  /** Reads the session again; resolves true when signed in. */
  onRecheck: () => Promise<boolean>;
}

/**
 * The session ended while the person worked: the page (and all it holds unsaved, in memory only) stays; signing in
 * again happens in a new window (this page must not be left), and "continue" reads the session again.
 */
export function SessionEndedDialog({ open, onRecheck }: SessionEndedDialogProps) {
  const { t, i18n } = useStudioTranslation();
  const [stillOut, setStillOut] = useState(false);
  return (
    <Dialog open={open} aria-describedby="session-ended-text">
      <DialogTitle>{t('registrySessionEndedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-ended-text">{t('registrySessionEnded')}</DialogContentText>
        <DialogContentText role="status" sx={{ mt: 1, color: 'error.main', minHeight: '1.5em' }}>
          {stillOut ? t('registryStillSignedOut') : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button href={signInUrl('/?signed-in', i18n.language)} target="_blank" rel="noopener">
          {t('registrySignInAgain')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            void onRecheck().then((signedIn) => setStillOut(!signedIn));
          }}
        >
          {t('registrySignedInAgain')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
