import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, createPaymentOrder, paymentRows, placeOrder, readOrder, signIn, WEBHOOK_SECRET } from './payments-test-helpers';
import { refusal } from '../../test/refusal';

describe('payments: create-order, test gateway, verify, methods, COD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  });
  afterAll(() => t.close());

  it('asks for a sign-in on every payment call', async () => {
    for (const [method, url] of [['GET', '/api/payments/methods'], ['POST', '/api/payments/create-order'], ['POST', '/api/payments/verify'], ['POST', '/api/payments/cod'], ['GET', '/api/payments/history']] as const) {
      expect((await call(t, method, url, undefined, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
    }
  });

  it('refuses bad amounts and currencies with the spec messages, and an amount that is not the order total', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    const attempt = (amount: unknown, currency = 'INR') =>
      call(t, 'POST', '/api/payments/create-order', customer.authorization, { amount, currency, receipt: order.orderNumber, notes: { order_id: order.id } });
    for (const [amount, currency, message] of [
      [0, 'INR', 'Invalid payment amount'], [-500, 'INR', 'Invalid payment amount'], [10.5, 'INR', 'Invalid payment amount'],
      [order.grandTotalPaise, 'USD', 'Only INR currency is supported'], [99, 'INR', 'Minimum payment amount is ₹1'],
      [150_000_001, 'INR', 'Maximum payment amount is ₹15,00,000'], [order.grandTotalPaise - 100, 'INR', "The amount does not match the order's total"],
    ] as const) {
      const response = await attempt(amount, currency);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(message));
    }
    expect((await attempt('a lot')).json().message).toBe('Invalid payment amount');
    expect(await paymentRows(t, order.id)).toHaveLength(0);
  });

  it("answers 404 for another customer's order and refuses a COD order", async () => {
    const owner = await signIn(t);
    const other = await signIn(t, 'Arjun Rao');
    const order = await placeOrder(t, owner);
    const response = await call(t, 'POST', '/api/payments/create-order', other.authorization, { amount: order.grandTotalPaise, currency: 'INR', notes: { order_id: order.id } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Order not found');
    const cod = await placeOrder(t, owner, { paymentMethod: 'cod' });
    const refused = await call(t, 'POST', '/api/payments/create-order', owner.authorization, { amount: cod.grandTotalPaise, currency: 'INR', notes: { order_id: cod.id } });
    expect(refused.json()).toMatchObject({ success: false, message: 'This order is paid by cash on delivery' });
  });

  it('creates one test-gateway order per shop order, pays, verifies and marks the order paid once', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    const paymentOrder = await createPaymentOrder(t, customer.authorization, order);
    expect(paymentOrder).toMatchObject({ amount: order.grandTotalPaise, currency: 'INR', receipt: order.orderNumber, provider: 'test', orderId: order.id });
    expect(paymentOrder.id).toMatch(/^order_Test/);
    expect(paymentOrder.keyId).toBeUndefined();
    // A retry of the payment step reuses the provider order: never a second one.
    expect((await createPaymentOrder(t, customer.authorization, order)).id).toBe(paymentOrder.id);

    const paid = await call(t, 'POST', '/api/payments/test-gateway/pay', customer.authorization, { razorpay_order_id: paymentOrder.id, outcome: 'success' });
    expect(paid.statusCode).toBe(200);
    const checkout = paid.json().data;
    expect(checkout).toMatchObject({ razorpay_order_id: paymentOrder.id, razorpay_payment_id: expect.stringMatching(/^pay_Test/), razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const wrong = await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, razorpay_signature: '0'.repeat(64), order_id: order.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(refusal('Payment verification failed'));
    expect((await readOrder(t, order.id)).paymentStatus).toBe('pending');

    const verified = await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, order_id: order.id });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.payment).toMatchObject({ status: 'captured', providerPaymentId: checkout.razorpay_payment_id, amount: order.grandTotalPaise / 100 });
    expect(verified.json().data.order).toMatchObject({ id: order.id, status: 'confirmed', paymentStatus: 'paid' });
    // A late second verify changes nothing.
    expect((await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, order_id: order.id })).statusCode).toBe(200);
    const rows = await paymentRows(t, order.id);
    expect(rows.map((row) => row.status)).toEqual(['captured']);
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentReference: checkout.razorpay_payment_id });
    // Paid: no new payment order, no second test payment.
    const again = await call(t, 'POST', '/api/payments/create-order', customer.authorization, { amount: order.grandTotalPaise, currency: 'INR', notes: { order_id: order.id } });
    expect(again.json().message).toBe('This order is already paid');
    expect((await call(t, 'POST', '/api/payments/test-gateway/pay', customer.authorization, { razorpay_order_id: paymentOrder.id, outcome: 'success' })).statusCode).toBe(409);
  });

  it('records a failed test payment (402), keeps the order pending, and a retry on the same order succeeds', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    const first = await createPaymentOrder(t, customer.authorization, order);
    const failed = await call(t, 'POST', '/api/payments/test-gateway/pay', customer.authorization, { razorpay_order_id: first.id, outcome: 'failure' });
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toEqual(refusal('Payment failed. Please try again.'));
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });

    const retry = await createPaymentOrder(t, customer.authorization, order);
    expect(retry.id).not.toBe(first.id);
    const checkout = (await call(t, 'POST', '/api/payments/test-gateway/pay', customer.authorization, { razorpay_order_id: retry.id, outcome: 'success' })).json().data;
    // The signature of the retry's provider order does not verify against the failed one's.
    const mixed = await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, razorpay_order_id: first.id, order_id: order.id });
    expect(mixed.statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, order_id: order.id })).statusCode).toBe(200);
    expect((await paymentRows(t, order.id)).map((row) => row.status).sort()).toEqual(['captured', 'failed']);
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it("refuses the test gateway for another customer's provider order", async () => {
    const owner = await signIn(t);
    const order = await placeOrder(t, owner);
    const paymentOrder = await createPaymentOrder(t, owner.authorization, order);
    const other = await signIn(t, 'Arjun Rao');
    const response = await call(t, 'POST', '/api/payments/test-gateway/pay', other.authorization, { razorpay_order_id: paymentOrder.id, outcome: 'success' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Payment not found');
  });

  it('lists the methods with COD judged on the items, the PIN and the limit', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    const methods = (await call(t, 'GET', `/api/payments/methods?orderId=${order.id}`, customer.authorization)).json().data;
    expect(methods.map((m: { type: string }) => m.type)).toEqual(['card', 'upi', 'netbanking', 'wallet', 'emi', 'cod']);
    expect(methods.every((m: { available: boolean }) => m.available)).toBe(true);

    const dear = await placeOrder(t, await signIn(t), { pricePaise: 6_000_000 });
    const dearMethods = (await call(t, 'GET', `/api/payments/methods?orderId=${dear.id}`, (await signIn(t)).authorization));
    expect(dearMethods.statusCode).toBe(404);
    const before = (await call(t, 'GET', '/api/payments/methods?pin=302003&amount=60000', customer.authorization)).json().data.at(-1);
    expect(before).toMatchObject({ type: 'cod', available: false, reason: 'Cash on delivery is available for orders up to ₹50,000' });
    expect((await call(t, 'GET', '/api/payments/methods?pin=012345', customer.authorization)).json().message).toBe('Invalid PIN code format');
    // Above the payment maximum nothing can be chosen, and each method says why.
    const tooDear = (await call(t, 'GET', '/api/payments/methods?pin=302003&amount=1500001', customer.authorization)).json().data;
    expect(tooDear.filter((m: { available: boolean }) => m.available)).toEqual([]);
    expect(tooDear[0]).toMatchObject({ type: 'card', reason: 'Online payment is available for orders from ₹1 to ₹15,00,000' });
  });

  it('confirms a COD order, and refuses COD above the limit saying why', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer, { paymentMethod: 'cod', pricePaise: 100_000 });
    const response = await call(t, 'POST', '/api/payments/cod', customer.authorization, { order_id: order.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.order).toMatchObject({ status: 'confirmed', paymentMethod: 'cod', paymentStatus: 'pending' });
    expect(response.json().data.payment).toMatchObject({ provider: 'cod', method: 'cod', status: 'created' });
    // Repeating it answers the same order and payment.
    expect((await call(t, 'POST', '/api/payments/cod', customer.authorization, { order_id: order.id })).statusCode).toBe(200);
    expect(await paymentRows(t, order.id)).toHaveLength(1);

    const dear = await placeOrder(t, customer, { pricePaise: 6_000_000 });
    const refused = await call(t, 'POST', '/api/payments/cod', customer.authorization, { order_id: dear.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Failed to process COD payment: Cash on delivery is available for orders up to ₹50,000');
    const noCod = await placeOrder(t, customer, { pricePaise: 100_000, codAvailable: false });
    const methods = (await call(t, 'GET', `/api/payments/methods?orderId=${noCod.id}`, customer.authorization)).json().data.at(-1);
    expect(methods).toMatchObject({ available: false, reason: 'Cash on delivery is not available for some items in this order' });
  });
});
