import { Button } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LEAD_COOKIE, clearToken, profileStore } from '../../api';
import { draftStore } from '../../flows/shared/draft-store';
import { forgetVerifiedTargets } from '../../flows/step/code-endpoints';

const noProfile = () => undefined;

/** Ends the session: the lead token, the profile and everything typed are forgotten; on to login. */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Nobody is logged in on the page the build prerenders; hydrating it starts from there too.
  const profile = useSyncExternalStore(profileStore.subscribe, profileStore.get, noProfile);
  if (!profile) return null;
  const logout = () => {
    clearToken(LEAD_COOKIE);
    profileStore.set(undefined);
    draftStore.clear();
    forgetVerifiedTargets();
    navigate('/login');
  };
  return (
    <Button variant="text" onClick={logout}>
      {t('app.logout')}
    </Button>
  );
}
