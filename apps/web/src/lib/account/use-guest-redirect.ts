import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../toast/toast';
import { useSession } from '../session/use-session';
import { href } from '@aabhushan/shared/pages/page-manifest';
import { savePendingIntent, type PendingIntent } from './pending-intent';

/**
 * The guest rule of the shopping buttons (spec A section 5, B sections 2 and 6): a signed-out
 * shopper is told why (`message`), sent to /user/login with returnUrl = this page, and what they
 * wanted is kept so it completes after sign-in. Returns true when it redirected.
 */
export function useGuestRedirect(): (intent: PendingIntent, message: string) => boolean {
  const { status } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (intent, message) => {
      if (status !== 'signed-out') return false;
      toast.info(message);
      savePendingIntent(intent);
      void navigate(href('user-login', {}, { returnUrl: `${location.pathname}${location.search}` }));
      return true;
    },
    [status, navigate, location.pathname, location.search],
  );
}
