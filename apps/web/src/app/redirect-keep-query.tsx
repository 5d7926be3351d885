import { Navigate, useLocation } from 'react-router';

/** Redirect that keeps the query string and hash (/shop?category=rings -> /products?category=rings). */
export function RedirectKeepQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
