import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isInvalidLink, isUsedLink } from './exchange-link-token';

export type ClientLinkState = 'loading' | 'ready' | 'used' | 'invalid' | 'failed';

/**
 * What a flow does to open its link: exchange the link token when there is one (else use the session it
 * exchanged before, or throw `MissingLinkError`) and load what the page needs.
 */
export type OpenClientLink = (linkToken: string | undefined) => Promise<unknown>;

// One opening per flow and link at a time (a strict-mode remount must not exchange the link twice). Not a
// query: the screens' chunks are at their size budget, and nothing here is worth caching.
const opening = new Map<OpenClientLink, Map<string, Promise<unknown>>>();
function openOnce(open: OpenClientLink, linkToken: string | undefined): Promise<unknown> {
  const running = opening.get(open) ?? new Map<string, Promise<unknown>>();
  opening.set(open, running);
  const key = linkToken ?? '';
  let promise = running.get(key);
  if (!promise) {
    promise = open(linkToken).finally(() => running.delete(key));
    running.set(key, promise);
  }
  return promise;
}

/**
 * The link token of a client-zone link (`/{lang}/{page}/{token}`), taken out of the address the moment the
 * screen shows (replacing the history entry, as for a password reset link) and kept in this component's state
 * only; it goes nowhere but the flow's `open` (the `authentication` call). Answers whether the page can show.
 */
export function useClientLink(page: string, open: OpenClientLink): { state: ClientLinkState; retry: () => void } {
  const { lang = 'sk', token } = useParams<{ lang: string; token?: string }>();
  const navigate = useNavigate();
  const [kept, setKept] = useState(token);
  // A newer link opened in the same tab replaces the one kept.
  if (token && token !== kept) setKept(token);
  // An effect, not a layout effect: the router only listens to the history after its children's layout effects.
  // The trailing slash keeps the shell's rules for the client-zone pages (no language switcher, no footer questions).
  useEffect(() => {
    if (token) void navigate(`/${encodeURIComponent(lang)}/${page}/`, { replace: true });
  }, [token, lang, page, navigate]);
  const linkToken = token ?? kept;

  const [state, setState] = useState<ClientLinkState>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    openOnce(open, linkToken).then(
      () => live && setState('ready'),
      (error: unknown) => live && setState(isUsedLink(error) ? 'used' : isInvalidLink(error) ? 'invalid' : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [open, linkToken, attempt]);

  const retry = () => {
    setState('loading');
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}
