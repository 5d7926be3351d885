import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema/index';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../plugins/auth';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, productSupply, readCart, signIn } from './cart-test-helpers';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A fresh plain product for each test, priced and stocked as the test says. */
const product = productSupply(() => t);

describe('cart API: access and shape', () => {
  it('answers 401 on every call without a bearer token', async () => {
    const calls = [
      ['GET', '/api/v1/cart'], ['POST', '/api/v1/cart/add'], ['PUT', '/api/v1/cart/items/x'], ['DELETE', '/api/v1/cart/items/x'],
      ['DELETE', '/api/v1/cart/clear'], ['POST', '/api/v1/cart/coupons/apply'], ['DELETE', '/api/v1/cart/coupons/WELCOME10'],
      ['DELETE', '/api/v1/cart/coupons/remove'], ['POST', '/api/v1/cart/move-from-wishlist'],
    ] as const;
    for (const [method, url] of calls) {
      const response = await call(t, method, url, undefined, method === 'POST' || method === 'PUT' ? {} : undefined);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(refusal(SIGN_IN_REQUIRED_MESSAGE));
    }
  });

  it('starts empty with every field of the spec', async () => {
    const { userId, authorization } = await signIn(t);
    const response = await call(t, 'GET', '/api/v1/cart', authorization);
    expect(response.json()).toMatchObject({ success: true, message: 'Cart loaded' });
    const cart = response.json().data;
    expect(cart).toMatchObject({
      userId, items: [], appliedCoupons: [], status: 'ACTIVE', currency: 'INR', vendors: [], couponCode: null, notices: [],
      totals: { itemCount: 0, subtotal: 0, discountTotal: 0, taxTotal: 0, shippingTotal: 0, grandTotal: 0 },
      shippingInfo: { isFreeShipping: false, cost: 0, estimatedDelivery: '3-5 business days', freeShippingThreshold: 25000, amountToFreeShipping: 25000 },
      taxInfo: { taxRate: 3, taxAmount: 0, taxInclusive: true },
      totalItems: 0, subtotal: 0, taxAmount: 0, shippingCost: 0, discountAmount: 0, total: 0,
    });
    expect(cart.lastUpdated).toBe(cart.updatedAt);
    expect((await readCart(t, authorization))._id).toBe(cart._id);
  });
});

describe('cart API: changing lines', () => {
  it('sets a quantity within the limits, and 0 or less removes the line', async () => {
    const { authorization } = await signIn(t);
    const piece = await product({ salePricePaise: 200_000, stockQuantity: 6, maxOrderQuantity: 10 });
    const other = await product({ salePricePaise: 300_000 });
    await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: piece.id });
    const added = (await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: other.id })).json().data;
    const lineId = added.items.find((item: { productId: string }) => item.productId === other.id)._id;
    const updated = await call(t, 'PUT', `/api/v1/cart/items/${lineId}`, authorization, { quantity: 4 });
    expect(updated.json()).toMatchObject({ success: true, message: 'Cart updated' });
    expect(updated.json().data.totals).toMatchObject({ itemCount: 5, subtotal: 14_000 });
    const pieceLine = updated.json().data.items.find((item: { productId: string }) => item.productId === piece.id)._id;
    const tooMany = await call(t, 'PUT', `/api/v1/cart/items/${pieceLine}`, authorization, { quantity: 7 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Maximum quantity available is 6');
    expect((await call(t, 'PUT', `/api/v1/cart/items/${pieceLine}`, authorization, { quantity: 'two' })).json().message).toBe('Invalid quantity');
    const removed = await call(t, 'PUT', `/api/v1/cart/items/${pieceLine}`, authorization, { quantity: 0 });
    expect(removed.json().message).toBe('Item removed from cart');
    expect(removed.json().data.items.map((item: { productId: string }) => item.productId)).toEqual([other.id]);
    const negative = await call(t, 'PUT', `/api/v1/cart/items/${lineId}`, authorization, { quantity: -1 });
    expect(negative.json().data.items).toEqual([]);
  });

  it('removes a line and clears the cart', async () => {
    const { authorization } = await signIn(t);
    const [a, b] = [await product(), await product()];
    await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: a.id });
    const cart = (await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: b.id })).json().data;
    const removed = await call(t, 'DELETE', `/api/v1/cart/items/${cart.items[0]._id}`, authorization);
    expect(removed.json().data.items.map((item: { productId: string }) => item.productId)).toEqual([b.id]);
    expect((await call(t, 'DELETE', `/api/v1/cart/items/${cart.items[0]._id}`, authorization)).statusCode).toBe(404);
    const cleared = await call(t, 'DELETE', '/api/v1/cart/clear', authorization);
    expect(cleared.json()).toMatchObject({ success: true, message: 'Cart cleared', data: { items: [], totals: { grandTotal: 0 } } });
  });

  it('writes nothing for a refused change, not even a first empty cart', async () => {
    const { userId, authorization } = await signIn(t);
    const piece = await product({ stockQuantity: 1 });
    expect((await call(t, 'PUT', '/api/v1/cart/items/no-such-line', authorization, { quantity: 2 })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/api/v1/cart/coupons/remove', authorization)).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/v1/cart/coupons/apply', authorization, { couponCode: 'WELCOME10' })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: piece.id, quantity: 2 })).statusCode).toBe(400);
    expect(await t.database.db.select().from(carts).where(eq(carts.userId, userId))).toEqual([]);
  });

  it("answers 404 for another customer's line and changes nothing", async () => {
    const owner = await signIn(t, 'Owner');
    const stranger = await signIn(t, 'Stranger');
    const piece = await product();
    const lineId = (await call(t, 'POST', '/api/v1/cart/add', owner.authorization, { productId: piece.id, quantity: 2 })).json().data.items[0]._id;
    for (const [method, payload] of [['PUT', { quantity: 5 }], ['PUT', { quantity: 0 }], ['DELETE', undefined]] as const) {
      const response = await call(t, method, `/api/v1/cart/items/${lineId}`, stranger.authorization, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal('Cart item not found'));
    }
    await call(t, 'DELETE', '/api/v1/cart/clear', stranger.authorization);
    expect((await readCart(t, owner.authorization)).items.map((item) => [item._id, item.quantity])).toEqual([[lineId, 2]]);
  });
});
