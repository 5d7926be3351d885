import type { RouteObject } from 'react-router';
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
          { index: true, element: <RedirectKeepQuery to="/home" /> },
          { path: 'home', lazy: homePage },
          { path: 'products', lazy: productsPage },
          { path: 'shop', element: <RedirectKeepQuery to="/products" /> },
          { path: 'collections', element: <RedirectKeepQuery to="/products" /> },
          { path: 'product/:slug', lazy: productDetailPage },
          { path: 'product-detail', lazy: productDetailPage },
          { path: 'product-detail/:slug', lazy: productDetailPage },
          { path: '*', lazy: notFoundPage },
        ],
      },
    ],
  },
];
