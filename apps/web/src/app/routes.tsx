import type { RouteObject } from 'react-router';
import { REDIRECTS } from '@aabhushan/shared/routes';
import { AppShell } from '../shell/app-shell';
import { RedirectKeepQuery } from './redirect-keep-query';
import { RouteError } from './route-error';
import { ShellLoading } from './shell-loading';

const homePage = async () => ({ Component: (await import('./pages/home/home-page')).HomePage });
const productsPage = async () => ({ Component: (await import('./pages/products/products-page')).ProductsPage });
const productDetailPage = async () => ({
  Component: (await import('./pages/product-detail/product-detail-page')).ProductDetailPage,
});
const notFoundPage = async () => ({ Component: (await import('./pages/not-found/not-found-page')).NotFoundPage });

/** The shared redirects (`/` -> /home, /shop and /collections -> /products), keeping the query. */
const redirectRoutes: RouteObject[] = Object.entries(REDIRECTS).map(([from, to]) =>
  from === '/'
    ? { index: true, element: <RedirectKeepQuery to={to} /> }
    : { path: from.slice(1), element: <RedirectKeepQuery to={to} /> },
);

/**
 * The route table (spec A section 2 with DECISIONS section 4), pages built so far:
 * `/` -> /home; /shop and /collections -> /products keeping the query; three paths for the
 * product page; a real not-found page for anything else (no silent redirect home).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    hydrateFallbackElement: <ShellLoading />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...redirectRoutes,
          { path: 'home', lazy: homePage },
          { path: 'products', lazy: productsPage },
          { path: 'product/:slug', lazy: productDetailPage },
          { path: 'product-detail', lazy: productDetailPage },
          { path: 'product-detail/:slug', lazy: productDetailPage },
          { path: '*', lazy: notFoundPage },
        ],
      },
    ],
  },
];
