/** POST /api/payments/create-order answer: `amount` in paise; `keyId` only for Razorpay. */
export interface PaymentOrder {
  id: string;
  amount: number;
  currency: 'INR';
  receipt: string;
  provider: 'razorpay' | 'test';
  keyId?: string;
  orderId: string;
}

/** What Razorpay Checkout (or the test gateway) hands back on success, signed by the provider. */
export interface PaymentProof {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
