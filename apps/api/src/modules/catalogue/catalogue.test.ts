import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import type { Category, Product } from '@aabhushan/shared/schemas/catalogue';
import { LIMIT_MESSAGE, PAGE_MESSAGE } from '@aabhushan/shared/schemas/common';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedProducts } from '../../db/seed/products';
import { seedCategories } from '../../db/seed/categories';
import { seedBrands } from '../../db/seed/brands';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function getJson<T = unknown>(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, body: response.json() as T };
}

interface ListBody<T> {
  success: boolean;
  message: string;
  data: T[];
  pagination: { currentPage: number; totalPages: number; totalItems: number; itemsPerPage: number; hasNextPage: boolean; hasPreviousPage: boolean };
}

describe('GET /api/public/product', () => {
  it('pages through every active product, newest first when asked', async () => {
    const { status, body } = await getJson<ListBody<Product>>('/api/public/product?page=2&limit=9&sort=newest');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(9);
    expect(body.pagination).toEqual({
      currentPage: 2,
      totalPages: Math.ceil(seedProducts.length / 9),
      totalItems: seedProducts.length,
      itemsPerPage: 9,
      hasNextPage: true,
      hasPreviousPage: true,
    });
    const dates = body.data.map((product) => product.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers rupee prices converted from paise and the product shape of the spec', async () => {
    const { body } = await getJson<ListBody<Product>>('/api/public/product?limit=1000');
    const seeded = seedProducts.find((product) => product.variants.length > 0)!;
    const product = body.data.find((item) => item.slug === seeded.slug)!;
    expect(product.pricing).toEqual({
      basePrice: seeded.price.basePaise / 100,
      salePrice: seeded.price.salePaise / 100,
      mrp: seeded.price.mrpPaise / 100,
    });
    expect(product.name.en).toBe(seeded.name.en);
    expect(product.name.hi).toBe(seeded.name.hi);
    expect(product.variants).toHaveLength(seeded.variants.length);
    expect(product.variants[0]!.pricing.salePrice).toBe(seeded.variants[0]!.price.salePaise / 100);
    expect(product.images[0]).toMatchObject({ isPrimary: true });
    expect(product.images[0]!.url).toMatch(/^\/media\/art\/.+\.webp$/);
    expect(product.inventory.inStock).toBe(seeded.stock > 0);
  });

  it('uses the default page size of 50 and an empty last page past the end', async () => {
    const first = await getJson<ListBody<Product>>('/api/public/product');
    expect(first.body.pagination.itemsPerPage).toBe(50);
    const past = await getJson<ListBody<Product>>('/api/public/product?page=999&limit=9');
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toEqual({
      currentPage: 999,
      totalPages: Math.ceil(seedProducts.length / 9),
      totalItems: seedProducts.length,
      itemsPerPage: 9,
      hasNextPage: false,
      hasPreviousPage: true,
    });
  });

  it('answers the remainder on the last page of 9', async () => {
    const lastPage = Math.ceil(seedProducts.length / 9);
    const { body } = await getJson<ListBody<Product>>(`/api/public/product?page=${lastPage}&limit=9`);
    expect(body.data).toHaveLength(seedProducts.length - (lastPage - 1) * 9);
    expect(body.pagination).toMatchObject({ currentPage: lastPage, totalPages: lastPage, hasNextPage: false, hasPreviousPage: true });
  });

  it('pages a filtered list with its own totals, and past its end', async () => {
    const silver = seedProducts.filter((product) => product.metal === 'silver').length;
    const { body } = await getJson<ListBody<Product>>('/api/public/product?metal=silver&limit=9&page=50');
    expect(body.data).toEqual([]);
    expect(body.pagination).toMatchObject({ totalItems: silver, totalPages: Math.ceil(silver / 9), currentPage: 50 });
  });

  it.each([
    ['page=0', PAGE_MESSAGE],
    ['page=-1', PAGE_MESSAGE],
    ['page=abc', PAGE_MESSAGE],
    ['page=1.5', PAGE_MESSAGE],
    ['limit=0', LIMIT_MESSAGE],
    ['limit=1001', LIMIT_MESSAGE],
    ['limit=ten', LIMIT_MESSAGE],
  ])('rejects %s with a clear 400', async (query, message) => {
    const { status, body } = await getJson(`/api/public/product?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual(refusal(message));
  });

  it('accepts the limit bounds 1 and 1000', async () => {
    expect((await getJson<ListBody<Product>>('/api/public/product?limit=1')).body.data).toHaveLength(1);
    expect((await getJson<ListBody<Product>>('/api/public/product?limit=1000')).body.data).toHaveLength(seedProducts.length);
  });

  it('filters by category id and by category slug alike', async () => {
    const categories = await getJson<ListBody<Category>>('/api/public/productcategory');
    const rings = categories.body.data.find((category) => category.slug === 'rings')!;
    const expected = seedProducts.filter((product) => product.categorySlug === 'rings').length;
    const byId = await getJson<ListBody<Product>>(`/api/public/product?categoryId=${rings._id}&limit=100`);
    const bySlug = await getJson<ListBody<Product>>('/api/public/product?category=rings&limit=100');
    expect(byId.body.pagination.totalItems).toBe(expected);
    expect(bySlug.body.data.map((p) => p.slug)).toEqual(byId.body.data.map((p) => p.slug));
    expect(byId.body.data.every((product) => product.categoryId === rings._id)).toBe(true);
  });

  it('filters by tag', async () => {
    const { body } = await getJson<ListBody<Product>>('/api/public/product?tag=featured&limit=100');
    expect(body.data.length).toBe(seedProducts.filter((product) => product.tags.includes('featured')).length);
    expect(body.data.every((product) => product.tags.includes('featured'))).toBe(true);
  });

  it('answers an empty list for a category that does not exist', async () => {
    const { status, body } = await getJson<ListBody<Product>>('/api/public/product?category=no-such-thing');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.pagination.totalItems).toBe(0);
  });
});

describe('GET /api/public/product/{slug}', () => {
  it('answers one product by slug and by id', async () => {
    const seeded = seedProducts[0]!;
    const bySlug = await getJson<{ data: Product }>(`/api/public/product/${seeded.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.slug).toBe(seeded.slug);
    const byId = await getJson<{ data: Product }>(`/api/public/product/${bySlug.body.data._id}`);
    expect(byId.body.data.slug).toBe(seeded.slug);
  });

  it('answers a piece\'s attributes, specifications and options in the four languages, the English keys unchanged', async () => {
    const seeded = seedProducts.find((product) => product.slug === 'ruby-halo-cocktail-ring')!;
    const { body } = await getJson<{ data: Product }>(`/api/public/product/${seeded.slug}`);
    expect(body.data.attributes).toEqual(seeded.attributes);
    expect(body.data.specifications).toEqual(seeded.specifications);
    expect(body.data.attributes[0]).toEqual({
      name: 'Metal',
      value: '18K Yellow Gold',
      label: { en: 'Metal', hi: 'धातु', ta: 'உலோகம்', te: 'లోహం' },
      displayValue: { en: '18K Yellow Gold', hi: '18 कैरेट पीला सोना', ta: '18 காரட் மஞ்சள் தங்கம்', te: '18 క్యారెట్ పసుపు బంగారం' },
    });
    expect(body.data.specifications.find((line) => line.group.en === 'Certification')!.value).toEqual({
      en: 'BIS Hallmarked (HUID)',
      hi: 'BIS हॉलमार्क (HUID)',
      ta: 'BIS ஹால்மார்க் (HUID)',
      te: 'BIS హాల్‌మార్క్ (HUID)',
    });
    expect(body.data.variants[1]!.attributes).toEqual([{ name: 'Size', value: '12', displayValue: { en: 'Size 12', hi: 'साइज़ 12', ta: 'அளவு 12', te: 'సైజు 12' } }]);
  });

  it('answers 404 in the envelope for an unknown slug', async () => {
    const { status, body } = await getJson('/api/public/product/no-such-ring');
    expect(status).toBe(404);
    expect(body).toEqual(refusal('Product not found'));
  });
});

describe('categories and brands', () => {
  it('lists every category with its real product count', async () => {
    for (const path of ['/api/public/productcategory', '/api/public/category']) {
      const { status, body } = await getJson<ListBody<Category>>(path);
      expect(status).toBe(200);
      expect(body.data.map((category) => category.slug)).toEqual(
        [...seedCategories].sort((a, b) => a.sortOrder - b.sortOrder).map((category) => category.slug),
      );
      for (const category of body.data) {
        const expected = seedProducts.filter((product) => product.categorySlug === category.slug).length;
        expect(category.analytics.productCount, category.slug).toBe(expected);
      }
    }
  });

  it('counts only active products, as the database holds them now', async () => {
    const seeded = seedProducts.find((product) => product.categorySlug === 'bangles')!;
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.slug, seeded.slug));
    t.app.publicCache.clear();
    try {
      const expected = seedProducts.filter((product) => product.categorySlug === 'bangles').length - 1;
      const { body } = await getJson<ListBody<Category>>('/api/public/category');
      expect(body.data.find((category) => category.slug === 'bangles')!.analytics.productCount).toBe(expected);
      const one = await getJson<{ data: Category }>('/api/public/productcategory/bangles');
      expect(one.body.data.analytics.productCount).toBe(expected);
      const listed = await getJson<ListBody<Product>>('/api/public/product?category=bangles');
      expect(listed.body.pagination.totalItems).toBe(expected);
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.slug, seeded.slug));
      t.app.publicCache.clear();
    }
  });

  it('answers one category by slug, or 404', async () => {
    const found = await getJson<{ data: Category }>('/api/public/productcategory/earrings');
    expect(found.body.data.name.en).toBe(seedCategories.find((c) => c.slug === 'earrings')!.name.en);
    const missing = await getJson('/api/public/productcategory/crowns');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(refusal('Category not found'));
  });

  it('lists brands with their logos', async () => {
    const { body } = await getJson<ListBody<{ slug: string; logo: string; name: { en: string } }>>('/api/public/brand');
    expect(body.data).toHaveLength(seedBrands.length);
    expect(body.data[0]!.logo).toMatch(/^\/media\/brand\/.+\.svg$/);
  });
});

describe('public read cache', () => {
  it('serves a repeated read from memory with the same body', async () => {
    const first = await getJson('/api/public/brand?page=1');
    const second = await getJson('/api/public/brand?page=1');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect(second.headers['cache-control']).toContain('max-age');
  });

  it('does not cache errors', async () => {
    await getJson('/api/public/product/nothing-here');
    const again = await getJson('/api/public/product/nothing-here');
    expect(again.status).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});

describe('public read cache keys', () => {
  it('treats the same parameters in another order as the same question', async () => {
    await getJson('/api/public/product?page=3&limit=7');
    const reordered = await getJson('/api/public/product?limit=7&page=3');
    expect(reordered.headers['x-cache']).toBe('hit');
  });
});

describe('public read cache with filters and facets', () => {
  it('keeps each filter combination apart and serves a reordered one with its facets', async () => {
    const gold = await getJson<ListBody<Product> & { facets: unknown }>('/api/public/product?metal=gold&sort=price-asc&limit=9');
    const silver = await getJson<ListBody<Product> & { facets: unknown }>('/api/public/product?metal=silver&sort=price-asc&limit=9');
    expect(silver.headers['x-cache']).toBe('miss');
    expect(silver.body.facets).not.toEqual(gold.body.facets);
    const reordered = await getJson<ListBody<Product> & { facets: unknown }>('/api/public/product?limit=9&sort=price-asc&metal=gold');
    expect(reordered.headers['x-cache']).toBe('hit');
    expect(reordered.body).toEqual(gold.body);
  });

  it('does not keep a refused filter', async () => {
    await getJson('/api/public/product?minPrice=5000&maxPrice=5050');
    const again = await getJson('/api/public/product?minPrice=5000&maxPrice=5050');
    expect(again.status).toBe(400);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});
