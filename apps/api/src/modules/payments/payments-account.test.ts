import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, createPaymentOrder, paymentRows, placeOrder, readOrder, signIn, signInStaff } from './payments-test-helpers';
import { refusal } from '../../test/refusal';

describe('payments: history, one payment, status, cancel, staff refund', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function paidOrder(customer: { userId: string; authorization: string }) {
    const order = await placeOrder(t, customer);
    const paymentOrder = await createPaymentOrder(t, customer.authorization, order);
    const checkout = (await call(t, 'POST', '/api/payments/test-gateway/pay', customer.authorization, { razorpay_order_id: paymentOrder.id, outcome: 'success' })).json().data;
    const verified = await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, order_id: order.id });
    return { order, payment: verified.json().data.payment };
  }

  it("answers the customer's own payments, newest first, 10 a page; another customer's is 404", async () => {
    const customer = await signIn(t);
    const { order, payment } = await paidOrder(customer);
    const open = await placeOrder(t, customer);
    await createPaymentOrder(t, customer.authorization, open);

    const history = await call(t, 'GET', '/api/payments/history', customer.authorization);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.map((p: { orderId: string }) => p.orderId)).toEqual([open.id, order.id]);
    expect(history.json().pagination).toMatchObject({ currentPage: 1, itemsPerPage: 10, totalItems: 2 });
    expect((await call(t, 'GET', '/api/payments/history?page=2&limit=1', customer.authorization)).json().data).toHaveLength(1);
    expect((await call(t, 'GET', '/api/payments/history?limit=0', customer.authorization)).statusCode).toBe(400);

    expect((await call(t, 'GET', `/api/payments/${payment.id}`, customer.authorization)).json().data).toMatchObject({ id: payment.id, status: 'captured' });
    expect((await call(t, 'GET', `/api/payments/${payment.providerPaymentId}`, customer.authorization)).json().data.id).toBe(payment.id);
    expect((await call(t, 'GET', `/api/payments/status/${payment.id}`, customer.authorization)).json().data).toEqual({ paymentId: payment.id, orderId: order.id, status: 'captured' });

    const other = await signIn(t, 'Arjun Rao');
    for (const url of [`/api/payments/${payment.id}`, `/api/payments/status/${payment.id}`]) {
      const response = await call(t, 'GET', url, other.authorization);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal('Payment not found'));
    }
    expect((await call(t, 'GET', '/api/payments/history', other.authorization)).json().data).toEqual([]);
  });

  it('cancels an open attempt, not a captured payment', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    await createPaymentOrder(t, customer.authorization, order);
    const [row] = await paymentRows(t, order.id);
    const cancelled = await call(t, 'POST', '/api/payments/cancel', customer.authorization, { payment_id: row!.id, reason: 'Changed my mind' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'failed', failureReason: 'Payment cancelled by user: Changed my mind' });
    expect((await readOrder(t, order.id)).status).toBe('pending');
    expect((await call(t, 'POST', '/api/payments/cancel', customer.authorization, { payment_id: row!.id, reason: '' })).json().message).toBe('Please give a reason');

    const { payment } = await paidOrder(customer);
    const refused = await call(t, 'POST', '/api/payments/cancel', customer.authorization, { payment_id: payment.id, reason: 'Too late' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A captured payment cannot be cancelled; cancel the order for a refund');
    expect((await call(t, 'POST', '/api/payments/cancel', (await signIn(t)).authorization, { payment_id: payment.id, reason: 'x' })).statusCode).toBe(404);
  });

  it('refunds are staff only: guest 401, customer 403; staff refund in part, then the rest', async () => {
    const customer = await signIn(t);
    const { order, payment } = await paidOrder(customer);
    const body = { payment_id: payment.id, amount: 100, reason: 'Goodwill' };
    expect((await call(t, 'POST', '/api/payments/refund', undefined, body)).statusCode).toBe(401);
    const forbidden = await call(t, 'POST', '/api/payments/refund', customer.authorization, body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('You do not have permission to perform this action');

    const staff = await signInStaff(t);
    const part = await call(t, 'POST', '/api/payments/refund', staff.authorization, body);
    expect(part.statusCode).toBe(200);
    expect(part.json().data).toMatchObject({ status: 'captured', refundedAmount: 100 });
    const tooMuch = await call(t, 'POST', '/api/payments/refund', staff.authorization, { ...body, amount: order.grandTotalPaise / 100 });
    expect(tooMuch.json()).toMatchObject({ success: false, message: 'The refund is more than the amount left to refund' });
    const rest = await call(t, 'POST', '/api/payments/refund', staff.authorization, { payment_id: payment.id, reason: 'Returned' });
    expect(rest.json().data).toMatchObject({ status: 'refunded', refundedAmount: order.grandTotalPaise / 100 });
    expect((await call(t, 'POST', '/api/payments/refund', staff.authorization, body)).json().message).toBe('Only a captured payment can be refunded');
    expect((await call(t, 'POST', '/api/payments/refund', staff.authorization, { ...body, payment_id: 'nope' })).statusCode).toBe(404);
  });

  it('cancelling a paid order refunds its payment in full (refundPaidOrder)', async () => {
    const customer = await signIn(t);
    const { order, payment } = await paidOrder(customer);
    const cancelled = await call(t, 'POST', `/api/orders/${order.id}/cancel`, customer.authorization, { reason: 'Ordered the wrong size' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await call(t, 'GET', `/api/payments/${payment.id}`, customer.authorization)).json().data).toMatchObject({ status: 'refunded', refundedAmount: order.grandTotalPaise / 100 });
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'refunded' });
  });
});
