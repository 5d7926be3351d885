import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_MESSAGES, type Wishlist } from '@aabhushan/shared/schemas/wishlist';
import { products } from '../../db/schema/index';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../plugins/auth';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, plainProducts, signIn } from './wishlist-test-helpers';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const read = async (authorization: string): Promise<Wishlist> => {
  const response = await call(t, 'GET', '/api/wishlist', authorization);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.success).toBe(true);
  expect(body.message).toEqual(body.data);
  return body.data;
};

describe('wishlist API', () => {
  it('answers 401 on every call without a bearer token', async () => {
    for (const [method, url] of [['GET', '/api/wishlist'], ['POST', '/api/wishlist/add'], ['DELETE', '/api/wishlist/remove/x'], ['DELETE', '/api/wishlist/clear'], ['GET', '/api/wishlist/test']] as const) {
      const response = await call(t, method, url, undefined, method === 'POST' ? { productId: 'x' } : undefined);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(refusal(SIGN_IN_REQUIRED_MESSAGE));
    }
    expect((await call(t, 'GET', '/api/wishlist', 'Bearer not.a.token')).statusCode).toBe(401);
  });

  it('starts empty with the spec defaults', async () => {
    const { userId, authorization } = await signIn(t);
    const wishlist = await read(authorization);
    expect(wishlist).toMatchObject({ userId, name: 'My Wishlist', items: [], itemCount: 0, totalItems: 0, availableItemsCount: 0, totalValue: 0 });
    expect(wishlist.settings).toEqual({ isPublic: false, allowComments: false, notifyOnPriceChanges: true, notifyOnStockChanges: true });
    expect(wishlist.analytics).toEqual({ viewCount: 0, shareCount: 0, itemsMovedToCart: 0, totalValue: 0, lastActivity: null });
    expect((await read(authorization))._id).toBe(wishlist._id);
  });

  it('adds with defaults MEDIUM, false, false and refuses a second add of the same product', async () => {
    const { authorization } = await signIn(t);
    const [product] = await plainProducts(t, 1);
    const added = await call(t, 'POST', '/api/wishlist/add', authorization, { productId: product!.id });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe(WISHLIST_MESSAGES.added);
    const [item] = added.json().data.items;
    expect(item).toMatchObject({ priority: 'MEDIUM', notifyOnPriceDown: false, notifyOnStock: false, isAvailable: true, priceDropped: false });
    expect(item.productId._id).toBe(product!.id);
    expect(item.productSnapshot).toMatchObject({ name: product!.name.en, slug: product!.slug, salePrice: product!.salePricePaise / 100, isInStock: true });

    const again = await call(t, 'POST', '/api/wishlist/add', authorization, { productId: product!.id, priority: 'HIGH' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal('Item is already in your wishlist'));
    expect((await read(authorization)).items).toHaveLength(1);
  });

  it('keeps the chosen priority and notify flags and rejects bad ones clearly', async () => {
    const { authorization } = await signIn(t);
    const [product] = await plainProducts(t, 1);
    const added = await call(t, 'POST', '/api/wishlist/add', authorization, { productId: product!.id, priority: 'HIGH', notifyOnPriceDown: true, notifyOnStock: true });
    expect(added.json().data.items[0]).toMatchObject({ priority: 'HIGH', notifyOnPriceDown: true, notifyOnStock: true });
    const badPriority = await call(t, 'POST', '/api/wishlist/add', authorization, { productId: product!.id, priority: 'URGENT' });
    expect(badPriority.statusCode).toBe(400);
    expect(badPriority.json().message).toBe(WISHLIST_MESSAGES.invalidPriority);
    const noProduct = await call(t, 'POST', '/api/wishlist/add', authorization, {});
    expect(noProduct.json()).toEqual(refusal(WISHLIST_MESSAGES.invalidProduct));
  });

  it('answers 404 for an unknown or retired product', async () => {
    const { authorization } = await signIn(t);
    const unknown = await call(t, 'POST', '/api/wishlist/add', authorization, { productId: 'no-such-product' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(WISHLIST_MESSAGES.productNotFound);
    const [product] = await plainProducts(t, 1);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, product!.id));
    try {
      const retired = await call(t, 'POST', '/api/wishlist/add', authorization, { productId: product!.id });
      expect(retired.statusCode).toBe(404);
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, product!.id));
    }
  });

  it('computes totalValue, availability, price drops and lastActivity from the real products', async () => {
    const { authorization } = await signIn(t);
    const [a, b] = await plainProducts(t, 2);
    await call(t, 'POST', '/api/wishlist/add', authorization, { productId: a!.id });
    await call(t, 'POST', '/api/wishlist/add', authorization, { productId: b!.slug });
    let wishlist = await read(authorization);
    expect(wishlist.totalValue).toBe((a!.salePricePaise + b!.salePricePaise) / 100);
    expect(wishlist.analytics.totalValue).toBe(wishlist.totalValue);
    expect(wishlist.itemCount).toBe(2);
    expect(wishlist.availableItemsCount).toBe(2);
    const firstActivity = wishlist.analytics.lastActivity;
    expect(firstActivity).not.toBeNull();

    // b sells out and a gets cheaper: the wishlist shows both at once.
    await t.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, b!.id));
    await t.database.db.update(products).set({ salePricePaise: a!.salePricePaise - 10_000 }).where(eq(products.id, a!.id));
    try {
      wishlist = await read(authorization);
      const itemA = wishlist.items.find((item) => item.productId._id === a!.id)!;
      const itemB = wishlist.items.find((item) => item.productId._id === b!.id)!;
      expect(itemA).toMatchObject({ priceDropped: true, priceWhenAdded: a!.salePricePaise / 100, isAvailable: true });
      expect(itemB).toMatchObject({ isAvailable: false, productSnapshot: expect.objectContaining({ isInStock: false }) });
      expect(wishlist.availableItemsCount).toBe(1);
      expect(wishlist.totalValue).toBe((a!.salePricePaise - 10_000 + b!.salePricePaise) / 100);
    } finally {
      await t.database.db.update(products).set({ stockQuantity: b!.stockQuantity }).where(eq(products.id, b!.id));
      await t.database.db.update(products).set({ salePricePaise: a!.salePricePaise }).where(eq(products.id, a!.id));
    }
  });

  it('removes by product id or by item id, and clears', async () => {
    const { authorization } = await signIn(t);
    const [a, b, c] = await plainProducts(t, 3);
    for (const product of [a, b, c]) await call(t, 'POST', '/api/wishlist/add', authorization, { productId: product!.id });
    const byProduct = await call(t, 'DELETE', `/api/wishlist/remove/${a!.id}`, authorization);
    expect(byProduct.statusCode).toBe(200);
    expect(byProduct.json().message).toBe('Item removed from wishlist');
    expect(byProduct.json().data.items.map((item: { productId: { _id: string } }) => item.productId._id)).toEqual([b!.id, c!.id]);
    const itemB = byProduct.json().data.items[0]._id;
    const byItem = await call(t, 'DELETE', `/api/wishlist/remove/${itemB}`, authorization);
    expect(byItem.json().data.items).toHaveLength(1);
    const missing = await call(t, 'DELETE', `/api/wishlist/remove/${a!.id}`, authorization);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(WISHLIST_MESSAGES.notInWishlist);

    const cleared = await call(t, 'DELETE', '/api/wishlist/clear', authorization);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ items: [], itemCount: 0, totalValue: 0 });
    expect((await read(authorization)).items).toEqual([]);
  });

  it("never shows or touches another customer's wishlist", async () => {
    const owner = await signIn(t, 'Owner');
    const other = await signIn(t, 'Other');
    const [product] = await plainProducts(t, 1);
    const added = await call(t, 'POST', '/api/wishlist/add', owner.authorization, { productId: product!.id });
    const itemId = added.json().data.items[0]._id;
    expect((await read(other.authorization)).items).toEqual([]);
    expect((await call(t, 'DELETE', `/api/wishlist/remove/${itemId}`, other.authorization)).statusCode).toBe(404);
    await call(t, 'DELETE', '/api/wishlist/clear', other.authorization);
    expect((await read(owner.authorization)).items).toHaveLength(1);
  });

  it('answers the connectivity test', async () => {
    const { authorization } = await signIn(t);
    const response = await call(t, 'GET', '/api/wishlist/test', authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: WISHLIST_MESSAGES.connected, data: { ok: true } });
  });
});
