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
});
