import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { isStaleAfterProductChange } from './product-changed';

describe('isStaleAfterProductChange', () => {
  const product = { id: 'p1', slug: 'gold-ring' };
  it('marks every listing, search and category answer and the product page by id or slug', () => {
    for (const key of [
      '/api/public/product',
      '/api/public/product?limit=9&page=2',
      '/api/public/product/search?q=ring',
      '/api/public/productcategory',
      '/api/public/productcategory/rings',
      '/api/public/category?page=1',
      '/api/public/product/p1',
      '/api/public/product/gold-ring',
    ]) expect(isStaleAfterProductChange(key, product), key).toBe(true);
  });
  it('keeps other products, reviews and unrelated content', () => {
    for (const key of ['/api/public/product/silver-anklet', '/api/public/product/p1/reviews', '/api/public/banner', '/api/public/brand'])
      expect(isStaleAfterProductChange(key, product), key).toBe(false);
  });
});

describe('app.productChanged', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('makes cached product, listing and facet answers show the new stock and price', async () => {
    const [product] = await t.database.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    const { id, slug } = product!;
    const pageUrl = `/api/public/product/${slug}`;
    const listUrl = `/api/public/product?search=${encodeURIComponent(product!.name.en)}&limit=50`;
    const first = await get(pageUrl);
    expect(first.headers['x-cache']).toBe('miss');
    const list = await get(listUrl);
    const listed = list.json().data.find((entry: { _id: string }) => entry._id === id);
    expect(listed).toBeDefined();
    await get('/api/public/banner');
    expect((await get(pageUrl)).headers['x-cache']).toBe('hit');

    const newStock = product!.stockQuantity + 7;
    const newPricePaise = product!.salePricePaise - 5_000;
    await t.database.db.update(products).set({ stockQuantity: newStock, salePricePaise: newPricePaise }).where(eq(products.id, id));
    // Without the call the cache still answers the old stock: the test would catch a no-op.
    expect((await get(pageUrl)).json().data.inventory.quantity).toBe(product!.stockQuantity);

    await t.app.productChanged(id);

    const fresh = await get(pageUrl);
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.json().data.inventory.quantity).toBe(newStock);
    expect(fresh.json().data.pricing.salePrice).toBe(newPricePaise / 100);
    const freshList = await get(listUrl);
    expect(freshList.headers['x-cache']).toBe('miss');
    expect(freshList.json().data.find((entry: { _id: string }) => entry._id === id).inventory.quantity).toBe(newStock);
    expect((await get('/api/public/banner')).headers['x-cache']).toBe('hit');
  });

  it('clears the product page by the slug its caller names (an order knows it from its snapshot)', async () => {
    const [product] = await t.database.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    const pageUrl = `/api/public/product/${product!.slug}`;
    await get(pageUrl);
    expect((await get(pageUrl)).headers['x-cache']).toBe('hit');
    // An id the database does not know: only the named slug can find the cached page.
    await t.app.productChanged('no-such-product', product!.slug);
    expect((await get(pageUrl)).headers['x-cache']).toBe('miss');
  });

  it('recounts the in-stock facet after a product sells out', async () => {
    const [product] = await t.database.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    const url = `/api/public/product?search=${encodeURIComponent(product!.name.en)}`;
    const before = (await get(url)).json().facets.inStock as number;
    await t.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, product!.id));
    // A different page of the same question shares the facet counts cached inside the service.
    await t.app.productChanged(product!.id);
    const after = (await get(`${url}&page=1`)).json().facets.inStock as number;
    expect(after).toBeLessThan(before);
  });
});
