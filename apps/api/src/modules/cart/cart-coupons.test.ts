import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponUsages, coupons } from '../../db/schema/index';
import { SEED_COUPONS } from '../../db/seed/coupons';
import { newId } from '../../lib/new-id';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, gstIn, plainProductIn, readCart, signIn, stockProduct } from './cart-test-helpers';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const apply = (authorization: string, couponCode: unknown) => call(t, 'POST', '/api/v1/cart/coupons/apply', authorization, { couponCode });

/** A customer with one line of a piece that is not a ring, at `rupees` each. */
let offset = 0;
async function cartWorth(rupees: number, quantity = 1) {
  const shopper = await signIn(t);
  const necklace = await stockProduct(t, await plainProductIn(t, 'rings', offset++, true), { salePricePaise: rupees * 100, mrpPaise: rupees * 100, stockQuantity: 50, maxOrderQuantity: 10 });
  const cart = (await call(t, 'POST', '/api/v1/cart/add', shopper.authorization, { productId: necklace.id, quantity })).json().data;
  return { ...shopper, necklace, lineId: cart.items[0]._id as string };
}

describe('applying coupons to the cart', () => {
  it('applies WELCOME10 (10 %, at most ₹2,000) and shows the discount in every total', async () => {
    const { authorization } = await cartWorth(8_000);
    const applied = await apply(authorization, ' welcome10 ');
    expect(applied.statusCode).toBe(200);
    expect(applied.json().message).toBe('Coupon applied');
    const cart = applied.json().data;
    expect(cart.appliedCoupons).toEqual([{ code: 'WELCOME10', type: 'percentage', value: 10, title: SEED_COUPONS.find((coupon) => coupon.code === 'WELCOME10')!.title, discount: 800, freeShipping: false }]);
    expect(cart.appliedCoupons[0].title.en).toBe('10% off your order');
    expect(cart.couponCode).toBe('WELCOME10');
    expect(cart.totals).toEqual({ itemCount: 1, subtotal: 8_000, discountTotal: 800, taxTotal: gstIn(7_200), shippingTotal: 50, grandTotal: 7_250 });
    expect(cart.discountAmount).toBe(800);
  });

  it('caps WELCOME10 at ₹2,000 and counts free shipping on the discounted subtotal', async () => {
    const { authorization } = await cartWorth(26_000);
    const cart = (await apply(authorization, 'WELCOME10')).json().data;
    // ₹26,000 - ₹2,000 = ₹24,000 is below the ₹25,000 threshold: shipping is charged again.
    expect(cart.totals).toMatchObject({ discountTotal: 2_000, shippingTotal: 50, grandTotal: 24_050 });
    expect(cart.shippingInfo).toMatchObject({ isFreeShipping: false, amountToFreeShipping: 1_000 });
  });

  it('replaces one coupon by another: FREESHIP takes off the shipping instead', async () => {
    const { authorization } = await cartWorth(12_000);
    await apply(authorization, 'WELCOME10');
    const replaced = (await apply(authorization, 'FREESHIP')).json().data;
    expect(replaced.appliedCoupons.map((coupon: { code: string }) => coupon.code)).toEqual(['FREESHIP']);
    expect(replaced.totals).toMatchObject({ subtotal: 12_000, discountTotal: 0, shippingTotal: 0, grandTotal: 12_000 });
    expect(replaced.shippingInfo.isFreeShipping).toBe(true);
    const flat = (await apply(authorization, 'FLAT500')).json().data;
    expect(flat.totals).toMatchObject({ discountTotal: 500, shippingTotal: 50, grandTotal: 11_550 });
  });

  it('says why a coupon does not apply, and keeps the cart as it was', async () => {
    const { authorization } = await cartWorth(4_000);
    const cases: Array<[unknown, string]> = [
      ['', 'Please enter a coupon code'],
      ['   ', 'Please enter a coupon code'],
      ['NOPE', 'Invalid coupon code'],
      ['EXPIRED20', 'This coupon has expired'],
      ['WELCOME10', 'Minimum order value of ₹5,000 required'],
      ['FLAT500', 'Minimum order value of ₹10,000 required'],
      ['RINGS15', 'This coupon does not apply to the items in your cart'],
    ];
    for (const [code, message] of cases) {
      const response = await apply(authorization, code);
      expect(response.statusCode, String(code)).toBe(400);
      expect(response.json()).toEqual(refusal(message));
    }
    expect((await readCart(t, authorization)).appliedCoupons).toEqual([]);
  });

  it('applies RINGS15 to the rings only', async () => {
    const { authorization } = await cartWorth(10_000);
    const ring = await stockProduct(t, await plainProductIn(t, 'rings'), { salePricePaise: 2_000_000, mrpPaise: 2_000_000, stockQuantity: 10 });
    await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: ring.id });
    const cart = (await apply(authorization, 'RINGS15')).json().data;
    // 15 % of the ₹20,000 ring (not of the ₹30,000 subtotal); under the ₹5,000 cap.
    expect(cart.totals).toMatchObject({ subtotal: 30_000, discountTotal: 3_000, shippingTotal: 0, grandTotal: 27_000 });
  });

  it('blocks FESTIVE25 for a customer who already used it once', async () => {
    const first = await cartWorth(60_000);
    const festive = (await t.database.db.select().from(coupons).where(eq(coupons.code, 'FESTIVE25')))[0]!;
    expect((await apply(first.authorization, 'FESTIVE25')).json().data.totals).toMatchObject({ discountTotal: 10_000, grandTotal: 50_000 });
    const returning = await cartWorth(60_000);
    await t.database.db.insert(couponUsages).values({ id: newId(), couponId: festive.id, userId: returning.userId, discountPaise: 1_000_000 });
    const refused = await apply(returning.authorization, 'FESTIVE25');
    expect(refused.json()).toEqual(refusal('You have already used this coupon'));
  });

  it('refuses LIMITED1 once its one redemption is taken', async () => {
    const { authorization } = await cartWorth(6_000);
    await t.database.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.code, 'LIMITED1'));
    try {
      expect((await apply(authorization, 'LIMITED1')).json().message).toBe('This coupon has reached its usage limit');
    } finally {
      await t.database.db.update(coupons).set({ usedCount: 0 }).where(eq(coupons.code, 'LIMITED1'));
    }
    expect((await apply(authorization, 'LIMITED1')).json().data.totals.discountTotal).toBe(1_000);
  });
});

describe('removing and dropping coupons', () => {
  it("removes by code or through /coupons/remove with 'Coupon removed'", async () => {
    const { authorization } = await cartWorth(8_000);
    await apply(authorization, 'WELCOME10');
    expect((await call(t, 'DELETE', '/api/v1/cart/coupons/FLAT500', authorization)).json()).toEqual(refusal('Coupon not found'));
    const byCode = await call(t, 'DELETE', '/api/v1/cart/coupons/welcome10', authorization);
    expect(byCode.json()).toMatchObject({ success: true, message: 'Coupon removed', data: { appliedCoupons: [], couponCode: null, totals: { discountTotal: 0 } } });
    const none = await call(t, 'DELETE', '/api/v1/cart/coupons/remove', authorization);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Coupon not found');
    await apply(authorization, 'FREESHIP');
    const removed = await call(t, 'DELETE', '/api/v1/cart/coupons/remove', authorization);
    expect(removed.json()).toMatchObject({ message: 'Coupon removed', data: { appliedCoupons: [], totals: { shippingTotal: 50 } } });
  });

  it('drops a coupon that stops applying when the cart changes, and says so', async () => {
    const { authorization, lineId } = await cartWorth(3_000, 2);
    await apply(authorization, 'WELCOME10');
    const changed = await call(t, 'PUT', `/api/v1/cart/items/${lineId}`, authorization, { quantity: 1 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Coupon WELCOME10 was removed: Minimum order value of ₹5,000 required');
    expect(changed.json().data).toMatchObject({
      appliedCoupons: [], couponCode: null, totals: { subtotal: 3_000, discountTotal: 0, grandTotal: 3_050 },
      notices: ['Coupon WELCOME10 was removed: Minimum order value of ₹5,000 required'],
    });
    // Dropped for good: the next read has neither the coupon nor the notice.
    expect(await readCart(t, authorization)).toMatchObject({ appliedCoupons: [], notices: [] });
  });

  it('drops a coupon when the piece it needed sells out, on the next read', async () => {
    const { authorization, necklace } = await cartWorth(9_000);
    await apply(authorization, 'WELCOME10');
    await stockProduct(t, necklace, { stockQuantity: 0 });
    const response = await call(t, 'GET', '/api/v1/cart', authorization);
    expect(response.json().message).toBe('Coupon WELCOME10 was removed: Add items to your cart to use a coupon');
    expect(response.json().data).toMatchObject({ couponCode: null, totals: { grandTotal: 0 } });
  });

  it('takes the coupon off when the cart is cleared', async () => {
    const { authorization } = await cartWorth(8_000);
    await apply(authorization, 'WELCOME10');
    const cleared = (await call(t, 'DELETE', '/api/v1/cart/clear', authorization)).json();
    expect(cleared).toMatchObject({ message: 'Cart cleared', data: { items: [], appliedCoupons: [], notices: [] } });
  });
});
