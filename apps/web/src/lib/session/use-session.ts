import { useCallback, useContext } from 'react';
import { useTransitionStore } from '../use-transition-store';
import { SessionContext } from './session-context';
import type { SessionStatus, SessionUser } from './session-store';

export interface UseSessionResult {
  status: SessionStatus;
  user: SessionUser | null;
  /** Logs out (server, tokens, user info, recent searches) and goes to /login. */
  signOut: () => Promise<void>;
}

/** The current session: 'loading' until the stored session is restored, then signed in or out. */
export function useSession(): UseSessionResult {
  const store = useContext(SessionContext);
  // Changes as a transition: the session settles just after hydration, read all over the page.
  const state = useTransitionStore(store.subscribe, store.getSnapshot);
  const signOut = useCallback(() => store.signOut(), [store]);
  return { status: state.status, user: state.user, signOut };
}

/** The store itself, for sign-in and profile updates (login page, profile form). */
export function useSessionStore() {
  return useContext(SessionContext);
}
