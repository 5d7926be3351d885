import { describe, expect, it } from 'vitest';
import { createPaymentGateway } from './create-payment-gateway';
import { isTestGateway } from './payment-gateway';
import { signCheckout } from './payment-signature';
import { createFakeRazorpay } from './payments-test-helpers';
import { createTestGateway } from './test-gateway';

describe('payment gateways', () => {
  it('uses Razorpay with both keys, else the test gateway, and never the test gateway in production', () => {
    expect(createPaymentGateway({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' }, createFakeRazorpay())).toMatchObject({ provider: 'razorpay', keyId: 'rzp_test_1' });
    expect(createPaymentGateway({ NODE_ENV: 'development' }).provider).toBe('test');
    expect(() => createPaymentGateway({ NODE_ENV: 'production' })).toThrow('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production');
  });

  it('creates Razorpay orders in paise with the receipt and notes, and checks signatures with the key secret', async () => {
    const client = createFakeRazorpay();
    const gateway = createPaymentGateway({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 'key-secret' }, client);
    const order = await gateway.createOrder({ amountPaise: 123_400, currency: 'INR', receipt: 'AB-2026-000001', notes: { order_id: 'o1' } });
    expect(client.orders.create).toHaveBeenCalledWith({ amount: 123_400, currency: 'INR', receipt: 'AB-2026-000001', notes: { order_id: 'o1' } });
    expect(order).toEqual({ id: 'order_Fake1', amountPaise: 123_400, currency: 'INR', receipt: 'AB-2026-000001' });
    expect(gateway.verifySignature('order_Fake1', 'pay_1', signCheckout('key-secret', 'order_Fake1', 'pay_1'))).toBe(true);
    expect(gateway.verifySignature('order_Fake1', 'pay_1', signCheckout('other', 'order_Fake1', 'pay_1'))).toBe(false);
  });

  it('captures a payment Razorpay only authorized, and refunds in paise', async () => {
    const client = createFakeRazorpay({ paymentStatus: 'authorized' });
    const gateway = createPaymentGateway({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }, client);
    expect(await gateway.confirmPayment('pay_1', 100, 'INR')).toMatchObject({ status: 'captured', method: 'upi' });
    expect(client.payments.capture).toHaveBeenCalledWith('pay_1', 100, 'INR');
    expect(await gateway.refund('pay_1', 50, { reason: 'r' })).toMatchObject({ amountPaise: 50 });
    expect(client.payments.refund).toHaveBeenCalledWith('pay_1', { amount: 50, notes: { reason: 'r' } });
  });

  it('test gateway: pays with a Razorpay-shaped signature its verification accepts, with its own secret', async () => {
    const gateway = createTestGateway('test-secret');
    expect(isTestGateway(gateway)).toBe(true);
    const order = await gateway.createOrder({ amountPaise: 500, currency: 'INR', receipt: 'r', notes: {} });
    expect(order.id).toMatch(/^order_Test/);
    const paid = gateway.pay(order.id, 500);
    expect(paid.signature).toBe(signCheckout('test-secret', order.id, paid.providerPaymentId));
    expect(gateway.verifySignature(order.id, paid.providerPaymentId, paid.signature)).toBe(true);
    expect(createTestGateway().verifySignature(order.id, paid.providerPaymentId, paid.signature)).toBe(false);
    expect(await gateway.confirmPayment(paid.providerPaymentId, 500, 'INR')).toMatchObject({ status: 'captured', amountPaise: 500 });
  });
});
