import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import '../styles/global.css';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { RouteError } from '../app/route-error';
import { i18n } from '../i18n/i18n';
import { sessionStore } from '../lib/session/session-store';
import { configureGlobalErrorEffects, handleGlobalError, installGlobalErrorListeners } from '../shell/errors/global-error';
import { AdminArea } from './admin-area';
import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * The staff side's own entry (admin.html, served for /admin and below): a page of its own, so
 * none of its code is in what the storefront's pages load. Staff read it in English.
 */
installGlobalErrorListeners();

/** Any address outside /admin belongs to the storefront: a full page load takes the shopper there. */
function ToTheStore() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.assign(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return null;
}

/** Marks the page as running (`<html data-storefront="ready">`), as the storefront does: the browser tests wait for it. */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.storefront = 'ready';
  }, []);
  return null;
}

const router = createBrowserRouter([
  { path: '/admin/*', Component: AdminArea, errorElement: <RouteError /> },
  { path: '*', Component: ToTheStore },
]);
const queryClient = createQueryClient(handleGlobalError);
configureGlobalErrorEffects({
  onUnauthorized: () => void router.navigate(href('login')),
  onForbidden: () => void router.navigate(href('access-denied')),
});
sessionStore.setNavigator((to) => router.navigate(to), href('login'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
      <MarkReady />
    </Providers>
  </StrictMode>,
);
