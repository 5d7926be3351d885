import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { getJson, type ListingBody } from './catalogue-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function necklaceCount(query: string): Promise<number> {
  const { body } = await getJson<ListingBody>(t, `/api/public/product?limit=9&${query}`);
  return body.facets.categories.find((category) => category.slug === 'necklaces')!.count;
}

describe('facet counts are computed once per filter set and dropped with the public cache', () => {
  it('reuses the counts across pages and orders, and recounts after the public cache is cleared', async () => {
    const before = await necklaceCount('sort=newest');
    const [necklace] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.isActive} and ${products.categoryId} = (select id from categories where slug = 'necklaces')`)
      .limit(1);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, necklace!.id));

    // Another order and page of the same filters: a new answer, the same (cached) counts.
    expect(await necklaceCount('sort=price-asc&page=2')).toBe(before);

    t.app.publicCache.clear();
    expect(await necklaceCount('sort=price-asc&page=2')).toBe(before - 1);
  });
});
