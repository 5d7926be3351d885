import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, capturedEvent, createPaymentOrder, paymentRows, placeOrder, readOrder, sendWebhook, signIn, WEBHOOK_SECRET } from './payments-test-helpers';

/**
 * Verify and the webhook racing for one payment. PGlite has a single connection, so requests
 * never overlap there: this runs on PostgreSQL only, where the payment row's lock does the work.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('payments under concurrent verify and webhook (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  });
  afterAll(() => t.close());

  it('verify x5, the webhook x5 (two event ids) at once: one captured payment, the order paid and confirmed once', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    const paymentOrder = await createPaymentOrder(t, customer.authorization, order);
    const checkout = (await call(t, 'POST', '/api/payments/test-gateway/pay', customer.authorization, { razorpay_order_id: paymentOrder.id, outcome: 'success' })).json().data;
    const event = capturedEvent(paymentOrder.id, checkout.razorpay_payment_id);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, order_id: order.id })),
      ...Array.from({ length: 5 }, (_, i) => sendWebhook(t, event, { eventId: `evt_race_${i % 2}` })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const rows = await paymentRows(t, order.id);
    expect(rows.map((row) => [row.status, row.providerPaymentId])).toEqual([['captured', checkout.razorpay_payment_id]]);
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const confirmations = await t.database.db.select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'confirmed')));
    expect(confirmations).toHaveLength(1);
  });

  it('parallel create-order calls for one order open one provider order', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(t, 'POST', '/api/payments/create-order', customer.authorization, { amount: order.grandTotalPaise, currency: 'INR', notes: { order_id: order.id } })));
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(await paymentRows(t, order.id)).toHaveLength(1);
  });
});
