/**
 * The storefront's server entry (built by `vite build --ssr` into apps/web/dist-server): draws
 * a page's first view as HTML, with the data it was drawn from, so a phone paints the page
 * before the scripts have arrived and run (apps/api/src/modules/pages/first-view/page-boot.ts puts both into the
 * page). The browser then draws the same view over it from that data (main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import type { i18n as I18n } from 'i18next';
import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import { createI18n, loadLanguage } from './i18n/i18n';
import { STALE_TIME_MS } from './lib/query-defaults';
import type { CreateFirstViewRenderer, FirstView } from '@aabhushan/shared/first-view';
import { setServerAnswerSource } from './lib/server-answers';
import { setRenderClock } from './lib/render-clock';

/**
 * Draws, reads what the drawing asked for, draws again with it: a page asks for its data as it
 * renders (the product, then the pieces related to it), so a few rounds find it all. Reads
 * the server cannot answer (private ones, failures) are left for the browser to ask.
 */
const MAX_ROUNDS = 3;

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The data a view was drawn from: TanStack Query's dehydrated cache, and the time it was drawn at (lib/render-clock.ts). */
export type DrawnState = DehydratedState & { drawnAt: number };

/** `readAnswer` answers the API's public reads in-process; set once for the serving process. */
export const createFirstViewRenderer = ((readAnswer) => {
  setServerAnswerSource(readAnswer);
  const handler = createStaticHandler(routes);
  // One i18next instance per language, made on its first page.
  const instances = new Map<StoreLanguage, I18n>();
  const i18nOf = async (language: StoreLanguage) => {
    let instance = instances.get(language);
    if (!instance) {
      await loadLanguage(language);
      instance = createI18n(language);
      instances.set(language, instance);
    }
    return instance;
  };

  return async function renderFirstView(url: string, language: StoreLanguage = 'en'): Promise<FirstView<DrawnState> | null> {
    const i18n = await i18nOf(language);
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response) return null; // a redirect: the browser follows it
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: STALE_TIME_MS, retry: false } } });
    let drawnAt = Date.now();
    const draw = () => {
      drawnAt = Date.now();
      setRenderClock(drawnAt);
      try {
        return renderToString(
          <Providers queryClient={queryClient} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>,
        );
      } finally {
        setRenderClock(undefined);
      }
    };

    const cache = queryClient.getQueryCache();
    const asked = new Set<string>();
    let html = draw();
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const waiting = cache
        .findAll({ type: 'all' })
        .filter((query) => query.state.status === 'pending' && !asked.has(query.queryHash) && isEnabled(query));
      if (waiting.length === 0) break;
      waiting.forEach((query) => asked.add(query.queryHash));
      await Promise.all(waiting.map((query) => query.fetch().catch(() => cache.remove(query))));
      html = draw();
    }
    return { html, state: { ...dehydrate(queryClient), drawnAt } };
  };
}) satisfies CreateFirstViewRenderer;
