import { describe, expect, it } from 'vitest';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createApp } from './app';

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
