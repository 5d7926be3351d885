import { describe, expect, it, vi } from 'vitest';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createApp, loadPageCode } from './app';

describe('the storefront started from the data its first view was drawn with', () => {
  it('holds that data as fresh, so the page asks the API nothing for it', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['catalogue', 'product', 'ruby-halo-ring'], queryFn: () => ({ slug: 'ruby-halo-ring' }) });
    const { queryClient } = createApp(dehydrate(server));
    expect(queryClient.getQueryData(['catalogue', 'product', 'ruby-halo-ring'])).toEqual({ slug: 'ruby-halo-ring' });
    expect(queryClient.getQueryCache().find({ queryKey: ['catalogue', 'product', 'ruby-halo-ring'] })?.isStale()).toBe(false);
    expect(createApp().queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('loadPageCode', () => {
  it("runs the lazy code of the routes the address matches, and only theirs", async () => {
    const shell = vi.fn(async () => ({}));
    const ring = vi.fn(async () => ({}));
    const cart = vi.fn(async () => ({}));
    await loadPageCode('/product/ruby-ring', [{ path: '/', lazy: shell, children: [{ path: 'product/:slug', lazy: ring }, { path: 'cart', lazy: cart }] }]);
    expect(shell).toHaveBeenCalledOnce();
    expect(ring).toHaveBeenCalledOnce();
    expect(cart).not.toHaveBeenCalled();
  });

  it('leaves a page whose code fails to load to the router, which shows its error', async () => {
    const failing = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    await expect(loadPageCode('/cart', [{ path: '/cart', lazy: failing }])).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledOnce();
    await expect(loadPageCode('/nowhere', [{ path: '/cart', lazy: failing }])).resolves.toBeUndefined();
  });
});
