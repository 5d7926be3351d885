import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { hmacHex, isValidCheckoutSignature, isValidSignature, signCheckout } from './payment-signature';

const secret = 'key-secret-for-tests';

describe('payment signatures', () => {
  it('signs Checkout results exactly as Razorpay does (HMAC-SHA256 hex of order_id|payment_id)', () => {
    const signature = signCheckout(secret, 'order_ABC', 'pay_XYZ');
    expect(signature).toBe(createHmac('sha256', secret).update('order_ABC|pay_XYZ').digest('hex'));
    // The SDK's own check accepts it: Razorpay Checkout and the test gateway are verified alike.
    expect(validatePaymentVerification({ order_id: 'order_ABC', payment_id: 'pay_XYZ' }, signature, secret)).toBe(true);
    expect(isValidCheckoutSignature(secret, 'order_ABC', 'pay_XYZ', signature)).toBe(true);
  });

  it('refuses another order, another payment, another secret, a cut or empty signature', () => {
    const signature = signCheckout(secret, 'order_ABC', 'pay_XYZ');
    expect(isValidCheckoutSignature(secret, 'order_OTHER', 'pay_XYZ', signature)).toBe(false);
    expect(isValidCheckoutSignature(secret, 'order_ABC', 'pay_OTHER', signature)).toBe(false);
    expect(isValidCheckoutSignature('other-secret', 'order_ABC', 'pay_XYZ', signature)).toBe(false);
    expect(isValidCheckoutSignature(secret, 'order_ABC', 'pay_XYZ', signature.slice(0, -1))).toBe(false);
    expect(isValidCheckoutSignature(secret, 'order_ABC', 'pay_XYZ', '')).toBe(false);
    expect(isValidCheckoutSignature(secret, 'order_ABC', 'pay_XYZ', signature.toUpperCase())).toBe(false);
  });

  it('checks a webhook body byte for byte, as the SDK does', () => {
    const body = '{"event":"payment.captured","payload":{}}';
    const signature = hmacHex('webhook-secret', body);
    expect(Razorpay.validateWebhookSignature(body, signature, 'webhook-secret')).toBe(true);
    expect(isValidSignature('webhook-secret', body, signature)).toBe(true);
    expect(isValidSignature('webhook-secret', `${body} `, signature)).toBe(false);
  });
});
