import { describe, expect, it } from 'vitest';
import { createPaymentOrderSchema, paymentMethodsQuerySchema, refundPaymentSchema, testGatewayPaySchema, verifyPaymentSchema } from './payments';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('payment request schemas', () => {
  it('lets any number reach the amount rules and defaults the currency to INR', () => {
    expect(createPaymentOrderSchema.parse({ amount: -1, notes: { order_id: 'o1' } })).toMatchObject({ amount: -1, currency: 'INR' });
    expect(messageOf(createPaymentOrderSchema.safeParse({ amount: '100', notes: { order_id: 'o1' } }))).toBe('Invalid payment amount');
    expect(messageOf(createPaymentOrderSchema.safeParse({ amount: 100, notes: {} }))).toBe('Invalid order id');
  });

  it("answers 'Payment verification failed' for a missing Checkout field", () => {
    expect(messageOf(verifyPaymentSchema.safeParse({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', order_id: 'o1' }))).toBe('Payment verification failed');
  });

  it('takes only success or failure from the test gateway dialog', () => {
    expect(messageOf(testGatewayPaySchema.safeParse({ razorpay_order_id: 'order_1', outcome: 'maybe' }))).toBe("outcome must be 'success' or 'failure'");
  });

  it('refunds a positive amount up to ₹15,00,000 with a reason', () => {
    expect(messageOf(refundPaymentSchema.safeParse({ payment_id: 'p', amount: 0, reason: 'r' }))).toBe('Invalid payment amount');
    expect(messageOf(refundPaymentSchema.safeParse({ payment_id: 'p', amount: 1_500_001, reason: 'r' }))).toBe('Maximum payment amount is ₹15,00,000');
    expect(messageOf(refundPaymentSchema.safeParse({ payment_id: 'p', reason: '  ' }))).toBe('Please give a reason');
  });

  it('reads the methods query: a PIN of 6 digits not starting with 0, an amount in rupees', () => {
    expect(paymentMethodsQuerySchema.parse({ pin: '302003', amount: '60000' })).toEqual({ pin: '302003', amount: 60000 });
    expect(messageOf(paymentMethodsQuerySchema.safeParse({ pin: '012345' }))).toBe('Invalid PIN code format');
  });
});
