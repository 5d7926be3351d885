import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { buildLoginUrl } from '../lib/session/return-url';
import { useSession, useSessionStore } from '../lib/session/use-session';
import { ShellLoading } from './shell-loading';
import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * Route guard (spec A section 2): waits for the session restore, then shows the page to a
 * signed-in shopper and sends anyone else to /login with returnUrl = the requested path and query.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const store = useSessionStore();
  const location = useLocation();
  const [signOutsAtStart] = useState(() => store.userSignOuts());
  if (status === 'loading') return <ShellLoading />;
  // A logout from this open page sends the shopper to plain /login, without a way back here.
  if (status !== 'signed-in' && store.userSignOuts() > signOutsAtStart) return <Navigate to={href('login')} replace />;
  if (status !== 'signed-in') {
    return <Navigate to={buildLoginUrl(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
