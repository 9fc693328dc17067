import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  type SignInReason,
  type StaffRole,
  type StaffSession,
  onSessionChange,
  readStaffSession,
  registryFetch,
} from './registry-fetch';

/**
 * Who is signed in to the registry, for any studio screen:
 * ```tsx
 * const session = useStaffSession();
 * if (session.status === 'signed-in' && session.hasRole('approver')) ...
 * if (session.status === 'signed-out') // session.reason: 'unauthenticated' | 'session-expired'
 * ```
 * `status` is `loading` until GET /api/session has answered. Any registryFetch answering 401 turns every user of
 * this hook to `signed-out` with reason `session-expired` or `unauthenticated`; `recheck()` reads the session
 * again (after the person signed in again in another window). `signOut()` ends the session and leaves the page.
 */
export type StaffSessionState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `staff`: who was signed in before the session ended in this page (undefined when nobody was). */
  | { status: 'signed-out'; reason: SignInReason; staff?: StaffSession['staff'] }
  | {
      status: 'signed-in';
      staff: StaffSession['staff'];
      expiresAt: string;
      hasRole: (role: StaffRole) => boolean;
    };

export interface StaffSessionHook {
  session: StaffSessionState;
  recheck: () => Promise<void>;
  signOut: () => Promise<void>;
}

let state: StaffSessionState = { status: 'loading' };
let started = false;
const subscribers = new Set<() => void>();

function set(next: StaffSessionState): void {
  state = next;
  for (const subscriber of subscribers) subscriber();
}

function signedIn(session: StaffSession): StaffSessionState {
  const roles = session.staff.roles;
  return {
    status: 'signed-in',
    staff: session.staff,
    expiresAt: session.expiresAt,
    hasRole: (role) => roles.includes(role),
  };
}

onSessionChange((event) => {
  if ('session' in event) return set(signedIn(event.session));
  const staff = state.status === 'signed-in' ? state.staff : state.status === 'signed-out' ? state.staff : undefined;
  set({ status: 'signed-out', reason: event.signedOut, staff });
});

async function load(fresh: boolean): Promise<void> {
  try {
    await readStaffSession(fresh);
  } catch (error) {
    // A 401 has already been told through onSessionChange; anything else is an error to show.
    if ((error as { needsSignIn?: boolean }).needsSignIn) return;
    set({ status: 'error', message: (error as Error).message });
  }
}

function subscribe(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

const snapshot = () => state;

export function useStaffSession(): StaffSessionHook {
  const session = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (started) return;
    started = true;
    void load(false);
  }, []);
  const recheck = useCallback(() => load(true), []);
  const signOut = useCallback(async () => {
    const answer = await registryFetch<{ identityProviderSignOutUrl: string | null }>('/api/session/sign-out', {
      method: 'POST',
    });
    set({ status: 'signed-out', reason: 'unauthenticated' });
    location.assign(answer.identityProviderSignOutUrl ?? '/');
  }, []);
  return { session, recheck, signOut };
}
