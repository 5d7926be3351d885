import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createResponseCache } from '../lib/response-cache';
import { publicCachePlugin, type CachedAnswer } from './public-cache';

/** A public route that answers what `value` holds when it finishes reading, after `pause` resolves. */
async function appWithSlowRead() {
  const cache = createResponseCache<CachedAnswer>({ ttlMs: 60_000, maxEntries: 10 });
  const state = { value: 'old', pause: Promise.resolve() };
  const app = Fastify();
  await app.register(publicCachePlugin, { cache });
  app.get('/api/public/thing', async () => {
    const read = state.value;
    await state.pause;
    return { data: read };
  });
  await app.ready();
  return { app, cache, state };
}

describe('the public answer cache', () => {
  it('keeps an answer read while nothing changed, and serves it again', async () => {
    const { app } = await appWithSlowRead();
    expect((await app.inject('/api/public/thing')).headers['x-cache']).toBe('miss');
    expect((await app.inject('/api/public/thing')).headers['x-cache']).toBe('hit');
  });

  it('does not keep an answer read before a write cleared the cache and finished after it', async () => {
    const { app, cache, state } = await appWithSlowRead();
    let resume!: () => void;
    state.pause = new Promise((resolve) => (resume = resolve));
    const slow = app.inject('/api/public/thing');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A staff write lands while the read is in flight, then clears the answers it affects.
    state.value = 'new';
    cache.deleteWhere((key) => key === '/api/public/thing');
    resume();
    expect((await slow).json()).toEqual({ data: 'old' });
    state.pause = Promise.resolve();
    const next = await app.inject('/api/public/thing');
    expect([next.headers['x-cache'], next.json()]).toEqual(['miss', { data: 'new' }]);
  });
});
