import { configure, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGES, pathOf, type PageId } from '@aabhushan/shared/pages/page-manifest';
import { createI18n } from '../i18n/i18n';
import { routes } from './routes';

// Every page is a lazy route: its module is compiled on first import, which on a busy machine
// takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n('en')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('routes', () => {
  beforeEach(() => {
    // Pages load data; an empty catalogue is enough to render them.
    const empty = { success: true, message: 'ok', data: [], pagination: undefined };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(empty), { status: 200 })));
  });

  afterEach(() => vi.unstubAllGlobals());

  it('routes every page of the page manifest (not to the not-found page)', () => {
    for (const path of (Object.keys(PAGES) as PageId[]).map(pathOf)) {
      const concrete = path.replace(/:[^/]+/g, 'sample');
      const matches = matchRoutes(routes, concrete);
      expect(matches, path).not.toBeNull();
      expect(matches!.at(-1)!.route.path, path).not.toBe('*');
    }
  });

  it('draws no page the manifest does not declare (the server answers 404 for those)', () => {
    const known = new Set<string>((Object.keys(PAGES) as PageId[]).map(pathOf));
    const walk = (entries: RouteObject[], base: string): string[] =>
      entries.flatMap((route) => {
        const path = route.index ? base || '/' : route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
        return [...(route.path !== undefined || route.index ? [path] : []), ...walk(route.children ?? [], path === '/' ? '' : path)];
      });
    const drawn = walk(routes, '').filter((path) => path !== '/*');
    expect(drawn.length).toBeGreaterThan(40);
    expect(drawn.filter((path) => !known.has(path))).toEqual([]);
  });

  it('sends / to /home', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.body).toHaveClass('home');
  });

  it('sends the empty path to /home keeping the query string', async () => {
    const router = renderAt('/?utm_source=newsletter&ref=diwali');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('?utm_source=newsletter&ref=diwali');
  });

  it.each(['/shop', '/collections'])('sends %s to /products keeping the query', async (path) => {
    const router = renderAt(`${path}?category=rings&page=2`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toBe('?category=rings&page=2');
  });

  it('shows a real not-found page for unknown paths, with ways on', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute('href', '/products');
    // The title is set in an effect, which may run just after the heading appears.
    await waitFor(() => expect(document.title).toBe('Page not found | Aabhushan'));
    expect(document.body).toHaveClass('no-such-page');
  });

  it('hides header and footer on the sign-in pages', async () => {
    renderAt('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('header[data-scrolled]')).toBeNull();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows header and footer elsewhere', async () => {
    renderAt('/products');
    await screen.findByRole('heading', { level: 1, name: 'All jewellery' });
    expect(document.querySelector('header[data-scrolled]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
