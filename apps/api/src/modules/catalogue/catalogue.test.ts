import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '@aabhushan/shared/schemas/catalogue';
import { LIMIT_MESSAGE, PAGE_MESSAGE } from '@aabhushan/shared/schemas/common';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedProducts } from '../../db/seed/products';
import { seedCategories } from '../../db/seed/categories';
import { seedBrands } from '../../db/seed/brands';

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
  it('pages through every active product, newest first', async () => {
    const { status, body } = await getJson<ListBody<Product>>('/api/public/product?page=2&limit=9');
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
    expect(product.images[0]!.url).toMatch(/^\/media\/art\/.+\.svg$/);
    expect(product.inventory.inStock).toBe(seeded.stock > 0);
  });

  it('uses the default page size of 50 and an empty last page past the end', async () => {
    const first = await getJson<ListBody<Product>>('/api/public/product');
    expect(first.body.pagination.itemsPerPage).toBe(50);
    const past = await getJson<ListBody<Product>>('/api/public/product?page=999&limit=9');
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination.hasNextPage).toBe(false);
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
    expect(body).toEqual({ success: false, message, data: null });
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

  it('answers 404 in the envelope for an unknown slug', async () => {
    const { status, body } = await getJson('/api/public/product/no-such-ring');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Product not found', data: null });
  });
});

describe('GET /api/public/product/search', () => {
  it('matches English names case-insensitively', async () => {
    const { body } = await getJson<ListBody<Product>>('/api/public/product/search?q=NECKLACE&limit=100');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.some((product) => /necklace/i.test(product.name.en))).toBe(true);
  });

  it('matches Hindi names', async () => {
    const seeded = seedProducts.find((product) => product.categorySlug === 'rings')!;
    const { body } = await getJson<ListBody<Product>>(
      `/api/public/product/search?q=${encodeURIComponent(seeded.name.hi)}`,
    );
    expect(body.data.map((product) => product.slug)).toContain(seeded.slug);
  });

  it('treats LIKE wildcards as plain text and requires a query', async () => {
    const wildcard = await getJson<ListBody<Product>>('/api/public/product/search?q=%25%25%25');
    expect(wildcard.body.data).toEqual([]);
    const missing = await getJson('/api/public/product/search?q=%20');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: 'Please enter a search term' });
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

  it('answers one category by slug, or 404', async () => {
    const found = await getJson<{ data: Category }>('/api/public/productcategory/earrings');
    expect(found.body.data.name.en).toBe(seedCategories.find((c) => c.slug === 'earrings')!.name.en);
    const missing = await getJson('/api/public/productcategory/crowns');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Category not found', data: null });
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

describe('search relevance', () => {
  it('finds a category by its name without matching words that merely contain it', async () => {
    const { body } = await getJson<ListBody<Product>>('/api/public/product/search?q=ring&limit=100');
    const slugs = body.data.map((product) => product.category.slug);
    expect(slugs).toContain('rings');
    const earringsNamedRing = body.data.filter((p) => p.category.slug === 'earrings' && !/ring/i.test(p.name.en));
    expect(earringsNamedRing).toEqual([]);
  });

  it('ranks products whose name matches before those found by category or tag', async () => {
    const { body } = await getJson<ListBody<Product>>('/api/public/product/search?q=bridal&limit=100');
    const named = body.data.map((product) => /bridal/i.test(product.name.en));
    expect(named.indexOf(false) === -1 || named.slice(named.indexOf(false)).every((n) => !n)).toBe(true);
    expect(body.data.length).toBe(seedProducts.filter((p) => /bridal/i.test(p.name.en) || p.tags.includes('bridal')).length);
  });
});
