import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponseSchema, productSchema, VIEW_MESSAGE, type Product } from '@aabhushan/shared/schemas/catalogue';
import { listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  productCardListResponseSchema,
  productCardListSchema,
  productCardSchema,
  type ProductCardData,
} from '@aabhushan/shared/schemas/product-card';
import { products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { getJson, type ListBody, type ListingBody } from './catalogue-test-helpers';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CARD_FIELDS = Object.keys(productCardSchema.shape).sort();
const VARIANT_FIELDS = ['_id', 'inventory', 'isActive'];
type CardListing = ListBody<ProductCardData> & { facets: unknown };

/** The card a full product should give: its own fields, the primary image, no feature lines. */
function expectedCard(full: Product): ProductCardData {
  const primary = full.images.find((image) => image.isPrimary) ?? full.images[0];
  return {
    _id: full._id,
    name: full.name,
    slug: full.slug,
    pricing: full.pricing,
    images: primary ? [primary] : [],
    rating: full.rating,
    ratingCount: full.ratingCount,
    inventory: full.inventory,
    tags: full.tags.filter((tag) => !tag.startsWith('feature:')),
    category: full.category,
    createdAt: full.createdAt,
    variants: full.variants.map(({ _id, isActive, inventory }) => ({ _id, isActive, inventory })),
  };
}

describe('view=card on the product lists', () => {
  it('answers the listing as cards with exactly the card fields, the same products, pagination and facets', async () => {
    const query = 'limit=1000&sort=price-desc';
    const card = await getJson<CardListing>(t, `/api/public/product?${query}&view=card`);
    const full = await getJson<ListingBody>(t, `/api/public/product?${query}`);
    expect(card.status).toBe(200);
    expect(productCardListResponseSchema.safeParse(card.body).success).toBe(true);
    expect(card.body.data.length).toBeGreaterThan(0);
    for (const item of card.body.data) {
      expect(Object.keys(item).sort()).toEqual(CARD_FIELDS);
      for (const variant of item.variants) expect(Object.keys(variant).sort()).toEqual(VARIANT_FIELDS);
      expect(item.images.length).toBeLessThanOrEqual(1);
      expect(item.tags.some((tag) => tag.startsWith('feature:'))).toBe(false);
    }
    expect(card.body.data).toEqual(full.body.data.map(expectedCard));
    expect(card.body.pagination).toEqual(full.body.pagination);
    expect(card.body.facets).toEqual(full.body.facets);
    // The demo catalogue has pieces with variants, several images and feature lines: the test sees each rule at work.
    expect(full.body.data.some((product) => product.variants.length > 0 && product.images.length > 1)).toBe(true);
    expect(full.body.data.some((product) => product.tags.some((tag) => tag.startsWith('feature:')))).toBe(true);
  });

  it('is a fraction of the full answer', async () => {
    const card = await t.app.inject({ method: 'GET', url: '/api/public/product?tag=featured&limit=100&view=card' });
    const full = await t.app.inject({ method: 'GET', url: '/api/public/product?tag=featured&limit=100' });
    expect(card.body.length).toBeLessThan(full.body.length / 3);
  });

  it('answers the search as cards', async () => {
    const { status, body } = await getJson<ListBody<ProductCardData>>(t, '/api/public/product/search?q=gold&view=card');
    expect(status).toBe(200);
    expect(productCardListSchema.safeParse(body).success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data) expect(Object.keys(item).sort()).toEqual(CARD_FIELDS);
  });

  it('keeps the full product as the default: absent, blank or view=full, and beside unknown parameters', async () => {
    const plain = await getJson<ListingBody>(t, '/api/public/product?limit=5');
    expect(productListResponseSchema.safeParse(plain.body).success).toBe(true);
    // Every field of the product but its certificates, which only its own page's answer names.
    expect(Object.keys(plain.body.data[0]!).sort()).toEqual(Object.keys(productSchema.shape).filter((key) => key !== 'certificates').sort());
    for (const query of ['view=full', 'view=', 'colour=red']) {
      const other = await getJson<ListingBody>(t, `/api/public/product?limit=5&${query}`);
      expect(other.body.data, query).toEqual(plain.body.data);
    }
    const search = await getJson<ListBody<Product>>(t, '/api/public/product/search?q=gold');
    expect(listEnvelopeSchema(productSchema).safeParse(search.body).success).toBe(true);
    expect(Object.keys(search.body.data[0]!)).toContain('description');
  });

  it.each(['/api/public/product?view=compact', '/api/public/product?view=CARD', '/api/public/product/search?q=gold&view=mini'])(
    'refuses %s with a clear 400, as the other list parameters do',
    async (url) => {
      const { status, body } = await getJson(t, url);
      expect(status).toBe(400);
      expect(body).toEqual(refusal(VIEW_MESSAGE));
    },
  );

  it('caches the cards apart from the full answer and renews them after productChanged', async () => {
    const url = '/api/public/product?limit=1&sort=price-asc&view=card';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBe('miss');
    const full = await t.app.inject({ method: 'GET', url: '/api/public/product?limit=1&sort=price-asc' });
    expect(full.json().data[0]).toHaveProperty('description');
    const hit = await t.app.inject({ method: 'GET', url });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.body).toBe(first.body);

    const { _id: id, inventory } = (first.json() as ListBody<ProductCardData>).data[0]!;
    await t.database.db.update(products).set({ stockQuantity: inventory.quantity + 4 }).where(eq(products.id, id));
    await t.app.productChanged(id);
    // Another page size misses the answer cache too: the card itself was rebuilt, not only the answer.
    for (const again of [url, `${url}&page=1`]) {
      const card = (await getJson<CardListing>(t, again)).body.data.find((item) => item._id === id)!;
      expect(card.inventory.quantity, again).toBe(inventory.quantity + 4);
    }
  });

  it('is documented in the OpenAPI document of both lists, the answer as either shape', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get: { parameters: Array<{ name: string; schema: { enum?: string[] } }>; responses: Record<string, unknown> } }>;
    };
    for (const path of ['/api/public/product', '/api/public/product/search']) {
      const { parameters, responses } = document.paths[path]!.get;
      expect(parameters.find((parameter) => parameter.name === 'view')?.schema.enum, path).toEqual(['full', 'card']);
      const answer = responses['200'] as { content: { 'application/json': { schema: { anyOf?: unknown[] } } } };
      expect(answer.content['application/json'].schema.anyOf, path).toHaveLength(2);
    }
  });
});
