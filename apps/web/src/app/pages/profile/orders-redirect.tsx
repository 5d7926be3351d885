import { Navigate, useSearchParams } from 'react-router';
import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * /orders opens My Orders in the profile area (docs/decisions.md), keeping a status filter
 * or page from the link; the guard there asks for sign-in.
 */
export function OrdersRedirect() {
  const [params] = useSearchParams();
  const query: Record<string, string> = { tab: 'orders' };
  for (const key of ['status', 'page']) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return <Navigate to={href('profile', {}, query)} replace />;
}
