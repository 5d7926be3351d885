import { describe, expect, it, vi } from 'vitest';
import { createResponseCache } from '../../lib/response-cache';
import { decodeDropNotice, encodeDropNotice, isDroppedBy, MAX_NOTICE_BYTES, type AnswerDrop } from './answer-drops';
import { createAnswerDrops, type PublishNotice } from './answer-drops.service';

const KEYS = [
  '/api/public/product?limit=9',
  '/api/public/product/gold-ring',
  '/api/public/product/silver-anklet',
  '/api/public/category',
  '/api/public/faq?page=1',
  '/api/public/page/shipping',
  '/api/public/settings',
  '/api/public/coupon?page=1',
  '/api/public/banner?banner_type=hero',
  '/api/public/brand',
];
const dropped = (drop: AnswerDrop) => KEYS.filter((key) => isDroppedBy(drop, key));

describe('isDroppedBy: what each kind of write drops', () => {
  it('a product: the listings, categories and its own page, not another piece or content', () => {
    expect(dropped({ kind: 'product', id: 'p1', slug: 'gold-ring' })).toEqual(['/api/public/product?limit=9', '/api/public/product/gold-ring', '/api/public/category']);
  });
  it('content, policy pages (with the settings that list them), coupons and banners: their own answers only', () => {
    expect(dropped({ kind: 'content' })).toEqual(['/api/public/faq?page=1', '/api/public/page/shipping']);
    expect(dropped({ kind: 'policy-pages' })).toEqual(['/api/public/faq?page=1', '/api/public/page/shipping', '/api/public/settings']);
    expect(dropped({ kind: 'coupons' })).toEqual(['/api/public/coupon?page=1']);
    expect(dropped({ kind: 'banners' })).toEqual(['/api/public/banner?banner_type=hero']);
    expect(dropped({ kind: 'everything' })).toEqual(KEYS);
  });
});

describe('drop notices', () => {
  it('carry the sender and the drops, and read back the same', () => {
    const drops: AnswerDrop[] = [{ kind: 'product', id: 'p1', slug: 'gold-ring' }, { kind: 'content' }];
    expect(decodeDropNotice(encodeDropNotice('a1', drops))).toEqual({ from: 'a1', drops });
  });
  it('say "everything" when the drops would not fit in a NOTIFY', () => {
    const many = Array.from({ length: 200 }, (_, index): AnswerDrop => ({ kind: 'product', id: `product-${index}`, slug: `a-long-product-slug-${index}` }));
    const payload = encodeDropNotice('a1', many);
    expect(Buffer.byteLength(payload)).toBeLessThan(MAX_NOTICE_BYTES);
    expect(decodeDropNotice(payload)).toEqual({ from: 'a1', drops: [{ kind: 'everything' }] });
  });
  it('drop everything when they cannot be read (a newer kind, or not JSON)', () => {
    expect(decodeDropNotice('{"from":"b2","drops":[{"kind":"gift-cards"}]}')).toEqual({ from: 'b2', drops: [{ kind: 'everything' }] });
    expect(decodeDropNotice('settings')).toEqual({ from: '', drops: [{ kind: 'everything' }] });
  });
});

function setUp() {
  const cache = createResponseCache<string>({ ttlMs: 60_000, maxEntries: 100 });
  for (const key of KEYS) cache.set(key, 'answer');
  const log = { warn: vi.fn() };
  const drops = createAnswerDrops(cache, log as never);
  const sent: string[] = [];
  const publish: PublishNotice = async (payload) => {
    sent.push(payload);
  };
  return { cache, log, drops, sent, publish };
}

describe('createAnswerDrops', () => {
  it('drops here at once and tells the others once per turn, each drop once', async () => {
    const { cache, drops, sent, publish } = setUp();
    drops.publishWith(publish);
    const heard: AnswerDrop[] = [];
    drops.onDropped((drop) => heard.push(drop));
    drops.drop({ kind: 'coupons' });
    drops.drop({ kind: 'product', id: 'p1', slug: 'gold-ring' });
    drops.drop({ kind: 'coupons' });
    expect(cache.get('/api/public/coupon?page=1')).toBeUndefined();
    expect(cache.get('/api/public/product/gold-ring')).toBeUndefined();
    expect(cache.get('/api/public/brand')).toBe('answer');
    expect(heard).toHaveLength(3);
    expect(sent).toEqual([]);
    await drops.settled();
    expect(sent.map((payload) => decodeDropNotice(payload))).toEqual([
      { from: drops.instanceId, drops: [{ kind: 'coupons' }, { kind: 'product', id: 'p1', slug: 'gold-ring' }] },
    ]);
  });

  it('sends "everything" alone when a turn dropped everything', async () => {
    const { drops, sent, publish } = setUp();
    drops.publishWith(publish);
    drops.drop({ kind: 'banners' });
    drops.drop({ kind: 'everything' });
    await drops.settled();
    expect(decodeDropNotice(sent[0]!).drops).toEqual([{ kind: 'everything' }]);
  });

  it('applies a heard drop here only, and keeps drops here while there is no one to tell', async () => {
    const { cache, drops, sent, publish } = setUp();
    drops.drop({ kind: 'banners' });
    await drops.settled();
    drops.publishWith(publish);
    drops.apply({ kind: 'content' });
    await drops.settled();
    expect(sent).toEqual([]);
    expect(cache.get('/api/public/faq?page=1')).toBeUndefined();
    expect(cache.get('/api/public/banner?banner_type=hero')).toBeUndefined();
  });

  it('logs a notice that could not be sent, and still drops here', async () => {
    const { cache, log, drops } = setUp();
    drops.publishWith(async () => {
      throw new Error('connection refused');
    });
    drops.drop({ kind: 'coupons' });
    await drops.settled();
    expect(cache.get('/api/public/coupon?page=1')).toBeUndefined();
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('drops everything when it stops hearing the others and again when it hears them again', () => {
    const { cache, drops } = setUp();
    const clears = vi.fn();
    cache.onClear(clears);
    drops.setTrusted(true);
    expect(clears).not.toHaveBeenCalled();
    drops.setTrusted(false);
    expect(drops.trusted).toBe(false);
    expect(cache.size).toBe(0);
    cache.set('/api/public/brand', 'kept while not hearing');
    drops.setTrusted(true);
    expect(drops.trusted).toBe(true);
    expect(cache.size).toBe(0);
    expect(clears).toHaveBeenCalledTimes(2);
  });
});
