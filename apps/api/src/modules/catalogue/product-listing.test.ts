import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRICE_RANGE_MESSAGE } from '@aabhushan/shared/rules/price-range';
import {
  IN_STOCK_MESSAGE,
  MAX_PRICE_MESSAGE,
  METAL_MESSAGE,
  MIN_PRICE_MESSAGE,
  SORT_MESSAGE,
} from '@aabhushan/shared/schemas/catalogue';
import { products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { getJson, listSlugs, loadActiveProducts, sortedSlugs, type CatalogueRow, type ListingBody } from './catalogue-test-helpers';
import { refusal } from '../../test/refusal';

let t: TestApp;
let rows: CatalogueRow[];

beforeAll(async () => {
  t = await createTestApp();
  // Give a spread of ratings (with ties) so the popular and rating orders have something to order.
  const all = await loadActiveProducts(t);
  for (const [index, row] of all.entries()) {
    await t.database.db
      .update(products)
      .set({ ratingCount: (index * 7) % 5, ratingAverage: ((index * 3) % 4) + 1.5 })
      .where(eq(products.id, row.id));
  }
  rows = await loadActiveProducts(t);
});
afterAll(async () => {
  await t.close();
});

type Compare = (a: CatalogueRow, b: CatalogueRow) => number;
const byNumberDesc = (pick: (row: CatalogueRow) => number): Compare => (a, b) => pick(b) - pick(a);
const byIdDesc: Compare = (a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const newest = byNumberDesc((row) => row.createdAt.getTime());
const chain =
  (...compares: Compare[]): Compare =>
  (a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
const tagged = (tag: string) => byNumberDesc((row) => (row.tags.includes(tag) ? 1 : 0));

const EXPECTED_ORDERS: Record<string, Compare> = {
  featured: chain(tagged('featured'), tagged('bestseller'), newest, byIdDesc),
  'price-asc': chain((a, b) => a.salePaise - b.salePaise, (a, b) => -byIdDesc(a, b)),
  'price-desc': chain(byNumberDesc((row) => row.salePaise), byIdDesc),
  newest: chain(newest, byIdDesc),
  popular: chain(byNumberDesc((row) => row.ratingCount), byNumberDesc((row) => row.ratingAverage), newest, byIdDesc),
  rating: chain(byNumberDesc((row) => row.ratingAverage), byNumberDesc((row) => row.ratingCount), newest, byIdDesc),
};

describe('GET /api/public/product sorts', () => {
  it.each(Object.keys(EXPECTED_ORDERS))('orders every active product by %s', async (sort) => {
    const expected = [...rows].sort(EXPECTED_ORDERS[sort]).map((row) => row.slug);
    expect(await listSlugs(t, `sort=${sort}`)).toEqual(expected);
  });

  it('uses featured when no sort is given: featured pieces, then bestsellers, then newest', async () => {
    const slugs = await listSlugs(t, '');
    expect(slugs).toEqual([...rows].sort(EXPECTED_ORDERS.featured).map((row) => row.slug));
    const firstNotFeatured = slugs.findIndex((slug) => !rows.find((row) => row.slug === slug)!.tags.includes('featured'));
    expect(firstNotFeatured).toBe(rows.filter((row) => row.tags.includes('featured')).length);
  });

  it('keeps the order across pages of 9 without overlap', async () => {
    const whole = await listSlugs(t, 'sort=price-desc');
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / 9); page++) {
      const { body } = await getJson<ListingBody>(t, `/api/public/product?sort=price-desc&limit=9&page=${page}`);
      paged.push(...body.data.map((product) => product.slug));
    }
    expect(paged).toEqual(whole);
  });

  it('rejects an unknown sort', async () => {
    const { status, body } = await getJson(t, '/api/public/product?sort=cheapest');
    expect(status).toBe(400);
    expect(body).toEqual(refusal(SORT_MESSAGE));
    expect(SORT_MESSAGE).toBe('sort must be one of featured, price-asc, price-desc, newest, popular, rating');
  });
});

describe('GET /api/public/product filters', () => {
  it('filters by metal, one or several', async () => {
    expect(await listSlugs(t, 'metal=silver')).toEqual(
      [...rows].filter((row) => row.metal === 'silver').sort(EXPECTED_ORDERS.featured).map((row) => row.slug),
    );
    const several = await listSlugs(t, 'metal=rose-gold,platinum&sort=newest');
    expect(several.sort()).toEqual(sortedSlugs(rows.filter((row) => ['rose-gold', 'platinum'].includes(row.metal))));
    expect(await listSlugs(t, 'metal=Gold,%20gold')).toEqual(await listSlugs(t, 'metal=gold'));
  });

  it('filters by price on the sale price, both bounds inclusive, in rupees', async () => {
    const prices = [...new Set(rows.map((row) => row.salePaise))].sort((a, b) => a - b);
    const low = prices[5]!;
    const high = prices[prices.length - 6]!;
    const slugs = await listSlugs(t, `minPrice=${low / 100}&maxPrice=${high / 100}&sort=price-asc`);
    const expected = rows.filter((row) => row.salePaise >= low && row.salePaise <= high);
    expect(slugs).toEqual([...expected].sort(EXPECTED_ORDERS['price-asc']).map((row) => row.slug));
    expect(slugs).toContain(rows.find((row) => row.salePaise === low)!.slug);
    expect(slugs).toContain(rows.find((row) => row.salePaise === high)!.slug);
    expect((await listSlugs(t, `minPrice=${low / 100}`)).length).toBe(rows.filter((row) => row.salePaise >= low).length);
    expect((await listSlugs(t, `maxPrice=${high / 100}`)).length).toBe(rows.filter((row) => row.salePaise <= high).length);
  });

  it('applies the slider rule: the minimum at least ₹100 below the maximum', async () => {
    expect((await getJson(t, '/api/public/product?minPrice=4900&maxPrice=5000')).status).toBe(200);
    for (const query of ['minPrice=4901&maxPrice=5000', 'minPrice=5000&maxPrice=5000', 'minPrice=6000&maxPrice=5000']) {
      const { status, body } = await getJson(t, `/api/public/product?${query}`);
      expect(status, query).toBe(400);
      expect(body).toEqual(refusal(PRICE_RANGE_MESSAGE));
    }
    expect(PRICE_RANGE_MESSAGE).toBe('The minimum price must be at least ₹100 below the maximum');
  });

  it('lists only products in stock with inStock=true or 1', async () => {
    const expected = sortedSlugs(rows.filter((row) => row.inStock));
    expect(expected.length).toBeLessThan(rows.length); // the demo catalogue has sold-out pieces
    expect((await listSlugs(t, 'inStock=true')).sort()).toEqual(expected);
    expect((await listSlugs(t, 'inStock=1')).sort()).toEqual(expected);
    expect((await listSlugs(t, 'inStock=false')).length).toBe(rows.length);
  });

  it('combines category, metal, price, stock, tag and sort', async () => {
    const slugs = await listSlugs(t, 'category=earrings&metal=gold,silver&minPrice=1000&maxPrice=200000&inStock=1&sort=price-desc');
    const expected = rows.filter(
      (row) =>
        row.categorySlug === 'earrings' &&
        ['gold', 'silver'].includes(row.metal) &&
        row.salePaise >= 100000 &&
        row.salePaise <= 20000000 &&
        row.inStock,
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(slugs).toEqual([...expected].sort(EXPECTED_ORDERS['price-desc']).map((row) => row.slug));
    const bridalGold = await listSlugs(t, 'tag=bridal&metal=gold&sort=newest');
    expect(bridalGold).toEqual(
      rows.filter((row) => row.tags.includes('bridal') && row.metal === 'gold').sort(EXPECTED_ORDERS.newest).map((row) => row.slug),
    );
  });

  it('searches inside the listing, by relevance unless a sort is asked', async () => {
    const { body } = await getJson<ListingBody>(t, '/api/public/product?search=neklace&limit=100');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]!.name.en).toMatch(/necklace/i);
    expect(body.data.every((product) => ['necklaces', 'sets'].includes(product.category.slug))).toBe(true);
    const cheapestFirst = await getJson<ListingBody>(t, '/api/public/product?search=neklace&sort=price-asc&limit=100');
    const prices = cheapestFirst.body.data.map((product) => product.pricing.salePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapestFirst.body.pagination.totalItems).toBe(body.pagination.totalItems);
    const blank = await getJson<ListingBody>(t, '/api/public/product?search=%20%20&limit=1000');
    expect(blank.body.data).toHaveLength(rows.length);
  });

  it.each([
    ['minPrice=abc', MIN_PRICE_MESSAGE],
    ['minPrice=-1', MIN_PRICE_MESSAGE],
    ['maxPrice=ten', MAX_PRICE_MESSAGE],
    ['maxPrice=100000000', MAX_PRICE_MESSAGE],
    ['metal=gold,brass', METAL_MESSAGE],
    ['metal=,', METAL_MESSAGE],
    ['inStock=yes', IN_STOCK_MESSAGE],
    ['sort=PRICE-ASC', SORT_MESSAGE],
  ])('rejects %s with a clear 400', async (query, message) => {
    const { status, body } = await getJson(t, `/api/public/product?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual(refusal(message));
  });
});
