import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isInvalidLink, openClientLink } from './open-client-link';

export type ClientLinkState = 'loading' | 'ready' | 'invalid' | 'failed';

// One opening per link at a time (a strict-mode remount must not exchange the link twice). Not a query: the
// questionnaire's chunk is at its size budget, and nothing here is worth caching.
const opening = new Map<string, Promise<true>>();
function openOnce(linkToken: string | undefined): Promise<true> {
  const key = linkToken ?? '';
  let running = opening.get(key);
  if (!running) {
    running = openClientLink(linkToken).finally(() => opening.delete(key));
    opening.set(key, running);
  }
  return running;
}

/**
 * The link token of a client-zone link (`/{lang}/{page}/{token}`), taken out of the address the moment the
 * screen shows (replacing the history entry, as for a password reset link) and kept in this component's state
 * only; it goes nowhere but the `authentication` call. Answers whether the update can be shown.
 */
export function useClientLink(page: string): { state: ClientLinkState; retry: () => void } {
  const { lang = 'sk', token } = useParams<{ lang: string; token?: string }>();
  const navigate = useNavigate();
  const [kept, setKept] = useState(token);
  // A newer link opened in the same tab replaces the one kept.
  if (token && token !== kept) setKept(token);
  // An effect, not a layout effect: the router only listens to the history after its children's layout effects.
  // The trailing slash keeps the shell's rules for the update pages (no language switcher, no footer questions).
  useEffect(() => {
    if (token) void navigate(`/${encodeURIComponent(lang)}/${page}/`, { replace: true });
  }, [token, lang, page, navigate]);
  const linkToken = token ?? kept;

  const [state, setState] = useState<ClientLinkState>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    openOnce(linkToken).then(
      () => live && setState('ready'),
      (error: unknown) => live && setState(isInvalidLink(error) ? 'invalid' : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [linkToken, attempt]);

  const retry = () => {
    setState('loading');
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}
