import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `message` with `secret`, as lowercase hex: Razorpay's signature form. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Checkout's signature: HMAC-SHA256 hex of `${razorpay_order_id}|${razorpay_payment_id}` with the key secret. */
export function signCheckout(secret: string, providerOrderId: string, providerPaymentId: string): string {
  return hmacHex(secret, `${providerOrderId}|${providerPaymentId}`);
}

/**
 * Whether `signature` is the HMAC of `message`, compared in constant time so the time an answer
 * takes says nothing about how much of a forged signature was right. Different lengths are
 * refused before the compare (timingSafeEqual needs equal lengths; the length is no secret).
 */
export function isValidSignature(secret: string, message: string | Buffer, signature: string): boolean {
  const expected = Buffer.from(hmacHex(secret, message), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function isValidCheckoutSignature(secret: string, providerOrderId: string, providerPaymentId: string, signature: string): boolean {
  return isValidSignature(secret, `${providerOrderId}|${providerPaymentId}`, signature);
}
