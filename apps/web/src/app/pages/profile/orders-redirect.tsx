import { Navigate, useSearchParams } from 'react-router';

/**
 * /orders opens My Orders in the profile area (DECISIONS section 4), keeping a status filter
 * or page from the link; the guard there asks for sign-in.
 */
export function OrdersRedirect() {
  const [params] = useSearchParams();
  const next = new URLSearchParams({ tab: 'orders' });
  for (const key of ['status', 'page']) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  return <Navigate to={`/profile?${next.toString()}`} replace />;
}
