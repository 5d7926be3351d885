import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreSettingsAnswer, StoreSettingsBody } from '@aabhushan/shared/schemas/admin-store-settings';
import type { TestApp } from '../../test/create-test-app';
import { signInStaff } from '../../test/signed-in-customer';
import { call, createOrdersTestApp, place, plainProducts, shopper, stock } from '../orders/orders-test-helpers';

/**
 * Each promise the settings page makes is kept where the money is: staff change the standard
 * shipping fee, the free-shipping threshold, the GST rate and the cash-on-delivery limit, and the
 * shopper is told the new values (public settings, cart, payment methods) and charged or refused
 * by them (the order); likewise the delivery time, the payment hold and the return window. The
 * lifecycle tests also return an order late under a wider window.
 */
describe('the store settings, told and kept', () => {
  let t: TestApp;
  let staff: string;
  let opening: StoreSettingsAnswer;
  let pieces: Awaited<ReturnType<typeof plainProducts>>;

  beforeAll(async () => {
    t = await createOrdersTestApp();
    staff = (await signInStaff(t)).authorization;
    opening = (await call(t, 'GET', '/api/admin/settings', staff)).json().data;
    pieces = await plainProducts(t, 2);
    for (const piece of pieces) await stock(t, piece, { salePricePaise: 1_000_000, mrpPaise: 1_000_000, stockQuantity: 20, maxOrderQuantity: 5, codAvailable: true });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The editable part of the settings with the given changes, saved as staff save them. */
  async function saveSettings(changes: (body: StoreSettingsBody) => StoreSettingsBody) {
    const { updatedAt: _updatedAt, seller, ...rest } = opening;
    const saved = await call(t, 'PUT', '/api/admin/settings', staff, changes({ ...structuredClone(rest), seller: { legalName: seller.legalName, gstin: seller.gstin } }));
    expect(saved.statusCode, saved.body).toBe(200);
  }

  it('charges the standard fee below the free-shipping threshold and the GST rate staff set, in the cart and in the order', async () => {
    await saveSettings((b) => ({ ...b, gstRatePercent: 5, shipping: { ...b.shipping, standard: { ...b.shipping.standard, fee: 99, freeFrom: 15_000 } } }));
    const told = (await call(t, 'GET', '/api/public/settings')).json().data;
    expect(told).toMatchObject({ gstRatePercent: 5, freeShippingThreshold: 15_000 });

    const one = await shopper(t, pieces[0]!, 1);
    const cart = (await call(t, 'GET', '/api/v1/cart', one.authorization)).json().data;
    // ₹10,000 with 5 % GST inside it: 10,000 - 10,000 / 1.05.
    expect(cart.totals).toMatchObject({ subtotal: 10_000, shippingTotal: 99, taxTotal: 476.19 });
    const order = await place(t, one.authorization, { addressId: one.addressId, shippingMethod: 'standard', paymentMethod: 'upi' });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().data.totals).toMatchObject({ subtotal: 10_000, shippingTotal: 99, taxTotal: 476.19, grandTotal: 10_099 });

    const two = await shopper(t, pieces[1]!, 2);
    const free = await place(t, two.authorization, { addressId: two.addressId, shippingMethod: 'standard', paymentMethod: 'upi' });
    expect(free.json().data.totals).toMatchObject({ subtotal: 20_000, shippingTotal: 0, grandTotal: 20_000 });
  });

  it('leaves cash on delivery out above the limit staff set, says why, and refuses it at the order', async () => {
    await saveSettings((b) => ({ ...b, codLimit: 5_000 }));
    expect((await call(t, 'GET', '/api/public/settings')).json().data.codLimit).toBe(5_000);
    const who = await shopper(t, pieces[0]!, 1);
    const methods = (await call(t, 'GET', '/api/payments/methods?amount=10000', who.authorization)).json().data as Array<{ type: string; available: boolean; reason?: string }>;
    expect(methods.find((method) => method.type === 'cod')).toMatchObject({ available: false, reason: 'Cash on delivery is available for orders up to ₹5,000' });
    const refused = await place(t, who.authorization, { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'cod' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Cash on delivery is not available for this order', code: 'ORDER_COD_NOT_ALLOWED' });

    await saveSettings((b) => b);
    const allowed = (await call(t, 'GET', '/api/payments/methods?amount=10000', who.authorization)).json().data as Array<{ type: string; available: boolean }>;
    expect(allowed.find((method) => method.type === 'cod')?.available).toBe(true);
  });

  it('gives the order the delivery time and the payment hold staff set, and says so', async () => {
    await saveSettings((b) => ({ ...b, paymentHoldMinutes: 30, shipping: { ...b.shipping, express: { ...b.shipping.express, estimate: '4-6 days' } } }));
    const told = (await call(t, 'GET', '/api/public/settings')).json().data;
    expect(told.paymentHoldMinutes).toBe(30);
    expect(told.shippingMethods.find((method: { code: string }) => method.code === 'express')).toMatchObject({ estimate: '4-6 days' });

    const who = await shopper(t, pieces[0]!, 1);
    const placed = await place(t, who.authorization, { addressId: who.addressId, shippingMethod: 'express', paymentMethod: 'upi' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data as { createdAt: string; expiresAt: string; estimatedDelivery: string };
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(30 * 60 * 1000);
    expect(Date.parse(order.estimatedDelivery) - Date.parse(order.createdAt)).toBe(6 * 24 * 60 * 60 * 1000);
    await saveSettings((b) => b);
  });

  it('tells the return window staff set, and keeps it: with returns turned off (0 days) an order delivered today cannot go back', async () => {
    const who = await shopper(t, pieces[1]!, 1);
    const placed = (await place(t, who.authorization, { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'cod' })).json().data as { _id: string };
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
      expect((await call(t, 'POST', `/api/admin/orders/${placed._id}/status`, staff, { status })).statusCode).toBe(200);
    }
    const order = async () => (await call(t, 'GET', `/api/orders/${placed._id}`, who.authorization)).json().data as { canReturn: boolean };
    expect((await order()).canReturn).toBe(true);

    await saveSettings((b) => ({ ...b, returnWindowDays: 0 }));
    expect((await call(t, 'GET', '/api/public/settings')).json().data.returnWindowDays).toBe(0);
    expect((await order()).canReturn).toBe(false);
    const refused = await call(t, 'POST', `/api/orders/${placed._id}/return`, who.authorization, { reason: 'Too small' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('ORDER_STATUS_NO_RETURNS');

    await saveSettings((b) => b);
    expect((await call(t, 'POST', `/api/orders/${placed._id}/return`, who.authorization, { reason: 'Too small' })).statusCode).toBe(200);
  });
});
