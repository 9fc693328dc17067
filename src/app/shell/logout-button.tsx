import { Button } from '@mui/material';
import { useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { profileStore } from '../../api';
import { pathTo } from '../../flows/shared/routes/routes';
import { endSession } from '../../flows/shared/session/end-session';

const noProfile = () => undefined;

/** Ends the session (everything it holds: src/flows/shared/session/end-session.ts); on to login. */
export function LogoutButton() {
  const { t } = useTranslation();
  // useNavigate reads the address, so this renders at every navigation; the button does not (the same element): it is
  // in the header of every step change's render (issue 24). The press takes the navigate of the last render.
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  // Nobody is logged in on the page the build prerenders; hydrating it starts from there too.
  const profile = useSyncExternalStore(profileStore.subscribe, profileStore.get, noProfile);
  const button = useMemo(
    () => (
      <Button
        variant="text"
        onClick={() => {
          void endSession();
          latest.current(pathTo('login'));
        }}
      >
        {t('app.logout')}
      </Button>
    ),
    [t],
  );
  return profile ? button : null;
}
