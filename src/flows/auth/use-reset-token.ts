import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { pathTo } from '../shared/routes/routes';

/**
 * The token of a password reset link (`/{lang}/reset-password/{token}`), taken out of the address the moment
 * the screen shows: the address becomes `/{lang}/reset-password` (replacing the history entry, so neither
 * back nor the address bar shows it again) and the token lives in this component's state only. It is never
 * stored and goes nowhere but the password change call. A reload therefore has no token: the caller then
 * asks the person to open the link again.
 */
export function useResetToken(): string | undefined {
  const { lang = 'sk', token } = useParams<{ lang: string; token?: string }>();
  const navigate = useNavigate();
  const [kept, setKept] = useState(token);
  // A newer link opened in the same tab replaces the one kept.
  if (token && token !== kept) setKept(token);
  // An effect, not a layout effect: the router starts listening to the history in its own layout effect,
  // which runs after its children's, so a navigation from a child's layout effect on first render is lost.
  useEffect(() => {
    if (token) void navigate(pathTo('reset-password', { lang }), { replace: true });
  }, [token, lang, navigate]);
  return token ?? kept;
}
