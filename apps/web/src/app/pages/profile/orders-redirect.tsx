import { Navigate } from 'react-router';

/** /orders opens My Orders in the profile area (DECISIONS section 4); the guard there asks for sign-in. */
export function OrdersRedirect() {
  return <Navigate to="/profile?tab=orders" replace />;
}
