import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { getJson, loadActiveProducts, type CatalogueRow, type ListingBody } from './catalogue-test-helpers';

let t: TestApp;
let rows: CatalogueRow[];
beforeAll(async () => {
  t = await createTestApp();
  rows = await loadActiveProducts(t);
});
afterAll(async () => {
  await t.close();
});

async function listing(query: string): Promise<ListingBody> {
  const { status, body } = await getJson<ListingBody>(t, `/api/public/product?limit=9&${query}`);
  expect(status, query).toBe(200);
  return body;
}

/** The query with one parameter set (or removed, for `undefined`). */
function withParam(query: string, name: string, value: string | undefined): string {
  const params = new URLSearchParams(query);
  if (value === undefined) params.delete(name);
  else params.set(name, value);
  return params.toString();
}

/** Every facet count must be what selecting that value returns, the other filters kept. */
async function expectFacetsMatchSelections(query: string) {
  const { facets, pagination } = await listing(query);
  for (const category of facets.categories) {
    const selected = await listing(withParam(withParam(query, 'categoryId', undefined), 'category', category.slug));
    expect(category.count, `${query} category ${category.slug}`).toBe(selected.pagination.totalItems);
  }
  for (const metal of facets.metals) {
    const selected = await listing(withParam(query, 'metal', metal.value));
    expect(metal.count, `${query} metal ${metal.value}`).toBe(selected.pagination.totalItems);
  }
  const inStock = await listing(withParam(query, 'inStock', 'true'));
  expect(facets.inStock, `${query} inStock`).toBe(inStock.pagination.totalItems);
  // The price range is over the other filters: asking for exactly that range changes nothing.
  const anyPrice = withParam(withParam(query, 'minPrice', undefined), 'maxPrice', undefined);
  const full = await listing(`${withParam(withParam(anyPrice, 'minPrice', String(facets.price.min)), 'maxPrice', String(facets.price.max))}`);
  expect(full.pagination.totalItems, `${query} price`).toBe((await listing(anyPrice)).pagination.totalItems);
  return { facets, total: pagination.totalItems };
}

describe('listing facets', () => {
  it('counts every category, the metals present and the price range of the whole catalogue', async () => {
    const { facets, total } = await expectFacetsMatchSelections('');
    expect(total).toBe(rows.length);
    expect(facets.categories.reduce((sum, category) => sum + category.count, 0)).toBe(rows.length);
    expect(facets.categories[0]).toMatchObject({ slug: 'necklaces', name: { en: 'Necklaces', hi: 'हार' } });
    expect(facets.metals.map((metal) => metal.value)).toEqual(['gold', 'rose-gold', 'silver', 'platinum']);
    for (const metal of facets.metals) expect(metal.count).toBe(rows.filter((row) => row.metal === metal.value).length);
    const prices = rows.map((row) => row.salePaise / 100);
    expect(facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(facets.inStock).toBe(rows.filter((row) => row.inStock).length);
  });

  it.each([
    'category=earrings',
    'metal=silver',
    'metal=gold,platinum&minPrice=20000',
    'category=rings&metal=gold&maxPrice=150000&inStock=1',
    'tag=bridal&minPrice=5000&maxPrice=300000',
    'search=gold&category=necklaces',
  ])('applies every other filter to each facet: %s', async (query) => {
    await expectFacetsMatchSelections(query);
  });

  it('keeps a category filter out of its own facet but in the others', async () => {
    const { facets, pagination } = await listing('category=rings');
    const rings = rows.filter((row) => row.categorySlug === 'rings');
    expect(pagination.totalItems).toBe(rings.length);
    expect(facets.categories.find((category) => category.slug === 'earrings')!.count).toBe(
      rows.filter((row) => row.categorySlug === 'earrings').length,
    );
    for (const metal of facets.metals) expect(metal.count).toBe(rings.filter((row) => row.metal === metal.value).length);
    const prices = rings.map((row) => row.salePaise / 100);
    expect(facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it('keeps a selected metal listed with 0 and answers an empty range when nothing matches', async () => {
    const { facets, pagination } = await listing('category=no-such-thing&metal=platinum');
    expect(pagination.totalItems).toBe(0);
    expect(facets.metals).toEqual([{ value: 'platinum', count: 0 }]);
    expect(facets.price).toEqual({ min: 0, max: 0 });
    expect(facets.inStock).toBe(0);
    expect(facets.categories.find((category) => category.slug === 'rings')!.count).toBe(
      rows.filter((row) => row.categorySlug === 'rings' && row.metal === 'platinum').length,
    );
  });
});
