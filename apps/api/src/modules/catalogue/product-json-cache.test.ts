import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { productListResponseSchema, productSchema } from '@aabhushan/shared/schemas/catalogue';
import { products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const getBody = async (url: string) => JSON.parse((await t.app.inject({ method: 'GET', url })).body) as Record<string, unknown>;

describe('product answers built once', () => {
  it('keeps the listing and search answers to their schemas (checked here, not per request)', async () => {
    const listing = await getBody('/api/public/product?limit=9&sort=price-desc');
    expect(productListResponseSchema.safeParse(listing).success).toBe(true);
    expect((listing.data as unknown[]).length).toBe(9);
    const search = await getBody('/api/public/product/search?q=gold');
    expect(listEnvelopeSchema(productSchema).safeParse(search).success).toBe(true);
    expect((search.data as unknown[]).length).toBeGreaterThan(0);
  });

  it('shows a product the same in a listing, a search and its own page', async () => {
    const listing = await getBody('/api/public/product?limit=3');
    const first = (listing.data as Array<{ slug: string; _id: string }>)[0]!;
    const own = await getBody(`/api/public/product/${first.slug}`);
    // The page's own answer adds the piece's certificates; the rest is the same product.
    const { certificates, ...rest } = own.data as { certificates: unknown[] };
    expect(rest).toEqual(first);
    expect(Array.isArray(certificates)).toBe(true);
  });

  it('answers a miss and a hit with the same UTF-8 bytes, Hindi names intact and counted in bytes', async () => {
    t.app.publicCache.clear();
    const url = '/api/public/product?limit=4&sort=newest';
    const miss = await t.app.inject({ method: 'GET', url });
    const hit = await t.app.inject({ method: 'GET', url });
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(Number(miss.headers['content-length'])).toBe(miss.rawPayload.length);
    const names = (JSON.parse(miss.body) as { data: Array<{ name: { hi?: string } }> }).data.map((product) => product.name.hi ?? '');
    expect(names.some((name) => /[\u0900-\u097F]/.test(name))).toBe(true);
  });

  it('answers a changed product anew after productChanged, even when the listing misses the answer cache', async () => {
    const listing = await getBody('/api/public/product?limit=1&sort=price-asc');
    const { _id: id } = (listing.data as Array<{ _id: string }>)[0]!;
    await t.database.db.update(products).set({ stockQuantity: 3 }).where(and(eq(products.id, id)));
    await t.app.productChanged(id);
    const again = await getBody('/api/public/product?limit=1&sort=price-asc&page=1');
    expect((again.data as Array<{ inventory: { quantity: number } }>)[0]!.inventory.quantity).toBe(3);
  });
});
