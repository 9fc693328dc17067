import { Button } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { profileStore } from '../../api';
import { pathTo } from '../../flows/shared/routes/routes';
import { endSession } from '../../flows/shared/session/end-session';

const noProfile = () => undefined;

/** Ends the session (everything it holds: src/flows/shared/session/end-session.ts); on to login. */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Nobody is logged in on the page the build prerenders; hydrating it starts from there too.
  const profile = useSyncExternalStore(profileStore.subscribe, profileStore.get, noProfile);
  if (!profile) return null;
  const logout = () => {
    void endSession();
    navigate(pathTo('login'));
  };
  return (
    <Button variant="text" onClick={logout}>
      {t('app.logout')}
    </Button>
  );
}
