import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  call, capturedEvent, createPaymentOrder, eventCount, paymentRows, placeOrder, readOrder, sendWebhook, signIn, WEBHOOK_SECRET,
} from './payments-test-helpers';
import { refusal } from '../../test/refusal';

describe('payments webhook (Razorpay signature over the raw body, deduplicated by event id)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  });
  afterAll(() => t.close());

  async function openPayment() {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    const paymentOrder = await createPaymentOrder(t, customer.authorization, order);
    return { customer, order, paymentOrder };
  }

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { order, paymentOrder } = await openPayment();
    const before = await eventCount(t);
    for (const signature of ['0'.repeat(64), 'short', '']) {
      const response = await sendWebhook(t, capturedEvent(paymentOrder.id, 'pay_Forged1'), { signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal('Invalid webhook signature'));
    }
    expect((await sendWebhook(t, capturedEvent(paymentOrder.id, 'pay_Forged1'), { secret: 'not-the-secret' })).statusCode).toBe(400);
    expect(await eventCount(t)).toBe(before);
    expect((await paymentRows(t, order.id))[0]!.status).toBe('created');
    expect((await readOrder(t, order.id)).paymentStatus).toBe('pending');
  });

  it('a captured payment marks the order paid; the same event again has one effect', async () => {
    const { order, paymentOrder } = await openPayment();
    const before = await eventCount(t);
    const first = await sendWebhook(t, capturedEvent(paymentOrder.id, 'pay_Hook1'), { eventId: 'evt_replayed' });
    expect(first.statusCode).toBe(200);
    const replay = await sendWebhook(t, capturedEvent(paymentOrder.id, 'pay_Hook1'), { eventId: 'evt_replayed' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().message).toBe('Webhook already processed');
    expect(await eventCount(t)).toBe(before + 1);
    const rows = await paymentRows(t, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'captured', providerPaymentId: 'pay_Hook1', method: 'netbanking' });
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    // order.paid for the same payment (another event id) changes nothing either.
    expect((await sendWebhook(t, capturedEvent(paymentOrder.id, 'pay_Hook1', 'order.paid'))).statusCode).toBe(200);
    expect(await paymentRows(t, order.id)).toHaveLength(1);
  });

  it('verify then webhook (and webhook then verify) for one payment: one payment, order paid once', async () => {
    const { customer, order, paymentOrder } = await openPayment();
    const checkout = (await call(t, 'POST', '/api/payments/test-gateway/pay', customer.authorization, { razorpay_order_id: paymentOrder.id, outcome: 'success' })).json().data;
    expect((await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, order_id: order.id })).statusCode).toBe(200);
    expect((await sendWebhook(t, capturedEvent(paymentOrder.id, checkout.razorpay_payment_id))).statusCode).toBe(200);
    expect((await paymentRows(t, order.id)).map((row) => row.status)).toEqual(['captured']);

    const second = await openPayment();
    const paid = (await call(t, 'POST', '/api/payments/test-gateway/pay', second.customer.authorization, { razorpay_order_id: second.paymentOrder.id, outcome: 'success' })).json().data;
    expect((await sendWebhook(t, capturedEvent(second.paymentOrder.id, paid.razorpay_payment_id))).statusCode).toBe(200);
    const late = await call(t, 'POST', '/api/payments/verify', second.customer.authorization, { ...paid, order_id: second.order.id });
    expect(late.statusCode).toBe(200);
    expect(late.json().data.payment.status).toBe('captured');
    expect(await paymentRows(t, second.order.id)).toHaveLength(1);
    expect(await readOrder(t, second.order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('never moves a paid order back: a late payment.failed changes nothing', async () => {
    const { order, paymentOrder } = await openPayment();
    await sendWebhook(t, capturedEvent(paymentOrder.id, 'pay_Hook2'));
    const failed = { event: 'payment.failed', payload: { payment: { entity: { id: 'pay_Hook3', order_id: paymentOrder.id, error_description: 'Bank declined' } } } };
    expect((await sendWebhook(t, failed)).statusCode).toBe(200);
    expect((await paymentRows(t, order.id))[0]!.status).toBe('captured');
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('payment.failed before any capture records the failure; refund.processed records a dashboard refund', async () => {
    const { order, paymentOrder } = await openPayment();
    const failed = { event: 'payment.failed', payload: { payment: { entity: { id: 'pay_Hook4', order_id: paymentOrder.id, error_description: 'Bank declined' } } } };
    expect((await sendWebhook(t, failed)).statusCode).toBe(200);
    expect((await paymentRows(t, order.id))[0]).toMatchObject({ status: 'failed', failureReason: 'Bank declined' });
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });

    await sendWebhook(t, capturedEvent(paymentOrder.id, 'pay_Hook5'));
    const refund = { event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_1', payment_id: 'pay_Hook5', amount: order.grandTotalPaise } }, payment: { entity: { id: 'pay_Hook5', order_id: paymentOrder.id, amount_refunded: order.grandTotalPaise } } } };
    expect((await sendWebhook(t, refund)).statusCode).toBe(200);
    expect((await paymentRows(t, order.id))[0]).toMatchObject({ status: 'refunded', refundedPaise: order.grandTotalPaise });
  });

  it('answers 2xx for events it does not use and for payments it does not know; refuses a body that is not JSON', async () => {
    expect((await sendWebhook(t, { event: 'payment.authorized', payload: {} })).statusCode).toBe(200);
    expect((await sendWebhook(t, capturedEvent('order_Unknown', 'pay_Unknown'))).statusCode).toBe(200);
    const broken = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: '{not json', headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().success).toBe(false);
  });

  it('keeps the JSON parser of every other route as it was', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/payments/create-order', payload: '{not json', headers: { 'content-type': 'application/json', authorization: (await signIn(t)).authorization } });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

describe('payments webhook without a secret', () => {
  it('is refused: nothing can be trusted without the signature', async () => {
    const t = await createTestApp();
    try {
      const response = await sendWebhook(t, capturedEvent('order_X', 'pay_X'));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Webhooks are not set up on this store');
    } finally {
      await t.close();
    }
  });
});
