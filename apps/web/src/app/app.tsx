import { useEffect } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { i18n } from '../i18n/i18n';
import { hydrateWaitingParts, setHydratingDrawnView } from '../lib/hydrate-when-near';
import { setRenderClock } from '../lib/render-clock';
import { sessionStore } from '../lib/session/session-store';
import { configureGlobalErrorEffects, handleGlobalError } from '../shell/errors/global-error';
import { Providers } from './providers';
import type { FirstViewState } from './first-view-state';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** The router and the data cache of the running storefront; `firstViewState` is the data the server drew the page from. */
export function createApp(firstViewState?: FirstViewState) {
  const router = createBrowserRouter(routes);
  const queryClient = createQueryClient(handleGlobalError);
  setRenderClock(firstViewState?.drawnAt);
  // The server's data, as fresh as when it was read (TanStack's own `hydrate` would add a
  // kilobyte to every first view for what this line does with the data it makes).
  for (const { queryKey, state } of firstViewState?.queries ?? []) queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  configureGlobalErrorEffects({
    // The global handler clears the session on a 401 before this runs.
    onUnauthorized: () => void router.navigate(href('login')),
    onForbidden: () => void router.navigate(href('access-denied')),
  });
  sessionStore.setNavigator((to) => router.navigate(to), href('login'));
  return { router, queryClient };
}

export type StorefrontApp = ReturnType<typeof createApp>;

/**
 * Loads and runs the page's own code (its lazy route) ahead of the router, so that work is a task
 * of its own rather than part of the router's start; the router then finds the module loaded.
 * A failure is left to the router, which shows its error page.
 */
export async function loadPageCode(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy().catch(() => undefined) : undefined)));
}

/** Resolves once the router has the page's own code (its lazy route), so the first render is the page itself. */
export function whenRouterReady({ router }: StorefrontApp): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** `onReady`: told once the page is the storefront's (a drawn view hydrated), for what must wait till then. */
export function App({ app: { router, queryClient }, onReady }: { app: StorefrontApp; onReady?: () => void }) {
  // The page is the storefront's from here on (any first view the server drew is hydrated, and
  // renders read the real time again): `data-storefront="ready"` on <html>, which the browser
  // tests wait for after each navigation.
  useEffect(() => {
    setRenderClock(undefined);
    setHydratingDrawnView(false);
    document.documentElement.dataset.storefront = 'ready';
    onReady?.();
  }, [onReady]);
  // A navigation changes the router's context, which React must pass into every part of the page
  // still waiting to be hydrated (it cannot know which read it): it holds the navigation until they
  // are hydrated, so they are hydrated at once (lib/hydrate-when-near.tsx).
  useEffect(() => router.subscribe(() => void hydrateWaitingParts()), [router]);
  return (
    <Providers queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  );
}
