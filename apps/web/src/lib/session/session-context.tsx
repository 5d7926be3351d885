import { createContext, useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionStore, type SessionStore } from './session-store';

export const SessionContext = createContext<SessionStore>(sessionStore);

/** Query roots that hold public data only; everything else may be the shopper's own. */
const PUBLIC_QUERY_ROOTS: ReadonlySet<unknown> = new Set(['catalogue', 'settings', 'content', 'public']);

interface SessionProviderProps {
  children: ReactNode;
  /** Tests pass their own store; the app uses the one session. */
  store?: SessionStore;
}

/**
 * Starts the session restore and, whenever the signed-in person changes (sign-in, sign-out,
 * expiry), drops cached private data so nobody sees the previous shopper's cart or profile.
 */
export function SessionProvider({ children, store = sessionStore }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const lastUserId = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    void store.start();
  }, [store]);

  useEffect(() => {
    const sync = () => {
      const { status, user } = store.getSnapshot();
      if (status === 'loading') return;
      const userId = user?._id ?? null;
      if (lastUserId.current !== undefined && lastUserId.current !== userId) {
        queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(query.queryKey[0]) });
      }
      lastUserId.current = userId;
    };
    sync();
    return store.subscribe(sync);
  }, [store, queryClient]);

  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}
