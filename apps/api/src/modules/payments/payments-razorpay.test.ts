import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { signCheckout } from './payment-signature';
import { call, capturedEvent, createFakeRazorpay, createPaymentOrder, paymentRows, placeOrder, readOrder, sendWebhook, signIn, signInStaff, WEBHOOK_SECRET } from './payments-test-helpers';

const KEY_SECRET = 'razorpay-key-secret-for-tests';

describe('payments through Razorpay (a fake SDK client: never the network)', () => {
  let t: TestApp;
  const razorpay = createFakeRazorpay({ paymentStatus: 'authorized', method: 'upi' });
  beforeAll(async () => {
    t = await createTestApp({ config: { RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET }, razorpayClient: razorpay });
  });
  afterAll(() => t.close());

  it('creates a Razorpay order in paise with the key id for Checkout, verifies with the key secret and captures', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    const paymentOrder = await createPaymentOrder(t, customer.authorization, order);
    expect(paymentOrder).toMatchObject({ provider: 'razorpay', keyId: 'rzp_test_key', amount: order.grandTotalPaise });
    expect(razorpay.orders.create).toHaveBeenLastCalledWith({ amount: order.grandTotalPaise, currency: 'INR', receipt: order.orderNumber, notes: { order_id: order.id } });

    const forged = { razorpay_order_id: paymentOrder.id, razorpay_payment_id: 'pay_Real1', razorpay_signature: signCheckout('wrong-secret', paymentOrder.id, 'pay_Real1'), order_id: order.id };
    expect((await call(t, 'POST', '/api/payments/verify', customer.authorization, forged)).statusCode).toBe(400);
    const genuine = { ...forged, razorpay_signature: signCheckout(KEY_SECRET, paymentOrder.id, 'pay_Real1') };
    const verified = await call(t, 'POST', '/api/payments/verify', customer.authorization, genuine);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.payment).toMatchObject({ provider: 'razorpay', status: 'captured', method: 'upi' });
    expect(razorpay.payments.capture).toHaveBeenCalledWith('pay_Real1', order.grandTotalPaise, 'INR');
    expect(await readOrder(t, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });

    // The same payment's webhook afterwards: still one payment.
    expect((await sendWebhook(t, capturedEvent(paymentOrder.id, 'pay_Real1'))).statusCode).toBe(200);
    expect(await paymentRows(t, order.id)).toHaveLength(1);

    const staff = await signInStaff(t);
    const refund = await call(t, 'POST', '/api/payments/refund', staff.authorization, { payment_id: 'pay_Real1', reason: 'Customer request' });
    expect(refund.json().data.status).toBe('refunded');
    expect(razorpay.payments.refund).toHaveBeenCalledWith('pay_Real1', { amount: order.grandTotalPaise, notes: { reason: 'Customer request', order_id: order.id } });
  });

  it("lets the pages load Razorpay Checkout's script and frame", async () => {
    const policy = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(policy).toMatch(/frame-src 'self' https:\/\/api\.razorpay\.com/);
  });

  it('refuses the test gateway when Razorpay is configured', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    const paymentOrder = await createPaymentOrder(t, customer.authorization, order);
    const response = await call(t, 'POST', '/api/payments/test-gateway/pay', customer.authorization, { razorpay_order_id: paymentOrder.id, outcome: 'success' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The test gateway is not available: payments go through Razorpay');
  });

  it('answers "Failed to create payment order" when Razorpay refuses, and creates nothing', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    razorpay.orders.create.mockRejectedValueOnce(new Error('network down'));
    const response = await call(t, 'POST', '/api/payments/create-order', customer.authorization, { amount: order.grandTotalPaise, currency: 'INR', notes: { order_id: order.id } });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Failed to create payment order');
    expect(await paymentRows(t, order.id)).toHaveLength(0);
  });
});
