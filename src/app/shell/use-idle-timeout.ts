import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { profileStore } from '../../api';
import { newStrategySession } from '../../flows/new-strategy/new-strategy-session';
import { clientSession } from '../../flows/questionnaire-update/client-session';
import { pathTo } from '../../flows/shared/routes/routes';
import { endSession } from '../../flows/shared/session/end-session';
import { useToastStore } from '../toasts/toast-context';

/** OWASP ASVS V7.3.1: an inactive session ends after 15 minutes (a financial application, ASVS level 2). */
export const IDLE_TIMEOUT_MS = 15 * 60_000;

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll', 'input'] as const;

function hasSession(): boolean {
  return (
    profileStore.get() !== undefined ||
    clientSession.get().token !== undefined ||
    newStrategySession.get().token !== undefined
  );
}

/**
 * Ends the session after 15 minutes without activity (a press, a key, the pointer or the page moving), takes
 * the person to the login and says why, in a toast that stays until read. A tab coming back to the
 * foreground after longer (a phone's timers sleep) ends it at once.
 */
export function useIdleTimeout(): void {
  const navigate = useNavigate();
  const store = useToastStore();
  const { pathname } = useLocation();
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = Date.now();
    const expire = () => {
      if (!hasSession()) return arm();
      void endSession({ keepTyped: true });
      setEnded(true);
      void navigate(pathTo('login'));
    };
    const arm = () => {
      clearTimeout(timer);
      last = Date.now();
      timer = setTimeout(expire, IDLE_TIMEOUT_MS);
    };
    // Pointer moves come by the hundred: the timer is set again at most once a second.
    const activity = () => {
      if (Date.now() - last >= 1000) arm();
    };
    const returned = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - last >= IDLE_TIMEOUT_MS) expire();
    };
    for (const type of ACTIVITY) window.addEventListener(type, activity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', returned);
    arm();
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, activity, { capture: true });
      document.removeEventListener('visibilitychange', returned);
    };
  }, [navigate]);

  useEffect(() => {
    if (!ended || pathname !== pathTo('login')) return;
    // After the login screen has been entered (the toast store's screen), so the notice concerns it.
    const notice = setTimeout(() => {
      setEnded(false);
      store.push({ type: 'error', titleKey: 'app.idleTitle', textKey: 'app.idleText' });
    }, 0);
    return () => clearTimeout(notice);
  }, [ended, pathname, store]);
}
