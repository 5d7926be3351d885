import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

describe('createResponseCache', () => {
  it('returns a stored body until it expires', () => {
    let time = 0;
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10, now: () => time });
    cache.set('a', '{"x":1}');
    time = 999;
    expect(cache.get('a')).toBe('{"x":1}');
    time = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the least recently used entry when full and can be cleared', () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1');
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1');
    expect(cache.get('c')).toBe('3');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('tells its listeners when it is cleared, so derived caches go with it', () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 2 });
    const derived = createResponseCache<{ count: number }>({ ttlMs: 1000, maxEntries: 2 });
    cache.onClear(() => derived.clear());
    derived.set('facets', { count: 3 });
    expect(derived.get('facets')).toEqual({ count: 3 });
    cache.clear();
    expect(derived.get('facets')).toBeUndefined();
  });

  it('drops only the matching entries on deleteWhere', () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 5 });
    let cleared = false;
    cache.onClear(() => (cleared = true));
    cache.set('/api/public/product?page=1', 'list');
    cache.set('/api/public/banner', 'banners');
    cache.deleteWhere((key) => key.startsWith('/api/public/product'));
    expect(cache.get('/api/public/product?page=1')).toBeUndefined();
    expect(cache.get('/api/public/banner')).toBe('banners');
    expect(cleared).toBe(false);
  });
});
