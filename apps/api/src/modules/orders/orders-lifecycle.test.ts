import { eq } from 'drizzle-orm';
import { applyStoredSettings, editablePart, storeSettings } from '../settings/store-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@aabhushan/shared/schemas/orders';
import { couponUsages, mailOutbox, orders } from '../../db/schema/index';
import type { TestApp } from '../../test/create-test-app';
import {
  call,
  couponUsed,
  createOrdersTestApp,
  makeCoupon,
  placeOk,
  plainProducts,
  shopper,
  signIn,
  signInStaff,
  stock,
  stockOf,
} from './orders-test-helpers';
import { refusal } from '../../test/refusal';

const DAY = 24 * 60 * 60 * 1000;

describe('orders after placing: reading, cancel, return, staff status, stats', () => {
  let t: TestApp;
  let piece: Awaited<ReturnType<typeof plainProducts>>[number] | undefined;
  let staff: { authorization: string };
  const patch = (id: string, body: object, authorization = staff.authorization) => t.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, payload: body, headers: { authorization } });
  const subjects = async (order: Order) => {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    await t.app.jobs.runDue();
    return (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, row!.contactEmail))).map((mail) => mail.subject);
  };

  beforeAll(async () => {
    t = await createOrdersTestApp();
    [piece] = await plainProducts(t, 1);
    await stock(t, piece!, { salePricePaise: 1_000_000, mrpPaise: 1_000_000, stockQuantity: 100, maxOrderQuantity: 10, codAvailable: true });
    staff = await signInStaff(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the customer\'s orders newest first as data.data with the pagination block, filtered by status', async () => {
    const who = await shopper(t, piece!, 1);
    const placed: Order[] = [];
    for (let i = 0; i < 11; i += 1) {
      if (i > 0) await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: piece!.id, quantity: 1 });
      placed.push(await placeOk(t, who));
      // Confirmed for cash on delivery, so the next order for the same piece does not replace it (order-holds.ts).
      await t.database.db.update(orders).set({ paymentMethod: 'cod', status: 'confirmed', expiresAt: null }).where(eq(orders.id, placed[i]!.id));
    }
    const first = (await call(t, 'GET', '/api/orders', who.authorization)).json();
    expect(first.success).toBe(true);
    expect(first.data.data).toHaveLength(10);
    expect(first.data.data[0].id).toBe(placed[10]!.id);
    expect(first.data.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 11, itemsPerPage: 10, hasNextPage: true, hasPreviousPage: false });
    expect(first.pagination).toEqual(first.data.pagination);
    const second = (await call(t, 'GET', '/api/orders?page=2', who.authorization)).json();
    expect(second.data.data.map((order: Order) => order.id)).toEqual([placed[0]!.id]);
    await call(t, 'POST', `/api/orders/${placed[3]!.id}/cancel`, who.authorization, { reason: 'Changed my mind' });
    const cancelled = (await call(t, 'GET', '/api/orders?status=cancelled', who.authorization)).json();
    expect(cancelled.data.data.map((order: Order) => order.id)).toEqual([placed[3]!.id]);
    const bad = await call(t, 'GET', '/api/orders?status=lost', who.authorization);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid order status');
    const someoneElse = await signIn(t);
    expect((await call(t, 'GET', '/api/orders', someoneElse.authorization)).json().data.data).toEqual([]);
  });

  it('reads one order by id, number, tracking and history; another customer\'s answers 404', async () => {
    const who = await shopper(t, piece!, 1);
    const order = await placeOk(t, who);
    const byId = (await call(t, 'GET', `/api/orders/${order.id}`, who.authorization)).json();
    expect(byId).toMatchObject({ success: true, message: 'Order fetched successfully', data: { id: order.id, orderNumber: order.orderNumber } });
    expect((await call(t, 'GET', `/api/orders/number/${order.orderNumber.toLowerCase()}`, who.authorization)).json().data.id).toBe(order.id);
    const track = (await call(t, 'GET', `/api/orders/track/${order.id}`, who.authorization)).json().data;
    expect(track).toMatchObject({ orderNumber: order.orderNumber, status: 'pending', itemCount: 1, destination: { city: 'Jaipur', state: 'Rajasthan', pinCode: '302001' } });
    expect(track.statusHistory).toHaveLength(1);
    const history = (await call(t, 'GET', `/api/orders/${order.id}/status-history`, who.authorization)).json();
    expect(history.data.map((entry: { status: string }) => entry.status)).toEqual(['pending']);

    const other = await signIn(t);
    for (const url of [`/api/orders/${order.id}`, `/api/orders/number/${order.orderNumber}`, `/api/orders/track/${order.id}`, `/api/orders/${order.id}/status-history`]) {
      const response = await call(t, 'GET', url, other.authorization);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(refusal('Order not found'));
    }
    expect((await call(t, 'POST', `/api/orders/${order.id}/cancel`, other.authorization, {})).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/orders/${order.id}`)).statusCode).toBe(401);
  });

  it('cancels a pending order: stock and coupon use come back, history and mail record it; only once', async () => {
    const coupon = await makeCoupon(t, { usageLimit: 5 });
    const who = await shopper(t, piece!, 2);
    await call(t, 'POST', '/api/v1/cart/coupons/apply', who.authorization, { couponCode: coupon.code });
    const before = await stockOf(t, piece!.id);
    const order = await placeOk(t, who);
    expect(await stockOf(t, piece!.id)).toBe(before - 2);
    expect(await couponUsed(t, coupon.id)).toBe(1);
    const response = await call(t, 'POST', `/api/orders/${order.id}/cancel`, who.authorization, { reason: 'Ordered by mistake' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Order cancelled successfully', data: { status: 'cancelled', statusLabel: 'Cancelled', cancelReason: 'Ordered by mistake', canCancel: false, expiresAt: null } });
    expect(await stockOf(t, piece!.id)).toBe(before);
    expect(await couponUsed(t, coupon.id)).toBe(0);
    expect(await t.database.db.select().from(couponUsages).where(eq(couponUsages.orderId, order.id))).toEqual([]);
    expect(response.json().data.statusHistory.map((entry: { status: string; notes: string }) => [entry.status, entry.notes])).toEqual([
      ['pending', 'Order placed'],
      ['cancelled', 'Ordered by mistake'],
    ]);
    expect(await subjects(order)).toContain(`Your Aabhushan order ${order.orderNumber} is cancelled`);
    const again = await call(t, 'POST', `/api/orders/${order.id}/cancel`, who.authorization, {});
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'This order can no longer be cancelled', code: 'ORDER_STATUS_CANNOT_CANCEL' });
    expect(await stockOf(t, piece!.id)).toBe(before);
  });

  it('PATCH status is staff only: guest 401, customer 403', async () => {
    const who = await shopper(t, piece!, 1);
    const order = await placeOk(t, who);
    const guest = await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/status`, payload: { status: 'confirmed' } });
    expect(guest.statusCode).toBe(401);
    const customer = await patch(order.id, { status: 'confirmed' }, who.authorization);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe('You do not have permission to perform this action');
  });

  it('staff walk an order through the state machine; skips and moves back are refused', async () => {
    const who = await shopper(t, piece!, 1);
    const order = await placeOk(t, who, { paymentMethod: 'cod' });
    const skip = await patch(order.id, { status: 'shipped' });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().message).toBe('Cannot change the order from Pending to Shipped');
    for (const status of ['confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered']) {
      const response = await patch(order.id, { status, notes: `now ${status}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ message: 'Order status updated successfully', data: { status } });
    }
    const delivered = (await call(t, 'GET', `/api/orders/${order.id}`, who.authorization)).json().data;
    expect(delivered.actualDelivery).not.toBeNull();
    // Cash on delivery is paid at the door.
    expect(delivered.paymentStatus).toBe('paid');
    expect(delivered.canReturn).toBe(true);
    const back = await patch(order.id, { status: 'pending' });
    expect(back.json().message).toBe('Cannot change the order from Delivered to Pending');
    expect((await patch(order.id, { status: 'lost' })).json().message).toBe('Invalid order status');
    expect((await patch('no-such-order', { status: 'confirmed' })).statusCode).toBe(404);
    const mails = await subjects(order);
    expect(mails).toContain(`Your Aabhushan order ${order.orderNumber} has shipped`);
    expect(mails).toContain(`Your Aabhushan order ${order.orderNumber} is delivered`);
    const history = (await call(t, 'GET', `/api/orders/${order.id}/status-history`, who.authorization)).json().data;
    expect(history.map((entry: { status: string }) => entry.status)).toEqual(['pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered']);
    expect(history[1]).toMatchObject({ changedBy: 'staff', notes: 'now confirmed' });
  });

  it('returns a delivered order within 7 days only, with a reason and its own items', async () => {
    const who = await shopper(t, piece!, 1);
    const order = await placeOk(t, who, { paymentMethod: 'cod' });
    const early = await call(t, 'POST', `/api/orders/${order.id}/return`, who.authorization, { reason: 'Too small' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Only delivered orders can be returned');
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) await patch(order.id, { status });
    const noReason = await call(t, 'POST', `/api/orders/${order.id}/return`, who.authorization, { reason: ' ' });
    expect(noReason.json().message).toBe('Please tell us the reason');
    const strange = await call(t, 'POST', `/api/orders/${order.id}/return`, who.authorization, { reason: 'Too small', items: ['not-an-item'] });
    expect(strange.statusCode).toBe(400);
    expect(strange.json().message).toBe('This item is not part of the order');
    const returned = await call(t, 'POST', `/api/orders/${order.id}/return`, who.authorization, { reason: 'Too small', items: [order.items[0]!._id] });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ message: 'Return requested successfully', data: { status: 'returned', returnReason: 'Too small' } });

    const late = await shopper(t, piece!, 1);
    const lateOrder = await placeOk(t, late, { paymentMethod: 'cod' });
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) await patch(lateOrder.id, { status });
    await t.database.db.update(orders).set({ deliveredAt: new Date(Date.now() - 8 * DAY) }).where(eq(orders.id, lateOrder.id));
    const closed = await call(t, 'POST', `/api/orders/${lateOrder.id}/return`, late.authorization, { reason: 'Too small' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ message: 'Returns are accepted within 7 days of delivery', code: 'ORDER_STATUS_RETURN_WINDOW_CLOSED', values: { count: '7' } });

    // Staff widen the window to 15 days: the same order may be returned now, and its answer says so.
    const opening = editablePart(storeSettings());
    applyStoredSettings({ ...opening, returnWindowDays: 15 });
    try {
      expect((await call(t, 'GET', `/api/orders/${lateOrder.id}`, late.authorization)).json().data.canReturn).toBe(true);
      expect((await call(t, 'POST', `/api/orders/${lateOrder.id}/return`, late.authorization, { reason: 'Too small' })).statusCode).toBe(200);
    } finally {
      applyStoredSettings(opening);
    }
  });

  it('stats: totals, spent (paid), open and delivered orders, reward points of delivered orders', async () => {
    const who = await shopper(t, piece!, 1);
    const delivered = await placeOk(t, who, { paymentMethod: 'cod' });
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) await patch(delivered.id, { status });
    // Other pieces each: an order for the same piece would replace the one still waiting for its payment.
    const [second, third] = await plainProducts(t, 2);
    await stock(t, second!, { salePricePaise: 1_000_000, mrpPaise: 1_000_000, stockQuantity: 5 });
    await stock(t, third!, { salePricePaise: 1_000_000, mrpPaise: 1_000_000, stockQuantity: 5 });
    await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: second!.id, quantity: 2 });
    await placeOk(t, who);
    await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: third!.id, quantity: 1 });
    const cancelled = await placeOk(t, who);
    await call(t, 'POST', `/api/orders/${cancelled.id}/cancel`, who.authorization, {});
    const stats = (await call(t, 'GET', '/api/orders/stats', who.authorization)).json();
    // ₹10,000 + ₹50 shipping delivered and paid at the door: 100 points.
    expect(stats).toEqual({
      success: true,
      message: 'Order stats fetched successfully',
      data: { totalOrders: 3, totalSpent: 10_050, pendingOrders: 1, completedOrders: 1, rewardPoints: 100 },
    });
    const fresh = await signIn(t);
    expect((await call(t, 'GET', '/api/orders/stats', fresh.authorization)).json().data).toEqual({ totalOrders: 0, totalSpent: 0, pendingOrders: 0, completedOrders: 0, rewardPoints: 0 });
  });
});
