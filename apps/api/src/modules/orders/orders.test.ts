import { eq } from 'drizzle-orm';
import { applyStoredSettings, editablePart, storeSettings } from '../settings/store-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, couponUsages, mailOutbox, orderStatusHistory, orders } from '../../db/schema/index';
import type { TestApp } from '../../test/create-test-app';
import {
  addToCart,
  call,
  couponUsed,
  createOrdersTestApp,
  makeCoupon,
  place,
  placeOk,
  plainProducts,
  saveAddress,
  shopper,
  signIn,
  stock,
  stockOf,
  variantPiece,
  variantStockOf,
} from './orders-test-helpers';
import { refusal } from '../../test/refusal';

/** GST contained in a GST-inclusive rupee amount at 3 % (the cart's rule written out). */
const gstIn = (rupees: number) => {
  const paise = Math.round(rupees * 100);
  return (paise - Math.round((paise * 100) / 103)) / 100;
};

describe('POST /api/orders', () => {
  let t: TestApp;
  let pieces: Awaited<ReturnType<typeof plainProducts>>;
  beforeAll(async () => {
    t = await createOrdersTestApp();
    pieces = await plainProducts(t, 6);
    for (const piece of pieces) await stock(t, piece, { salePricePaise: 1_000_000, mrpPaise: 1_200_000, stockQuantity: 50, maxOrderQuantity: 10, codAvailable: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('turns the cart into an order: prices, GST, shipping, stock, address snapshot, history, mail, empty cart', async () => {
    const piece = pieces[0]!;
    await stock(t, piece, { stockQuantity: 5 });
    const who = await shopper(t, piece, 2);
    const response = await place(t, who.authorization, { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'upi', notes: 'Ring the bell' });
    expect(response.statusCode, response.body).toBe(201);
    const { success, message, data: order } = response.json();
    expect(success).toBe(true);
    expect(message).toBe('Order placed successfully');
    expect(order.orderNumber).toMatch(/^AB-20\d\d-\d{6}$/);
    expect(order).toMatchObject({ status: 'pending', statusLabel: 'Pending', paymentMethod: 'upi', paymentStatus: 'pending', shippingMethod: 'standard', notes: 'Ring the bell', canCancel: true, canReturn: false });
    expect(order._id).toBe(order.id);
    expect(order.totals).toEqual({ itemCount: 2, subtotal: 20_000, discountTotal: 0, taxTotal: gstIn(20_000), shippingTotal: 50, giftWrap: 0, grandTotal: 20_050, goldPlanCredit: 0, amountDue: 20_050 });
    expect(order.gift).toBeNull();
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ productId: piece.id, variantId: null, quantity: 2, unitPrice: 10_000, mrp: 12_000, lineTotal: 20_000 });
    expect(order.items[0].productSnapshot).toMatchObject({ name: piece.name.en, slug: piece.slug, metal: piece.metal, purity: piece.metalPurity });
    expect(order.shippingAddress).toMatchObject({ _id: who.addressId, city: 'Jaipur', state: 'Rajasthan', pinCode: '302001', contactNumber: '9876543210', address: '14 Johari Bazaar' });
    expect(new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime()).toBe(15 * 60 * 1000);
    expect(order.statusHistory).toEqual([expect.objectContaining({ status: 'pending', statusLabel: 'Pending', changedBy: 'customer' })]);
    expect(await stockOf(t, piece.id)).toBe(3);
    const cart = (await call(t, 'GET', '/api/v1/cart', who.authorization)).json().data;
    expect(cart.items).toEqual([]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    await t.app.jobs.runDue();
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, row!.contactEmail));
    expect(mails.map((mail) => mail.subject)).toEqual([`Your Aabhushan order ${order.orderNumber} is placed`]);
  });

  it('charges the chosen shipping method; standard is free from ₹25,000', async () => {
    const piece = pieces[1]!;
    const express = await shopper(t, piece, 1);
    expect((await placeOk(t, express, { shippingMethod: 'express' })).totals).toMatchObject({ shippingTotal: 500, grandTotal: 10_500 });
    const overnight = await shopper(t, piece, 1);
    expect((await placeOk(t, overnight, { shippingMethod: 'overnight' })).totals).toMatchObject({ shippingTotal: 1_200, grandTotal: 11_200 });
    const free = await shopper(t, piece, 3);
    expect((await placeOk(t, free)).totals).toMatchObject({ subtotal: 30_000, shippingTotal: 0, grandTotal: 30_000 });
  });

  it('promises delivery by the latest day of the delivery time the store settings give', async () => {
    const opening = editablePart(storeSettings());
    applyStoredSettings({ ...opening, standard: { ...opening.standard, estimate: '8-10 days' }, express: { ...opening.express, estimate: 'next day' } });
    try {
      const days = (order: { createdAt: string; estimatedDelivery: string }) => (Date.parse(order.estimatedDelivery) - Date.parse(order.createdAt)) / (24 * 60 * 60 * 1000);
      expect(days(await placeOk(t, await shopper(t, pieces[2]!, 1)))).toBe(10);
      expect(days(await placeOk(t, await shopper(t, pieces[2]!, 1), { shippingMethod: 'express' }))).toBe(1);
    } finally {
      applyStoredSettings(opening);
    }
  });

  it('gives order numbers from one counter, each once', async () => {
    const a = await placeOk(t, await shopper(t, pieces[2]!, 1));
    const b = await placeOk(t, await shopper(t, pieces[2]!, 1));
    const number = (order: { orderNumber: string }) => Number(order.orderNumber.slice(-6));
    expect(number(b)).toBe(number(a) + 1);
  });

  it('cash on delivery: held until confirmed, then no deadline; refused when a piece does not allow it', async () => {
    const piece = pieces[3]!;
    const codShopper = await shopper(t, piece, 1);
    const cod = await placeOk(t, codShopper, { paymentMethod: 'cod' });
    expect(cod).toMatchObject({ paymentMethod: 'cod', status: 'pending' });
    expect(new Date(cod.expiresAt!).getTime() - new Date(cod.createdAt).getTime()).toBe(15 * 60 * 1000);
    const confirmed = await call(t, 'POST', '/api/payments/cod', codShopper.authorization, { order_id: cod.id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.order).toMatchObject({ status: 'confirmed', expiresAt: null });
    await stock(t, piece, { codAvailable: false });
    const who = await shopper(t, piece, 1);
    const refused = await place(t, who.authorization, { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'cod' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('Cash on delivery is not available for this order'));
    await stock(t, piece, { codAvailable: true });
  });

  it('refuses an empty cart, another customer\'s address and a line above the stock, changing nothing', async () => {
    const empty = await signIn(t);
    const emptyAddress = await saveAddress(t, empty.userId);
    const none = await place(t, empty.authorization, { addressId: emptyAddress, shippingMethod: 'standard', paymentMethod: 'upi' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Your cart is empty');

    const piece = pieces[4]!;
    const who = await shopper(t, piece, 2);
    const foreign = await place(t, who.authorization, { addressId: emptyAddress, shippingMethod: 'standard', paymentMethod: 'upi' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Address not found');

    await stock(t, piece, { stockQuantity: 1 });
    const short = await place(t, who.authorization, { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'upi' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(`${piece.name.en}: Maximum quantity available is 1. Please update your cart.`);
    expect(await stockOf(t, piece.id)).toBe(1);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.userId, who.userId));
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toHaveLength(1);
    await stock(t, piece, { stockQuantity: 50 });
  });

  it('refuses an order above the payment maximum of ₹15,00,000', async () => {
    const piece = pieces[4]!;
    await stock(t, piece, { salePricePaise: 20_000_000, mrpPaise: 20_000_000 });
    const who = await shopper(t, piece, 8);
    const response = await place(t, who.authorization, { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'upi' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Orders above ₹15,00,000 cannot be paid. Please place a smaller order or contact us.');
    await stock(t, piece, { salePricePaise: 1_000_000, mrpPaise: 1_200_000 });
  });

  it('validates the body with clear messages, and needs a sign-in', async () => {
    const who = await signIn(t);
    const cases: Array<[object, string]> = [
      [{ shippingMethod: 'standard', paymentMethod: 'upi' }, 'Please choose a delivery address'],
      [{ addressId: 'a', shippingMethod: 'rocket', paymentMethod: 'upi' }, 'Please choose a shipping method: standard, express or overnight'],
      [{ addressId: 'a', shippingMethod: 'standard', paymentMethod: 'cheque' }, 'Please choose a payment method: card, upi, netbanking, wallet, emi or cod'],
      [{ addressId: 'a', shippingMethod: 'standard', paymentMethod: 'upi', notes: 'x'.repeat(501) }, 'Notes can be at most 500 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await place(t, who.authorization, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const guest = await place(t, '', { addressId: 'a', shippingMethod: 'standard', paymentMethod: 'upi' });
    expect(guest.statusCode).toBe(401);
  });

  it('Idempotency-Key: the same key answers the same order (200); another body under it is 409', async () => {
    const piece = pieces[5]!;
    const who = await shopper(t, piece, 1);
    const body = { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'card' };
    const first = await place(t, who.authorization, body, 'checkout-123');
    expect(first.statusCode).toBe(201);
    // The cart is empty now: only the key can answer the retry.
    const again = await place(t, who.authorization, body, 'checkout-123');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, who.userId))).toHaveLength(1);
    // A retry after the shopper filled the cart again still answers the first order, and takes nothing.
    await addToCart(t, who.authorization, pieces[4]!.id, 1);
    const stockBefore = await stockOf(t, pieces[4]!.id);
    const late = await place(t, who.authorization, body, 'checkout-123');
    expect(late.statusCode).toBe(200);
    expect(late.json().data.id).toBe(first.json().data.id);
    expect(await stockOf(t, pieces[4]!.id)).toBe(stockBefore);
    expect((await call(t, 'GET', '/api/v1/cart', who.authorization)).json().data.items).toHaveLength(1);
    const other = await place(t, who.authorization, { ...body, shippingMethod: 'express' }, 'checkout-123');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different order. Please retry with a new key.');
    const bad = await place(t, who.authorization, body, 'spaces are not allowed');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Idempotency-Key must be 1 to 200 visible characters');
    // Another customer's identical key is their own.
    const someoneElse = await shopper(t, piece, 1);
    expect((await place(t, someoneElse.authorization, { ...body, addressId: someoneElse.addressId }, 'checkout-123')).statusCode).toBe(201);
  });

  it('redeems the cart\'s coupon under its lock and re-checks the customer\'s own limit', async () => {
    const piece = pieces[0]!;
    const coupon = await makeCoupon(t, { userUsageLimit: 1 });
    const who = await shopper(t, piece, 1);
    expect((await call(t, 'POST', '/api/v1/cart/coupons/apply', who.authorization, { couponCode: coupon.code })).statusCode).toBe(200);
    const order = await placeOk(t, who);
    expect(order.totals).toMatchObject({ subtotal: 10_000, discountTotal: 500, grandTotal: 9_550 });
    // The order keeps the coupon's English title, as its invoice is in English, whatever its translations.
    expect(order.appliedCoupon).toEqual({ code: coupon.code, type: 'fixed', title: 'Test ₹500 off', discount: 500, freeShipping: false });
    expect(await couponUsed(t, coupon.id)).toBe(1);
    expect(await t.database.db.select().from(couponUsages).where(eq(couponUsages.orderId, order.id))).toHaveLength(1);

    // The cart took the coupon before the first order counted: placing again must refuse it.
    const other = await makeCoupon(t, { userUsageLimit: 1 });
    await addToCart(t, who.authorization, piece.id, 1);
    expect((await call(t, 'POST', '/api/v1/cart/coupons/apply', who.authorization, { couponCode: other.code })).statusCode).toBe(200);
    await t.database.db.insert(couponUsages).values({ id: `u${Date.now()}`, couponId: other.id, userId: who.userId, discountPaise: 50_000 });
    const refused = await place(t, who.authorization, { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'upi' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`${other.code}: You have already used this coupon`);
  });

  it('answers the order as it was written: the same as reading it back', async () => {
    const coupon = await makeCoupon(t);
    for (const paymentMethod of ['upi', 'cod']) {
      const who = await shopper(t, pieces[3]!, 2);
      expect((await call(t, 'POST', '/api/v1/cart/coupons/apply', who.authorization, { couponCode: coupon.code })).statusCode).toBe(200);
      const placed = await placeOk(t, who, { paymentMethod, notes: 'Gift wrap' });
      const read = await call(t, 'GET', `/api/orders/${placed.id}`, who.authorization);
      expect(read.statusCode).toBe(200);
      expect(placed).toEqual(read.json().data);
      expect(placed.appliedCoupon?.code).toBe(coupon.code);
    }
  });

  it('a piece in a variant: the variant\'s price and stock, its name and attributes on the line; the product\'s own stock untouched', async () => {
    const { product, variant } = await variantPiece(t, { stockQuantity: 4, maxOrderQuantity: 5 });
    const productStock = await stockOf(t, product.id);
    const who = await signIn(t);
    const addressId = await saveAddress(t, who.userId);
    const added = await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: product.id, variantId: variant.id, quantity: 3 });
    expect(added.statusCode, added.body).toBe(200);
    const order = await placeOk(t, { authorization: who.authorization, addressId });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ productId: product.id, variantId: variant.id, quantity: 3, unitPrice: variant.salePricePaise / 100, variantName: variant.variantName });
    expect(await variantStockOf(t, variant.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(productStock);
  });

  it('records every status in the history table', async () => {
    const order = await placeOk(t, await shopper(t, pieces[1]!, 1));
    const rows = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(rows.map((row) => [row.status, row.notes])).toEqual([['pending', 'Order placed']]);
  });
});
